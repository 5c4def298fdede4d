import { Page } from '@/components/ui/page';
import { DepositLists, WithdrawalQueue } from '@/features/payments';
import { RequirePermission } from '@/features/session';
import { t } from '@/lib/i18n';

/** /payments (payments.read): the withdrawal queue with its four-eyes approvals, and the deposits to look at. */
export function PaymentsPage() {
  return (
    <RequirePermission permission="payments.read">
      <Page title={t('payments.title')} description={t('payments.description')}>
        <WithdrawalQueue />
        <DepositLists />
      </Page>
    </RequirePermission>
  );
}
