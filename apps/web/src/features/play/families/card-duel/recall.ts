import { cardLabel } from '@/lib/playing-card';
import { t } from '@/lib/i18n';
import type { RoundOf } from '../family-entry';
import { RECALL as K, grid, money, type RecallStep } from '../recall-steps';

/** Both hands as dealt (a third card last), then what each spot staked returned. */
export function cardDuelRecall(round: RoundOf<'cardDuel'>): RecallStep[] {
  const fmt = money(round);
  return round.steps.map((step) => {
    const isBaccarat = step.player.length + step.banker.length > 2;
    const side = (spot: 'player' | 'banker' | 'tie') => t(`play.cardDuel.${isBaccarat ? 'spots' : 'duel'}.${spot}`);
    const hand = (spot: 'player' | 'banker', total: number) =>
      isBaccarat ? t(`${K}.cardHandTotal`, { hand: side(spot), total }) : side(spot);
    return {
      title: step.outcome === 'tie' ? t(`${K}.cardTie`) : t(`${K}.cardWinner`, { side: side(step.outcome) }),
      facts: [
        { label: hand('player', step.playerTotal), value: step.player.map(cardLabel).join(' ') },
        { label: hand('banker', step.bankerTotal), value: step.banker.map(cardLabel).join(' ') },
        ...round.bet.spots.map((spot, i) => ({
          label: t(`${K}.spotBet`, { spot: side(spot.spot), amount: fmt(spot.amount) }),
          value: fmt(step.wins[i] ?? '0'),
        })),
      ],
      // The winning hand's row lit.
      grid: grid([step.player.map(cardLabel), step.banker.map(cardLabel)], (row) => step.outcome === ['player', 'banker'][row]),
    };
  });
}
