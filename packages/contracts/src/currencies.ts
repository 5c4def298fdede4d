/** Codes a player may hold. The wallet module owns their precision and rates. */
export const FIAT_CURRENCIES = ['EUR', 'USD', 'CAD', 'AUD', 'NZD', 'BRL', 'TRY', 'JPY', 'NOK', 'PLN', 'INR'] as const;
export const CRYPTO_CURRENCIES = ['BTC', 'ETH', 'LTC', 'DOG', 'USDT', 'TRX', 'XRP', 'BCH'] as const;
export const CURRENCY_CODES = [...FIAT_CURRENCIES, ...CRYPTO_CURRENCIES] as const;
export type TCurrencyCode = (typeof CURRENCY_CODES)[number];
export const DEFAULT_CURRENCY: TCurrencyCode = 'EUR';
export const DEFAULT_LANGUAGE = 'en';
