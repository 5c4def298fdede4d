import type { RoundRow } from '../rounds-repo';
import type { RoundPlay, StoredToMajor } from './family-entry';

// The parts of a stored round's view several families share: a bet or step read as stored, its amounts
// (decimal strings of minor units) turned into major units.

export type Stored = Record<string, unknown>;

export const withAmount = (major: StoredToMajor) => (item: Stored) => ({ ...item, amount: major(item.amount) });

/** A bet of one amount whose steps hold no amounts (dice, plinko, scratch, lottery, fishing). */
export const amountRoundView = (row: RoundRow, major: StoredToMajor): RoundPlay => ({
  family: row.family,
  bet: withAmount(major)(row.bet as Stored),
  steps: row.steps,
});

/** A bet spread over spots, each step paying one win per spot (roulette, card duels). */
export const spotsRoundView = (row: RoundRow, major: StoredToMajor): RoundPlay => ({
  family: row.family,
  bet: { spots: ((row.bet as Stored).spots as Stored[]).map(withAmount(major)) },
  steps: (row.steps as Stored[]).map((s) => ({ ...s, wins: (s.wins as unknown[]).map(major) })),
});
