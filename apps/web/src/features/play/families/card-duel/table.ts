import type { TCardDuelSpot, TPlayBet, TPlayGameView } from '@casino/contracts';
import { toDecimal } from '../../lib/decimal';

export type CardDuelView = Extract<TPlayGameView, { family: 'cardDuel' }>;
/** The stake on each spot, minor units; a spot with none is absent. */
export type Stakes = Partial<Record<TCardDuelSpot, bigint>>;

/** A chip of `chip` minor units more on the spot; nothing changes for a chip of nothing. */
export function addChip(stakes: Stakes, spot: TCardDuelSpot, chip: bigint | null): Stakes {
  if (chip === null || chip <= 0n) return stakes;
  return { ...stakes, [spot]: (stakes[spot] ?? 0n) + chip };
}

export const tableTotal = (stakes: Stakes) => Object.values(stakes).reduce((sum, amount) => sum + (amount ?? 0n), 0n);

/** The bet the table sends: the staked spots in the view's order, amounts as decimals of the currency. */
export function betOf(view: CardDuelView, stakes: Stakes, currency: string): Extract<TPlayBet, { family: 'cardDuel' }> {
  const spots = view.spots.flatMap(({ spot }) => (stakes[spot] ? [{ spot, amount: toDecimal(stakes[spot], currency) }] : []));
  return { family: 'cardDuel', spots };
}

/** "1:1", "0.95:1", "8:1": what a spot pays on its own outcome, as a table states it (the stake comes back too). */
export const oddsLabel = (pays: number) => `${Number((pays - 1).toFixed(4))}:1`;
