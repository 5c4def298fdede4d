import { cardLabel } from '@/lib/playing-card';
import { t } from '@/lib/i18n';
import type { RoundOf } from '../family-entry';
import { RECALL as K, grid, money, type RecallStep } from '../recall-steps';

/** The six cards are for the verifier; the player saw the deal, then the dealer's cards and the bets settled. */
export function threeCardPokerRecall(round: RoundOf<'threeCardPoker'>): RecallStep[] {
  const fmt = money(round);
  const TC = 'play.threeCardPoker';
  const cardsRow = (cards: string[]) => grid([cards.map(cardLabel)], () => false);
  return round.steps.flatMap((step): RecallStep[] => {
    if (step.kind === 'deal')
      return [
        {
          title: t(`${K}.deal`),
          facts: [
            { label: t(`${TC}.bets.ante`), value: fmt(step.ante) },
            { label: t(`${TC}.bets.pairPlus`), value: fmt(step.pairPlus) },
            { label: t(`${K}.hand`), value: t(`${TC}.hands.${step.hand}`) },
          ],
          grid: cardsRow(step.cards),
        },
      ];
    if (step.kind === 'showdown') {
      const pays = step.pays;
      return [
        {
          title: t(`${K}.showdown`, { decision: t(`${TC}.${step.decision}`) }),
          facts: [
            {
              label: t(`${TC}.dealer`),
              value: step.qualifies ? t(`${TC}.hands.${step.dealerHand}`) : t(`${TC}.notQualifying`),
            },
            ...(step.outcome
              ? [{ label: t(`${K}.result`), value: t(`${TC}.results.${step.outcome === 'tie' ? 'push' : step.outcome}`) }]
              : []),
            { label: t(`${TC}.bets.ante`), value: fmt(pays.ante) },
            ...(step.decision === 'play'
              ? [
                  { label: t(`${TC}.bets.play`), value: fmt(pays.play) },
                  { label: t(`${TC}.bets.anteBonus`), value: fmt(pays.anteBonus) },
                ]
              : []),
            { label: t(`${TC}.bets.pairPlus`), value: fmt(pays.pairPlus) },
          ],
          grid: cardsRow(step.dealer),
        },
      ];
    }
    return [];
  });
}
