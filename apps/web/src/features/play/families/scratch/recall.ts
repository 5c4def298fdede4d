import { t } from '@/lib/i18n';
import type { RoundOf } from '../family-entry';
import { RECALL as K, grid, chunk, multiplier, type RecallStep } from '../recall-steps';

/** Every step of a stored round, in the order the player saw them. */
export function scratchRecall(round: RoundOf<'scratch'>): RecallStep[] {
  return round.steps.map((step) => ({
    title: t(`${K}.ticket`),
    facts: [
      {
        label: t(`${K}.prize`),
        value: step.prize ? `${step.prize.symbol} ${multiplier(step.prize.multiplier)}` : t(`${K}.noPrize`),
      },
    ],
    grid: grid(chunk(step.grid, 3), (row, column) => step.winningCells.includes(row * 3 + column)),
  }));
}
