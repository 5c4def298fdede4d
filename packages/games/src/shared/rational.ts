/** An exact fraction of bigints, kept in lowest terms with a positive denominator. */
export type Rational = { readonly num: bigint; readonly den: bigint };

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export function ratio(num: bigint | number, den: bigint | number = 1n): Rational {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('division by zero');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

export const ZERO = ratio(0);

export const add = (a: Rational, b: Rational) => ratio(a.num * b.den + b.num * a.den, a.den * b.den);
export const mul = (a: Rational, b: Rational) => ratio(a.num * b.num, a.den * b.den);
export const sum = (values: Rational[]) => values.reduce(add, ZERO);
export const equals = (a: Rational, b: Rational) => a.num === b.num && a.den === b.den;
/** The smaller of two fractions (the first when equal). */
export const lower = (a: Rational, b: Rational) => (a.num * b.den < b.num * a.den ? a : b);
/** A float figure as an exact fraction of 10^12 (for figures exact well past that). */
export const fromFloat = (x: number): Rational => ratio(BigInt(Math.round(x * 1e12)), 10n ** 12n);

/** As a float; exact to double precision even when numerator and denominator overflow one. */
export function toNumber(r: Rational): number {
  const scale = 10n ** 18n;
  return Number((r.num * scale) / r.den) / 1e18;
}

/**
 * As a percentage with `digits` decimals, rounded half up: ratio(9621, 10000) → "96.21"; rounded down
 * (never above the fraction, for non-negative ones) with `rounding: 'down'`.
 */
export function toPercent(r: Rational, digits = 4, rounding: 'halfUp' | 'down' = 'halfUp'): string {
  const scale = 10n ** BigInt(digits);
  const scaled = rounding === 'down' ? (r.num * 100n * scale) / r.den : (r.num * 100n * scale * 2n + r.den) / (r.den * 2n);
  const text = scaled.toString().padStart(digits + 1, '0');
  return digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
}
