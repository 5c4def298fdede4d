import { t } from '@/lib/i18n';
import type { RoundOf } from '../family-entry';
import { RECALL as K, multiplier, type RecallStep } from '../recall-steps';

/** Every step of a stored round, in the order the player saw them. */
export function plinkoRecall(round: RoundOf<'plinko'>): RecallStep[] {
  return round.steps.map((step) => ({
    title: t(`${K}.plinkoSlot`, { slot: step.slot + 1 }),
    facts: [
      { label: t(`${K}.plinkoBoard`), value: t(`${K}.plinkoRows`, { rows: round.bet.rows, risk: t(`${K}.risk.${round.bet.risk}`) }) },
      { label: t(`${K}.path`), value: step.path.map((p) => (p === 'left' ? 'L' : 'R')).join(' ') },
      { label: t(`${K}.multiplier`), value: multiplier(step.multiplier) },
    ],
  }));
}
