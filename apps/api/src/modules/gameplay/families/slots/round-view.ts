import type { RoundRow } from '../../rounds-repo';
import type { RoundPlay, StoredToMajor } from '../family-entry';
import { withAmount, type Stored } from '../stored-round';

function slotStep(step: Stored, major: StoredToMajor) {
  const scatter = step.scatter as Stored;
  return {
    ...step,
    wins: (step.wins as Stored[]).map(withAmount(major)),
    scatter: { ...scatter, amount: major(scatter.amount) },
    win: major(step.win),
    total: major(step.total),
  };
}

export const slotsRoundView = (row: RoundRow, major: StoredToMajor): RoundPlay => ({
  family: 'slots',
  bet: { coinValue: major((row.bet as Stored).coinValue) },
  steps: (row.steps as Stored[]).map((s) => slotStep(s, major)),
});
