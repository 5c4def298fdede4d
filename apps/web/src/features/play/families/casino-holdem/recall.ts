import { cardLabel } from '@/lib/playing-card';
import { t } from '@/lib/i18n';
import type { RoundOf } from '../family-entry';
import { RECALL as K, grid, money, type RecallStep } from '../recall-steps';

/** The nine cards are for the verifier; the player saw the deal and flop, then the board, the dealer and the bets settled. */
export function casinoHoldemRecall(round: RoundOf<'casinoHoldem'>): RecallStep[] {
  const fmt = money(round);
  const CH = 'play.casinoHoldem';
  const cardsRow = (cards: string[]) => grid([cards.map(cardLabel)], () => false);
  return round.steps.flatMap((step): RecallStep[] => {
    if (step.kind === 'deal')
      return [
        {
          title: t(`${K}.deal`),
          facts: [
            { label: t(`${CH}.bets.ante`), value: fmt(step.ante) },
            { label: t(`${CH}.bets.aaBonus`), value: fmt(step.aaBonus) },
            { label: t(`${CH}.flop`), value: step.flop.map(cardLabel).join(' ') },
            { label: t(`${K}.hand`), value: t(`play.cards.hands.${step.hand}`) },
          ],
          grid: cardsRow(step.cards),
        },
      ];
    if (step.kind === 'showdown') {
      const pays = step.pays;
      return [
        {
          title: t(`${K}.showdown`, { decision: t(`${CH}.${step.decision}`) }),
          facts: [
            { label: t(`${CH}.board`), value: step.board.map(cardLabel).join(' ') },
            { label: t(`${K}.hand`), value: t(`play.cards.hands.${step.hand}`) },
            {
              label: t(`${CH}.dealer`),
              value: step.qualifies ? t(`play.cards.hands.${step.dealerHand}`) : t(`${CH}.notQualifying`),
            },
            ...(step.outcome
              ? [{ label: t(`${K}.result`), value: t(`${CH}.results.${step.outcome === 'tie' ? 'push' : step.outcome}`) }]
              : []),
            { label: t(`${CH}.bets.ante`), value: fmt(pays.ante) },
            ...(step.decision === 'call' ? [{ label: t(`${CH}.bets.call`), value: fmt(pays.call) }] : []),
            { label: t(`${CH}.bets.aaBonus`), value: fmt(pays.aaBonus) },
          ],
          grid: cardsRow(step.dealer),
        },
      ];
    }
    return [];
  });
}
