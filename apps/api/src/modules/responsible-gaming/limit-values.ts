import { MAX_SESSION_MINUTES, parseAmount, type TCurrencyCode, type TPlayerLimit } from '@casino/contracts';
import { badRequest } from '../../lib/errors';
import { toMajorUnits } from '../../lib/money';

// What each limit is in words and numbers: its window, how a value is read from a request and shown back.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type MoneyLimit = Exclude<TPlayerLimit, 'session_time'>;
export const isMoneyLimit = (limit: TPlayerLimit): limit is MoneyLimit => limit !== 'session_time';

export const DEPOSIT_LIMITS = ['deposit_24h', 'deposit_7d', 'deposit_30d'] as const satisfies readonly MoneyLimit[];
export type DepositLimit = (typeof DEPOSIT_LIMITS)[number];
export const isDepositLimit = (limit: string): limit is DepositLimit => (DEPOSIT_LIMITS as readonly string[]).includes(limit);

const WINDOW_MS: Record<'24h' | '7d' | '30d', number> = { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS };
const WINDOW_WORDS: Record<'24h' | '7d' | '30d', string> = { '24h': '24-hour', '7d': '7-day', '30d': '30-day' };
const KIND_WORDS: Record<string, string> = { deposit: 'deposit', loss: 'loss', wager: 'wager' };

const windowOf = (limit: MoneyLimit) => limit.split('_')[1] as '24h' | '7d' | '30d';

/** How far back a money limit counts: its rolling window ends now. */
export const windowMs = (limit: MoneyLimit): number => WINDOW_MS[windowOf(limit)];

/** "24-hour deposit limit", "session time limit". */
export function limitName(limit: TPlayerLimit): string {
  if (!isMoneyLimit(limit)) return 'session time limit';
  return `${WINDOW_WORDS[windowOf(limit)]} ${KIND_WORDS[limit.split('_')[0]!]} limit`;
}

/** How the API sends a stored value: "50.00" (the account currency's decimals) or whole minutes "90". */
export const showValue = (limit: TPlayerLimit, value: bigint, currency: TCurrencyCode): string =>
  isMoneyLimit(limit) ? toMajorUnits(value, currency) : String(value);

/** A value in words, for sentences and the history: "50.00 EUR", "90 minutes". */
export const describeValue = (limit: TPlayerLimit, value: bigint, currency: TCurrencyCode): string =>
  isMoneyLimit(limit) ? `${toMajorUnits(value, currency)} ${currency}` : `${value} minute${value === 1n ? '' : 's'}`;

/**
 * A request's value → what is stored: minor units of the account currency for a money limit (at most the
 * currency's decimals, above zero), whole minutes from 1 to MAX_SESSION_MINUTES for the session. 400 otherwise.
 */
export function parseLimitValue(limit: TPlayerLimit, value: string, currency: TCurrencyCode): bigint {
  if (!isMoneyLimit(limit)) {
    const minutes = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
    if (!(minutes >= 1 && minutes <= MAX_SESSION_MINUTES)) {
      throw badRequest(`The session time limit is whole minutes from 1 to ${MAX_SESSION_MINUTES}, such as "90".`, 'value');
    }
    return BigInt(minutes);
  }
  const parsed = parseAmount(value, currency);
  if (!parsed.isValid) throw badRequest(`The ${limitName(limit)} must be an amount in ${currency}: ${parsed.message}.`, 'value');
  if (parsed.minor === 0n) throw badRequest(`The ${limitName(limit)} must be more than zero; to have none, remove it.`, 'value');
  return parsed.minor;
}
