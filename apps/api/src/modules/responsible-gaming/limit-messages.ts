import type { TCurrencyCode, TPlayerLimit } from '@casino/contracts';
import { describeValue, limitName } from './limit-values';
import { formatExclusionEnd } from './service';

// The sentences that tell a player a money limit stopped them, the same for deposits and bets: which limit, its
// value, what of it is used, what was asked and when the window frees.

/** " It resets at 7 December 2026, 18:05 UTC." or nothing when nothing counts. */
export const resetSentence = (at: Date | null): string => (at ? ` It resets at ${formatExclusionEnd(at)}.` : '');

export type LimitMessage = {
  limit: TPlayerLimit;
  /** The account currency, the limit's. */
  currency: TCurrencyCode;
  value: bigint;
  used: bigint;
  resetsAt: Date | null;
  /** What the player asked for ("deposit", "stake") in words ("20.00 EUR"); without it, the limit is reached. */
  asked?: { what: 'deposit' | 'stake'; amount: string };
};

/**
 * "Your 24-hour deposit limit is 50.00 EUR and 40.00 EUR of it is used; this deposit of 20.00 EUR would pass it. It
 * resets at …", or "…, so it is reached. It resets at …". Nothing used (or a loss below zero) is not mentioned.
 */
export function limitMessage(m: LimitMessage): string {
  const money = (v: bigint) => describeValue(m.limit, v, m.currency);
  const used = m.used > 0n ? ` and ${money(m.used)} of it is used` : '';
  const tail = m.asked ? `; this ${m.asked.what} of ${m.asked.amount} would pass it.` : ', so it is reached.';
  return `Your ${limitName(m.limit)} is ${money(m.value)}${used}${tail}${resetSentence(m.resetsAt)}`;
}
