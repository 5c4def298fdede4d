import { currencyDecimals, parseAmount, type TCurrencyCode } from '@casino/contracts';
import { badRequest } from './errors';

const pow10 = (n: number) => 10n ** BigInt(n);

/** Minor units (bigint) → the exact decimal string the API sends, with all of the currency's decimals. */
export function toMajorUnits(minor: bigint, currency: TCurrencyCode): string {
  const decimals = currencyDecimals(currency);
  const sign = minor < 0n ? '-' : '';
  const digits = (minor < 0n ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  return decimals ? `${sign}${whole}.${digits.slice(digits.length - decimals)}` : `${sign}${whole}`;
}

/**
 * A request amount (a decimal string in major units) → minor units. The route's contract (ZAmount and
 * refineAmount) has normally checked it already; anything it would refuse is a 400 naming `field`.
 */
export function toMinorUnits(amount: string, currency: TCurrencyCode, field = 'amount'): bigint {
  const parsed = parseAmount(amount, currency);
  if (!parsed.isValid) throw badRequest(parsed.message, field);
  return parsed.minor;
}

/** A non-negative decimal string ("1.0834", "0.000010400000") split into digits and scale. */
function parseDecimal(text: string): { scaled: bigint; scale: number } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`Bad decimal ${text}`);
  const fraction = match[2] ?? '';
  return { scaled: BigInt(match[1]! + fraction), scale: fraction.length };
}

/**
 * A decimal string without redundant zeros: "001.083400" → "1.0834", "1.000" → "1". Rates come
 * back from numeric columns padded to the column's scale.
 */
export function normalizeDecimal(text: string): string {
  const { scaled, scale } = parseDecimal(text);
  const digits = scaled.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Minor units → a JSON number in major units, for the few contracts that carry numbers (minimums). */
export function toMajorNumber(minor: bigint, currency: TCurrencyCode): number {
  return Number(toMajorUnits(minor, currency));
}

/**
 * Converts an EUR amount (minor units, cents) into `currency` at `ratePerEur` (a decimal string:
 * units of currency per 1 EUR), rounded UP to the currency's precision — minimums never undershoot.
 */
export function convertFromEurCeil(eurCents: bigint, ratePerEur: string, currency: TCurrencyCode): bigint {
  if (eurCents < 0n) throw new Error('Minimums are never negative');
  const { scaled: rateScaled, scale: rateScale } = parseDecimal(ratePerEur);
  // eurCents/100 EUR × rate × subunits = minor units of currency.
  const numerator = eurCents * rateScaled * pow10(currencyDecimals(currency));
  const denominator = 100n * pow10(rateScale);
  return (numerator + denominator - 1n) / denominator;
}

/**
 * Converts an amount of `currency` (minor units) into EUR cents at `ratePerEur`, rounded DOWN to the
 * cent: what a deposit is worth in EUR never overstates it.
 */
export function convertToEurFloor(minor: bigint, ratePerEur: string, currency: TCurrencyCode): bigint {
  if (minor < 0n) throw new Error('Only non-negative amounts are converted');
  const { scaled: rateScaled, scale: rateScale } = parseDecimal(ratePerEur);
  if (rateScaled === 0n) throw new Error('A rate of zero converts nothing');
  // minor / subunits units ÷ rate per EUR × 100 = EUR cents.
  return (minor * 100n * pow10(rateScale)) / (rateScaled * pow10(currencyDecimals(currency)));
}

/**
 * Converts an EUR amount (cents) into `currency` at `ratePerEur`, rounded DOWN to the currency's precision:
 * what a seller hands over for euros never exceeds what they are worth.
 */
export function convertFromEurFloor(eurCents: bigint, ratePerEur: string, currency: TCurrencyCode): bigint {
  if (eurCents < 0n) throw new Error('Only non-negative amounts are converted');
  const { scaled: rateScaled, scale: rateScale } = parseDecimal(ratePerEur);
  return (eurCents * rateScaled * pow10(currencyDecimals(currency))) / (100n * pow10(rateScale));
}

/**
 * Converts minor units of `from` into minor units of `to` through their rates per EUR, rounded UP: what a deposit
 * counts against a limit in another currency never understates it.
 */
export function convertCeil(
  minor: bigint,
  from: { currency: TCurrencyCode; ratePerEur: string },
  to: { currency: TCurrencyCode; ratePerEur: string },
): bigint {
  const { numerator, denominator } = crossRate(from, to);
  return (minor * numerator + denominator - 1n) / denominator;
}

/**
 * Converts minor units of `from` into minor units of `to` through their rates per EUR, rounded DOWN: what a win or a
 * rollback takes off a loss limit's count never overstates it.
 */
export function convertFloor(
  minor: bigint,
  from: { currency: TCurrencyCode; ratePerEur: string },
  to: { currency: TCurrencyCode; ratePerEur: string },
): bigint {
  const { numerator, denominator } = crossRate(from, to);
  return (minor * numerator) / denominator;
}

/** The most minor units of `from` whose conversion into `to` (convertCeil) is at most `minor` of `to`. */
export function convertBackFloor(
  minor: bigint,
  from: { currency: TCurrencyCode; ratePerEur: string },
  to: { currency: TCurrencyCode; ratePerEur: string },
): bigint {
  const { numerator, denominator } = crossRate(from, to);
  return (minor * denominator) / numerator;
}

/** Minor units of `to` per minor unit of `from`, as an exact fraction. */
function crossRate(from: { currency: TCurrencyCode; ratePerEur: string }, to: { currency: TCurrencyCode; ratePerEur: string }) {
  const f = parseDecimal(from.ratePerEur);
  const t = parseDecimal(to.ratePerEur);
  if (f.scaled === 0n || t.scaled === 0n) throw new Error('A rate of zero converts nothing');
  // x / 10^dFrom units of from ÷ (f / 10^fScale) per EUR × (t / 10^tScale) per EUR × 10^dTo = minor units of to.
  return {
    numerator: t.scaled * pow10(f.scale) * pow10(currencyDecimals(to.currency)),
    denominator: f.scaled * pow10(t.scale) * pow10(currencyDecimals(from.currency)),
  };
}

/**
 * Minor units of an amount with `from.decimals` into minor units with `to.decimals`, through both rates per EUR,
 * rounded DOWN: for a cap set in a currency no player holds (the UK's in GBP), so the converted cap never passes it.
 */
export function convertAtRatesFloor(
  minor: bigint,
  from: { decimals: number; ratePerEur: string },
  to: { decimals: number; ratePerEur: string },
): bigint {
  const f = parseDecimal(from.ratePerEur);
  const t = parseDecimal(to.ratePerEur);
  if (f.scaled === 0n || t.scaled === 0n) throw new Error('A rate of zero converts nothing');
  return (minor * t.scaled * pow10(f.scale) * pow10(to.decimals)) / (f.scaled * pow10(t.scale) * pow10(from.decimals));
}
