import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';

/** The API's reason for a refused seed change: a field error if it gave one, else its message (never a 5xx's text). */
export function seedsErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return t('auth.somethingWrong');
  return error.errors?.[0]?.message ?? error.message;
}
