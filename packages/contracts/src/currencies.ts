/** Codes a player may hold. DOG is Dogecoin's code on this platform. */
export const FIAT_CURRENCIES = ['EUR', 'USD', 'CAD', 'AUD', 'NZD', 'BRL', 'TRY', 'JPY', 'NOK', 'PLN', 'INR'] as const;
export const CRYPTO_CURRENCIES = ['BTC', 'ETH', 'LTC', 'DOG', 'USDT', 'TRX', 'XRP', 'BCH'] as const;
export const CURRENCY_CODES = [...FIAT_CURRENCIES, ...CRYPTO_CURRENCIES] as const;
export type TCurrencyCode = (typeof CURRENCY_CODES)[number];

/** One entry of the static currencies file (docs/product.md, Wallet and money). */
export type TCurrencyInfo = { code: TCurrencyCode; symbol: string; subunits_to_unit: number; fiat: boolean };

/**
 * Precision of every currency: amounts are integers of 1/subunits_to_unit. Crypto keeps its chain's
 * smallest unit (wei for ETH), which is why minor units are bigint / numeric(38,0).
 */
export const CURRENCIES: Record<TCurrencyCode, TCurrencyInfo> = {
  EUR: { code: 'EUR', symbol: '€', subunits_to_unit: 100, fiat: true },
  USD: { code: 'USD', symbol: '$', subunits_to_unit: 100, fiat: true },
  CAD: { code: 'CAD', symbol: 'C$', subunits_to_unit: 100, fiat: true },
  AUD: { code: 'AUD', symbol: 'A$', subunits_to_unit: 100, fiat: true },
  NZD: { code: 'NZD', symbol: 'NZ$', subunits_to_unit: 100, fiat: true },
  BRL: { code: 'BRL', symbol: 'R$', subunits_to_unit: 100, fiat: true },
  TRY: { code: 'TRY', symbol: '₺', subunits_to_unit: 100, fiat: true },
  JPY: { code: 'JPY', symbol: '¥', subunits_to_unit: 1, fiat: true },
  NOK: { code: 'NOK', symbol: 'kr', subunits_to_unit: 100, fiat: true },
  PLN: { code: 'PLN', symbol: 'zł', subunits_to_unit: 100, fiat: true },
  INR: { code: 'INR', symbol: '₹', subunits_to_unit: 100, fiat: true },
  BTC: { code: 'BTC', symbol: '₿', subunits_to_unit: 100_000_000, fiat: false },
  ETH: { code: 'ETH', symbol: 'Ξ', subunits_to_unit: 1e18, fiat: false },
  LTC: { code: 'LTC', symbol: 'Ł', subunits_to_unit: 100_000_000, fiat: false },
  DOG: { code: 'DOG', symbol: 'Ð', subunits_to_unit: 100_000_000, fiat: false },
  USDT: { code: 'USDT', symbol: '₮', subunits_to_unit: 1_000_000, fiat: false },
  TRX: { code: 'TRX', symbol: 'TRX', subunits_to_unit: 1_000_000, fiat: false },
  XRP: { code: 'XRP', symbol: 'XRP', subunits_to_unit: 1_000_000, fiat: false },
  BCH: { code: 'BCH', symbol: 'BCH', subunits_to_unit: 100_000_000, fiat: false },
};

/** Decimal places of a currency (log10 of subunits_to_unit). */
export function currencyDecimals(code: TCurrencyCode): number {
  return String(CURRENCIES[code].subunits_to_unit).length - 1;
}

export function isCurrencyCode(code: string): code is TCurrencyCode {
  return Object.hasOwn(CURRENCIES, code);
}
