import type { TSaferGamblingCaseStatus } from '@casino/contracts';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';

const STATUS_TONE: Record<TSaferGamblingCaseStatus, string> = {
  open: 'bg-danger-soft text-danger',
  in_progress: 'bg-brand-soft text-brand-strong',
  closed: 'bg-canvas text-ink-soft',
};

export function CaseStatusBadge({ status }: { status: TSaferGamblingCaseStatus }) {
  return (
    <span className={cx('rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap', STATUS_TONE[status])}>
      {t(`cases.statuses.${status}`)}
    </span>
  );
}

/** A marker's name ("Deposit surge"); a kind the texts do not know shows in plain words. */
export function markerName(kind: string): string {
  const key = `cases.markerKinds.${kind}`;
  const name = t(key);
  return name === key ? kind.replace(/_/g, ' ') : name;
}
