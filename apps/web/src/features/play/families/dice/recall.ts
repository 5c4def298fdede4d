import { t } from '@/lib/i18n';
import type { RoundOf } from '../family-entry';
import { RECALL as K, multiplier, type RecallStep } from '../recall-steps';

/** Every step of a stored round, in the order the player saw them. */
export function diceRecall(round: RoundOf<'dice'>): RecallStep[] {
  return round.steps.map((step) => ({
    title: t(`${K}.roll`, { roll: (step.roll / 100).toFixed(2) }),
    facts: [
      { label: t(`${K}.diceBet`), value: t(`${K}.dice.${step.direction}`, { target: (step.target / 100).toFixed(2) }) },
      { label: t(`${K}.multiplier`), value: multiplier(step.multiplier) },
      { label: t(`${K}.result`), value: t(step.isWin ? `${K}.won` : `${K}.lost`) },
    ],
  }));
}
