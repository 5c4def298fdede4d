import { toMinor } from './decimal';

/**
 * What a settled bet did for the player: a `win` only when it paid back more than its stake; a return of
 * the stake or less (×0.8 in plinko, a break-even ticket, a cash-out at ×1.00) is `returned`, never a win;
 * nothing back is a `loss`. Every family words and celebrates its result from this one decision.
 */
export type OutcomeKind = 'win' | 'returned' | 'loss';

export function outcomeOf(stake: string, paid: string, currency: string): OutcomeKind {
  const back = toMinor(paid, currency);
  if (back <= 0n) return 'loss';
  return back > toMinor(stake, currency) ? 'win' : 'returned';
}
