import { t } from '@/lib/i18n';
import type { RoundOf } from '../family-entry';
import { RECALL as K, type RecallStep } from '../recall-steps';

/** The live round's number and bust, then where the bet left it (cashed out, or caught by the bust). */
export function crashRecall(round: RoundOf<'crash'>): RecallStep[] {
  return round.steps.map((step) => ({
    title: step.bust
      ? t(`${K}.crashBust`, { number: round.bet.roundNumber, multiplier: step.bust.crash })
      : t(`${K}.crashRound`, { number: round.bet.roundNumber }),
    facts: [
      ...(round.bet.autoCashOut ? [{ label: t(`${K}.crashAuto`), value: `×${round.bet.autoCashOut}` }] : []),
      { label: t(`${K}.crashCashedOut`), value: step.cashedOutAt ? `×${step.cashedOutAt}` : t(`${K}.crashStillIn`) },
    ],
  }));
}
