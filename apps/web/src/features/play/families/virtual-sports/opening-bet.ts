import type { TPlaySession, TVirtualEvent, TVirtualMarket } from '@casino/contracts';
import { ROUNDING_FREE_STAKE, VIRTUAL_SPORTS_TITLES, type VirtualSportsRoundingBet, type VirtualSportsTitle } from '@casino/games';
import { roundingNotice, titleOf, type RoundedFamily } from '../../lib/opening-bet';

/**
 * A price in hundredths pays to the minor unit on any multiple of 100 units: the slip opens on the first from
 * the minimum, so whichever single of its first market is picked there is taken.
 */
const wholePriceStake = (min: bigint) => (min >= ROUNDING_FREE_STAKE ? min : ((min + 99n) / 100n) * 100n);

export const virtualSportsRounding: RoundedFamily<VirtualSportsTitle> = {
  titles: VIRTUAL_SPORTS_TITLES,
  openingStake: wholePriceStake,
};

/**
 * Why the server would refuse a selection at the typed stake (its own sentence), or null: checked on the
 * event's book, priced from the field's ratings (runners' strengths, or the two sides' scoring chances).
 */
export function virtualRoundingNotice(
  session: Pick<TPlaySession, 'game' | 'currency'>,
  stake: string,
  event: Pick<TVirtualEvent, 'field' | 'ratings'>,
  selection: { market: TVirtualMarket; pick: string },
): string | null {
  const title = titleOf(session.game, VIRTUAL_SPORTS_TITLES);
  if (!title) return null;
  const { field, ratings } = event;
  const drawn: VirtualSportsRoundingBet['event'] =
    title.config.sport === 'penalties'
      ? { home: field[0] ?? '', away: field[1] ?? '', homeChance: ratings[0] ?? 0, awayChance: ratings[1] ?? 0 }
      : { field: field.map((name, i) => ({ name, strength: ratings[i] ?? 0 })) };
  return roundingNotice(session, VIRTUAL_SPORTS_TITLES, stake, (amount): VirtualSportsRoundingBet => ({
    amount,
    ...selection,
    event: drawn,
  }));
}
