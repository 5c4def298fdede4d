import { Page } from '@/components/ui/page';
import { ReportsView } from '@/features/reports';
import { RequirePermission } from '@/features/session';
import { t } from '@/lib/i18n';

/** /reports (reports.read): games, payments, players and liabilities over a range of days, with their CSV files. */
export function ReportsPage() {
  return (
    <RequirePermission permission="reports.read">
      <Page title={t('reports.title')} description={t('reports.description')}>
        <ReportsView />
      </Page>
    </RequirePermission>
  );
}
