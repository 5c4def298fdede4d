import { t } from '@/lib/i18n';

/** The currency a proof names (untrusted JSON), for its heading and file name even when the rest cannot be read. */
export function proofCurrency(raw: unknown): string {
  const root = typeof raw === 'object' && raw !== null ? (raw as { root?: unknown }).root : undefined;
  const currency = typeof root === 'object' && root !== null ? (root as { currency?: unknown }).currency : undefined;
  return typeof currency === 'string' && currency !== '' ? currency : t('liabilities.check.unknownCurrency');
}
