import { ratio, type Rational } from '../../shared/rational';

/** Decimal odds are integers in hundredths (cents of the stake): 275 is 2.75, the price grid shown. */
export const ODDS_SCALE = 100;
/** The shortest price offered: a selection likelier than the book's RTP ÷ 1.01 is not offered. */
export const MIN_ODDS = 101;
/** The longest: a selection rarer than the book's RTP ÷ 1000 (a far-fetched correct score) is not offered. */
export const MAX_ODDS = 100_000;

/**
 * The price of an outcome of exact chance q in a book whose factor is `bookRtp` (ten-thousandths:
 * 9500 is 95 %, an overround of 1/0.95 − 1): bookRtp ÷ q rounded DOWN to the hundredth, so the
 * selection returns q × odds ≤ the book's RTP, less than q × 0.01 below it. Null: not offered (outside
 * 1.01 to 1000.00); leaving a selection out changes no other selection's return.
 */
export function price(q: Rational, bookRtp: number): number | null {
  if (q.num <= 0n) return null;
  const odds = Number((BigInt(bookRtp) * q.den) / (100n * q.num));
  return odds >= MIN_ODDS && odds <= MAX_ODDS ? odds : null;
}

/** What a selection returns per unit staked: its chance times its odds, exactly. */
export const returnOf = (q: Rational, odds: number): Rational => ratio(q.num * BigInt(odds), q.den * BigInt(ODDS_SCALE));

/** A win at decimal odds in hundredths, rounded down to the minor unit. */
export const payAt = (stake: bigint, odds: number): bigint => (stake * BigInt(odds)) / BigInt(ODDS_SCALE);

/** The overround a book factor means, in percent to two decimals (9500 → "5.26"). */
export const overround = (bookRtp: number): string => ((10_000 / bookRtp - 1) * 100).toFixed(2);
