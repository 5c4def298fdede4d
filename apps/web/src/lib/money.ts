import { CURRENCIES, currencyDecimals, isCurrencyCode } from '@casino/contracts';

/** A decimal string as the API sends money: optional minus, digits, optional fraction. */
export const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Crypto keeps every significant decimal but never shows fewer than this many. */
const MIN_CRYPTO_DECIMALS = 2;
/** Currencies we do not know are shown with cents and their code. */
export const UNKNOWN_CURRENCY_DECIMALS = 2;

/**
 * Money for people to read, e.g. "€1,234.50", "¥1,500", "0.00015 BTC".
 *
 * Fiat has its currency's decimals (2, or 0 for JPY) and its symbol in front. Crypto shows every
 * significant decimal (at least 2) and its code behind. The amount is handled as a decimal string
 * from start to end: a float cannot hold 18-decimal ETH exactly.
 */
export function formatMoney(amount: string, currency: string): string {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return `${amount} ${currency}`;
  const [, minus = '', rawInteger = '0', rawFraction = ''] = match;
  const info = isCurrencyCode(currency) ? CURRENCIES[currency] : undefined;

  if (info && !info.fiat) {
    const fraction = rawFraction.replace(/0+$/, '').padEnd(MIN_CRYPTO_DECIMALS, '0');
    const integer = stripLeadingZeros(rawInteger);
    return `${signFor(minus, integer + fraction)}${groupThousands(integer)}.${fraction} ${info.code}`;
  }

  const decimals = info ? currencyDecimals(info.code) : UNKNOWN_CURRENCY_DECIMALS;
  const { integer, fraction } = roundHalfUp(stripLeadingZeros(rawInteger), rawFraction, decimals);
  const number = groupThousands(integer) + (decimals > 0 ? `.${fraction}` : '');
  const sign = signFor(minus, integer + fraction);
  return info ? `${sign}${info.symbol}${number}` : `${sign}${number} ${currency}`;
}

/** Rounds a decimal (as integer and fraction digits) to `decimals` places, halves away from zero. */
function roundHalfUp(integer: string, fraction: string, decimals: number): { integer: string; fraction: string } {
  if (fraction.length <= decimals) return { integer, fraction: fraction.padEnd(decimals, '0') };
  const kept = integer + fraction.slice(0, decimals);
  const isRoundingUp = (fraction[decimals] ?? '0') >= '5';
  const digits = isRoundingUp ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const split = digits.length - decimals;
  return { integer: stripLeadingZeros(digits.slice(0, split)), fraction: digits.slice(split) };
}

function stripLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '') || '0';
}

/** Zero is never shown negative. */
function signFor(minus: string, digits: string): string {
  return minus && /[1-9]/.test(digits) ? '-' : '';
}

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
