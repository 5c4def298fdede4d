import { t } from '@/lib/i18n';
import type { RoundOf } from '../family-entry';
import { RECALL as K, multiplier, money, type RecallStep } from '../recall-steps';

/** One shot: the target aimed at, its multiplier, and whether it was caught. */
export function fishingRecall(round: RoundOf<'fishing'>): RecallStep[] {
  const fmt = money(round);
  return round.steps.map((step) => ({
    title: t(`${K}.${step.caught ? 'fishCaught' : 'fishEscaped'}`, { target: step.name }),
    facts: [
      { label: t(`${K}.fishTarget`), value: `${step.name} ${multiplier(step.multiplier)}` },
      { label: t(`${K}.fishWin`), value: fmt(round.win) },
    ],
  }));
}
