import { currencyDecimals, isCurrencyCode, type TCurrencyCode } from '@casino/contracts';
import type { Db } from '../../db/client';
import { convertAtRatesFloor } from '../../lib/money';
import { getRatePerEur, getReferenceRatePerEur } from '../currency';
import type { Money } from './market-profiles';

// A market's figure (£5, £150) in a currency the site holds, at the site's stored rates (a market's own currency,
// such as GBP, is a reference rate: rates-validation.ts). Rounded down, so a figure met in the site's currency is
// never over the market's own.

const ratePerEur = (db: Db, currency: string) =>
  isCurrencyCode(currency) ? getRatePerEur(db, currency) : getReferenceRatePerEur(db, currency as 'GBP');
export const decimalsOf = (currency: string) => (isCurrencyCode(currency) ? currencyDecimals(currency) : 2);

/** `money` in minor units of `currency`, rounded down; 503 while a rate it needs is not loaded. */
export async function marketMoneyIn(db: Db, money: Money, currency: TCurrencyCode): Promise<bigint> {
  const minor = BigInt(money.minor);
  if (money.currency === currency) return minor;
  const from = { decimals: decimalsOf(money.currency), ratePerEur: await ratePerEur(db, money.currency) };
  return convertAtRatesFloor(minor, from, { decimals: currencyDecimals(currency), ratePerEur: await ratePerEur(db, currency) });
}
