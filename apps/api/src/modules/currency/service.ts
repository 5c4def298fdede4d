import {
  CURRENCIES,
  CURRENCY_CODES,
  isCurrencyCode,
  type TCurrencyCode,
  type TCurrencyInfo,
  type TCurrencyListItem,
  type TRateLimitResponse,
} from '@casino/contracts';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/errors';
import { convertFromEurCeil, normalizeDecimal, toMajorNumber } from '../../lib/money';
import { findRate, insertMissingRates, listRates, upsertRates, type NewRateRow } from './repo';
import { createShippedRatesProvider, type RatesProvider, type RatesQuote } from './rates-provider';
import { problemsOf, quoteSchema, RatesRefusedError, REFERENCE_CURRENCIES, type TReferenceCurrency } from './rates-validation';

/** docs/product.md, Numbers: the minimum deposit is 10 EUR, in every currency. */
const MIN_DEPOSIT_EUR_CENTS = 1000n;

const HOUR_MS = 3_600_000;

type RateOptions = { maxAgeHours: number; now: Date };
export type CurrencyRate = { currency: TCurrencyCode; ratePerEur: string; source: string; quotedAt: Date };
type LoadedRates = { source: string; quotedAt: Date; rates: Record<TCurrencyCode, string> };
type RateAge = { quotedAt: Date; ageHours: number; isStale: boolean };
export type RatesStatus = {
  rates: (CurrencyRate & { ageHours: number })[];
  /** Supported currencies without a rate (none once the table is seeded). */
  missing: TCurrencyCode[];
  /** The oldest quote decides whether the table as a whole is stale. */
  oldestQuotedAt: Date | null;
  ageHours: number | null;
  isStale: boolean;
};

/** The static currencies file: fiat first, each group in the order of the CURRENCIES table. */
export function listCurrencyInfo(): TCurrencyInfo[] {
  const all = Object.values(CURRENCIES);
  return [...all.filter((c) => c.fiat), ...all.filter((c) => !c.fiat)];
}

/** GET /game-aggregator-service/api/v1/currency */
export function listCurrencyTypes(): TCurrencyListItem[] {
  return listCurrencyInfo().map((c) => ({ code: c.code, type: c.fiat ? 'FIAT' : 'CRYPTO' }));
}

/** Exact upper-case codes only: anything else is an unknown currency. */
function requireCurrency(code: string): TCurrencyCode {
  if (isCurrencyCode(code)) return code;
  const shown = code.length > 16 ? `${code.slice(0, 16)}…` : code;
  throw notFound(`Unknown currency ${shown}`);
}

function ageOf(quotedAt: Date, { maxAgeHours, now }: RateOptions): RateAge {
  const ageHours = Math.max(0, (now.getTime() - quotedAt.getTime()) / HOUR_MS);
  return { quotedAt, ageHours, isStale: ageHours > maxAgeHours };
}

async function fetchCheckedQuote(provider: RatesProvider, now: Date): Promise<RatesQuote> {
  const quote = await provider.fetchRates();
  const parsed = quoteSchema(now).safeParse(quote);
  if (!parsed.success) throw new RatesRefusedError(provider.name, problemsOf(parsed.error));
  return parsed.data;
}

type RateCode = TCurrencyCode | TReferenceCurrency;

/** The quote's rows for `currencies`; a reference currency the quote leaves out is left as it is. */
function rowsOf(quote: RatesQuote, source: string, currencies: readonly RateCode[]): NewRateRow[] {
  return currencies.flatMap((currency) => {
    const rate = quote.rates[currency];
    return rate === undefined ? [] : [{ currency, ratePerEur: normalizeDecimal(rate), source, quotedAt: quote.quotedAt }];
  });
}

/**
 * Replaces every rate with the provider's quote, in one transaction. A quote with any problem throws
 * RatesRefusedError listing them all, and the table is left as it was.
 */
export async function loadRates(db: Db, provider: RatesProvider, now: Date): Promise<LoadedRates> {
  const quote = await fetchCheckedQuote(provider, now);
  const rows = rowsOf(quote, provider.name, CURRENCY_CODES);
  await db.transaction(async (tx) => upsertRates(tx, [...rows, ...rowsOf(quote, provider.name, REFERENCE_CURRENCIES)]));
  const rates = Object.fromEntries(rows.map((r) => [r.currency, r.ratePerEur])) as Record<TCurrencyCode, string>;
  return { source: provider.name, quotedAt: quote.quotedAt, rates };
}

/**
 * On start: gives every supported currency without a rate (all of them on a fresh database) the
 * rate of the shipped file. Existing rates are never overwritten, so a newer `rates:update` stays.
 * Returns how many rates were added.
 */
export async function seedMissingRates(db: Db, now: Date, provider: RatesProvider = createShippedRatesProvider()): Promise<number> {
  const present = new Set((await listRates(db)).map((r) => r.currency));
  const missing = [...CURRENCY_CODES, ...REFERENCE_CURRENCIES].filter((code) => !present.has(code));
  if (missing.length === 0) return 0;
  const quote = await fetchCheckedQuote(provider, now);
  return db.transaction(async (tx) => insertMissingRates(tx, rowsOf(quote, provider.name, missing)));
}

/** Units of a reference currency (rates-validation.ts) per 1 EUR; 503 while none is loaded. */
export async function getReferenceRatePerEur(db: Db, currency: TReferenceCurrency): Promise<string> {
  const row = await findRate(db, currency);
  if (!row) throw new HttpError(503, `No exchange rate for ${currency} is loaded yet. Please try again later.`);
  return normalizeDecimal(row.ratePerEur);
}

/** The stored rate of a supported currency; 503 if none was ever loaded (the start seeds them). */
export async function getRate(db: Db, currency: TCurrencyCode): Promise<CurrencyRate> {
  const row = await findRate(db, currency);
  if (!row) throw new HttpError(503, `No exchange rate for ${currency} is loaded yet. Please try again later.`);
  return { currency, ratePerEur: normalizeDecimal(row.ratePerEur), source: row.source, quotedAt: row.quotedAt };
}

/** The smallest deposit of `currency` (10 EUR converted, rounded up to its precision), in minor units. */
export async function getMinimumDeposit(db: Db, currency: TCurrencyCode): Promise<bigint> {
  return convertFromEurCeil(MIN_DEPOSIT_EUR_CENTS, (await getRate(db, currency)).ratePerEur, currency);
}

/** Units of `currency` per 1 EUR as an exact decimal string ("1.0834"). */
export async function getRatePerEur(db: Db, currency: TCurrencyCode): Promise<string> {
  return (await getRate(db, currency)).ratePerEur;
}

/**
 * GET /rate/limit/{currency}: the minimum deposit (10 EUR) and minimum for a promotion converted up
 * to the currency's precision, and eurRate, the EUR value of one unit (amount × eurRate = EUR).
 */
export async function getRateLimits(
  db: Db,
  code: string,
  opts: RateOptions & { promotionMinEurCents: bigint },
): Promise<{ limits: TRateLimitResponse; age: RateAge }> {
  const currency = requireCurrency(code);
  const rate = await getRate(db, currency);
  const limits = {
    minDeposit: toMajorNumber(convertFromEurCeil(MIN_DEPOSIT_EUR_CENTS, rate.ratePerEur, currency), currency),
    minPromotion: toMajorNumber(convertFromEurCeil(opts.promotionMinEurCents, rate.ratePerEur, currency), currency),
    eurRate: 1 / Number(rate.ratePerEur),
  };
  return { limits, age: ageOf(rate.quotedAt, opts) };
}

/** Every stored rate with its age, and whether the oldest is older than `maxAgeHours`. */
export async function getRatesStatus(db: Db, opts: RateOptions): Promise<RatesStatus> {
  const order = (code: string) => CURRENCY_CODES.indexOf(code as TCurrencyCode);
  const rows = (await listRates(db)).filter((r) => isCurrencyCode(r.currency)).sort((a, b) => order(a.currency) - order(b.currency));
  const rates = rows.map((r) => ({
    currency: r.currency as TCurrencyCode,
    ratePerEur: normalizeDecimal(r.ratePerEur),
    source: r.source,
    quotedAt: r.quotedAt,
    ageHours: ageOf(r.quotedAt, opts).ageHours,
  }));
  const present = new Set(rates.map((r) => r.currency));
  const missing = CURRENCY_CODES.filter((code) => !present.has(code));
  if (rates.length === 0) return { rates, missing, oldestQuotedAt: null, ageHours: null, isStale: true };
  const oldest = rates.reduce((a, b) => (a.quotedAt <= b.quotedAt ? a : b));
  const age = ageOf(oldest.quotedAt, opts);
  const isStale = age.isStale || missing.length > 0;
  return { rates, missing, oldestQuotedAt: oldest.quotedAt, ageHours: age.ageHours, isStale };
}
