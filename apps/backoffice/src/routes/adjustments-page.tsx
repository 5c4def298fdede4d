import { Page } from '@/components/ui/page';
import { AdjustmentForm, AdjustmentsTable } from '@/features/adjustments';
import { RequirePermission } from '@/features/session';
import { t } from '@/lib/i18n';

/** /adjustments (adjustments.create): ask for a manual adjustment, and approve or reject the ones waiting. */
export function AdjustmentsPage() {
  return (
    <RequirePermission permission="adjustments.create">
      <Page title={t('adjustments.title')} description={t('adjustments.description')}>
        <AdjustmentForm />
        <AdjustmentsTable />
      </Page>
    </RequirePermission>
  );
}
