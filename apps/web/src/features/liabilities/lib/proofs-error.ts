import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';

/** Why the player's proofs did not load: a session that ended and an unknown snapshot are said as such. */
export function proofsErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return t('liabilities.proof.sessionEnded');
  if (error instanceof ApiError && error.status === 404) return t('liabilities.proof.notFound');
  return t('liabilities.proof.loadFailed');
}
