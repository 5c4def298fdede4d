import { currencyDecimals, isCurrencyCode, type TLimitState, type TPlayerLimit, type TSaferGamblingResponse } from '@casino/contracts';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';

export type LimitGroup = 'deposit' | 'loss' | 'wager' | 'session';

/** The limits as the page shows them: by kind, shortest window first. */
export const LIMIT_GROUPS: readonly { group: LimitGroup; limits: readonly TPlayerLimit[] }[] = [
  { group: 'deposit', limits: ['deposit_24h', 'deposit_7d', 'deposit_30d'] },
  { group: 'loss', limits: ['loss_24h', 'loss_7d', 'loss_30d'] },
  { group: 'wager', limits: ['wager_24h', 'wager_7d', 'wager_30d'] },
  { group: 'session', limits: ['session_time'] },
];

/** Money limits count amounts in the account currency; the session limit counts minutes. */
export function isMoneyLimit(limit: TPlayerLimit): boolean {
  return limit !== 'session_time';
}

/** "€50.00" for a money limit, "90 minutes" for the session. */
export function formatLimitValue(limit: TPlayerLimit, value: string, currency: string): string {
  return isMoneyLimit(limit) ? formatMoney(value, currency) : t('saferGambling.minutes', { n: value });
}

/** The state of a limit the answer does not list: none set, nothing used. */
export function limitStateOf(response: Pick<TSaferGamblingResponse, 'limits'>, limit: TPlayerLimit): TLimitState {
  return response.limits.find((state) => state.limit === limit) ?? { limit, value: null, used: null, resetsAt: null, pending: null };
}

/**
 * What the player typed, checked before it is sent: an amount with at most the currency's decimals, or whole
 * minutes. The server checks the same and more (the session's longest, the smallest amount); its message shows then.
 */
export function limitInputError(limit: TPlayerLimit, input: string, currency: string): string | null {
  const value = input.trim();
  if (value === '') return t(isMoneyLimit(limit) ? 'saferGambling.errors.amountRequired' : 'saferGambling.errors.minutesRequired');
  if (!isMoneyLimit(limit)) return /^\d+$/.test(value) && Number(value) > 0 ? null : t('saferGambling.errors.minutes');
  const decimals = isCurrencyCode(currency) ? currencyDecimals(currency) : 2;
  const pattern = decimals > 0 ? new RegExp(`^\\d+(?:\\.\\d{1,${decimals}})?$`) : /^\d+$/;
  if (!pattern.test(value)) return t('saferGambling.errors.amount', { currency });
  return /[1-9]/.test(value) ? null : t('saferGambling.errors.amountPositive');
}

/** A refused change as the form shows it: the API's message for the value beside the field, any other under the form. */
export function limitChangeError(error: unknown): { field?: string; form?: string } {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return { form: t('saferGambling.errors.saveFailed') };
  const field = error.errors?.find((entry) => entry.field === 'value')?.message;
  return field ? { field } : { form: error.message };
}

/**
 * The deposit dialog asks for a deposit limit first where the profile requires a choice and the player has not
 * made one (neither set a deposit limit nor chosen to have none), and where the profile requires every deposit
 * limit while one is missing.
 */
export function needsDepositLimitChoice(
  response: Pick<TSaferGamblingResponse, 'depositLimitChoiceRequired' | 'depositLimitChosenAt' | 'limits' | 'depositLimitsToSet'>,
): boolean {
  // Where every deposit limit must be set (Sweden), the API names the ones still missing.
  if (response.depositLimitsToSet.length > 0) return true;
  if (!response.depositLimitChoiceRequired || response.depositLimitChosenAt !== null) return false;
  return !response.limits.some((state) => state.limit.startsWith('deposit_') && (state.value !== null || state.pending !== null));
}

/** The deposit limits the prompt asks for: the ones the profile requires and the player has not set, else the 24-hour one. */
export function depositLimitsToAsk(response: Pick<TSaferGamblingResponse, 'depositLimitsToSet'>): TPlayerLimit[] {
  return response.depositLimitsToSet.length > 0 ? response.depositLimitsToSet : ['deposit_24h'];
}

const MINUTE_MS = 60_000;

/**
 * "7 December 2026, 18:05 UTC", rounded up to the minute: as the API words a limit's reset in its refusals, so
 * the page and the refusal name the same time. '' for a broken value.
 */
export function formatLimitTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const end = new Date(Math.ceil(at.getTime() / MINUTE_MS) * MINUTE_MS);
  const month = end.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  const time = `${String(end.getUTCHours()).padStart(2, '0')}:${String(end.getUTCMinutes()).padStart(2, '0')}`;
  return `${end.getUTCDate()} ${month} ${end.getUTCFullYear()}, ${time} UTC`;
}
