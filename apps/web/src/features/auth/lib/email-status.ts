import type { TEmailStatus } from '@casino/contracts';
import { t } from '@/lib/i18n';

export type EmailStatusDecision = { proceed: true } | { proceed: false; message: string };

const ACCEPTED: ReadonlySet<string> = new Set<TEmailStatus>(['VALID', 'RISKY']);

/** Sign-up goes on only for VALID or RISKY addresses; any other status blocks with its name (docs/product.md, Accounts, Messages). */
export function decideEmailStatus(status: string | undefined): EmailStatusDecision {
  if (status && ACCEPTED.has(status)) return { proceed: true };
  return { proceed: false, message: t('auth.emailStatusBlocked', { status: status || 'UNKNOWN' }) };
}
