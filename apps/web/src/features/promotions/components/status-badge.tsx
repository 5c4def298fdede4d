import type { TPlayerPromotionStatus } from '@casino/contracts';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';

const TONES: Record<TPlayerPromotionStatus, string> = {
  pending: 'border-gold/40 bg-gold/10 text-gold',
  active: 'border-accent-2/40 bg-accent/15 text-accent-2',
  completed: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-300',
  forfeited: 'border-danger/40 bg-danger/10 text-danger',
  expired: 'border-line bg-panel-2 text-muted',
  rejected: 'border-line bg-panel-2 text-muted',
};

/** Where a promotion stands, in words, coloured by it. */
export function StatusBadge({ status }: { status: TPlayerPromotionStatus }) {
  return (
    <span className={cx('inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', TONES[status])}>
      {t(`promotions.statuses.${status}`)}
    </span>
  );
}
