// The API sends money as decimal strings ("12.50", "0.000150000000000000"); ratios and differences are worked
// out on integers at a common scale, so an 18-decimal amount loses nothing to a float.

type Scaled = { units: bigint; scale: number };

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

function scaled(amount: string): Scaled | null {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return { units: BigInt(whole + fraction), scale: fraction.length };
}

function atScale({ units, scale }: Scaled, to: number): bigint {
  return units * 10n ** BigInt(to - scale);
}

/** Both amounts at the larger of their scales; null when either is not a non-negative decimal. */
function aligned(a: string, b: string): { a: bigint; b: bigint; scale: number } | null {
  const x = scaled(a);
  const y = scaled(b);
  if (!x || !y) return null;
  const scale = Math.max(x.scale, y.scale);
  return { a: atScale(x, scale), b: atScale(y, scale), scale };
}

/**
 * How much of `whole` `part` is, as a whole percentage from 0 to 100, rounded down: 100 only once `part`
 * reaches `whole`. A `whole` of zero is complete (100); an unreadable amount is 0.
 */
export function percentOf(part: string, whole: string): number {
  const values = aligned(part, whole);
  if (!values) return 0;
  if (values.b === 0n) return 100;
  const percent = (values.a * 100n) / values.b;
  return Number(percent > 100n ? 100n : percent);
}

/** `a - b` as a decimal string, never below "0" (what is left to reach `a`); keeps the finer scale of the two. */
export function remainingOf(a: string, b: string): string {
  const values = aligned(a, b);
  if (!values) return '0';
  const left = values.a > values.b ? values.a - values.b : 0n;
  if (values.scale === 0) return left.toString();
  const digits = left.toString().padStart(values.scale + 1, '0');
  return `${digits.slice(0, -values.scale)}.${digits.slice(-values.scale)}`;
}

/** True when the decimal string is more than zero. */
export function isPositive(amount: string): boolean {
  const value = scaled(amount);
  return value !== null && value.units > 0n;
}
