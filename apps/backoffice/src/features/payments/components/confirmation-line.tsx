import type { TWithdrawalConfirmedWith } from '@casino/contracts';
import { cx } from '@/lib/cx';
import { formatUtc } from '@/lib/format-time';
import { t } from '@/lib/i18n';

type Confirmable = { status: string; confirmedWith?: TWithdrawalConfirmedWith; confirmBy?: string };

function confirmationText({ status, confirmedWith, confirmBy }: Confirmable): string | null {
  if (status === 'unconfirmed') {
    return confirmBy ? t('payments.confirmation.waitingUntil', { at: formatUtc(confirmBy) }) : t('payments.confirmation.waiting');
  }
  return confirmedWith ? t(`payments.confirmation.${confirmedWith}`) : null;
}

/**
 * How the player confirmed a withdrawal (decision 035): the app's code, a recovery code, a passkey or the e-mailed
 * link; or, standing out, that it still waits for that link: until then nobody may decide it. Nothing for requests
 * from before confirmations.
 */
export function ConfirmationLine({ withdrawal }: { withdrawal: Confirmable }) {
  const text = confirmationText(withdrawal);
  if (!text) return null;
  const isWaiting = withdrawal.status === 'unconfirmed';
  return <p className={cx('mt-1 text-xs', isWaiting ? 'font-medium text-danger' : 'text-ink-soft')}>{text}</p>;
}
