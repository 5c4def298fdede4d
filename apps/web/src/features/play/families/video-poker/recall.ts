import { cardLabel } from '@/lib/playing-card';
import { t } from '@/lib/i18n';
import type { RoundOf } from '../family-entry';
import { RECALL as K, grid, multiplier, type RecallStep } from '../recall-steps';

/** The deck's ten cards are for the verifier; the player saw the deal, then the draw, held cards marked. */
export function videoPokerRecall(round: RoundOf<'videoPoker'>): RecallStep[] {
  const hold = round.steps.find((step) => step.kind === 'draw')?.hold ?? null;
  const cardsRow = (cards: string[]) => grid([cards.map(cardLabel)], (_, column) => hold?.[column] ?? false);
  return round.steps.flatMap((step): RecallStep[] => {
    if (step.kind === 'deal') {
      const held = hold
        ? step.cards
            .filter((_, i) => hold[i])
            .map(cardLabel)
            .join(' ')
        : '';
      return [{ title: t(`${K}.deal`), facts: [{ label: t(`${K}.held`), value: held || t(`${K}.heldNone`) }], grid: cardsRow(step.cards) }];
    }
    if (step.kind === 'draw')
      return [
        {
          title: t(`${K}.draw`),
          facts: [
            { label: t(`${K}.hand`), value: step.hand ? t(`play.videoPoker.hands.${step.hand}`) : t(`${K}.noHand`) },
            { label: t(`${K}.multiplier`), value: multiplier(step.multiplier) },
          ],
          grid: cardsRow(step.cards),
        },
      ];
    return [];
  });
}
