import type { TVerificationStatus } from '@casino/contracts';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';

const TONES: Record<TVerificationStatus, string> = {
  NOT_SUBMITTED: 'border-line bg-panel-2 text-muted',
  PENDING: 'border-gold/40 bg-gold/10 text-gold',
  APPROVED: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-300',
  REJECTED: 'border-danger/40 bg-danger/10 text-danger',
};

/** A verification state in words, coloured by how it stands. */
export function StatusBadge({ status }: { status: TVerificationStatus }) {
  return (
    <span className={cx('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', TONES[status])}>
      {t(`profile.documents.statuses.${status}`)}
    </span>
  );
}
