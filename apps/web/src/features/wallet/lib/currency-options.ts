import { CRYPTO_CURRENCIES, FIAT_CURRENCIES, type TCurrencyCode } from '@casino/contracts';

export type CurrencyGroups = { fiat: TCurrencyCode[]; crypto: TCurrencyCode[] };

/** The currencies a player can still add, fiat and crypto apart, in the platform's order. */
export function currenciesToAdd(held: readonly TCurrencyCode[]): CurrencyGroups {
  const isNew = (code: TCurrencyCode) => !held.includes(code);
  return { fiat: FIAT_CURRENCIES.filter(isNew), crypto: CRYPTO_CURRENCIES.filter(isNew) };
}

/** Funds in the platform's currency order (fiat first), so cards keep their places when the default moves. */
export function byCurrencyOrder<T extends { currency: TCurrencyCode }>(funds: readonly T[]): T[] {
  const order: readonly TCurrencyCode[] = [...FIAT_CURRENCIES, ...CRYPTO_CURRENCIES];
  return [...funds].sort((a, b) => order.indexOf(a.currency) - order.indexOf(b.currency));
}
