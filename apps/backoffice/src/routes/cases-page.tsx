import { Page } from '@/components/ui/page';
import { CaseQueue } from '@/features/safer-gambling';
import { RequirePermission } from '@/features/session';
import { t } from '@/lib/i18n';

/** /cases (safer-gambling.cases): the players whose signs of harm wait for the team, filtered by status. */
export function CasesPage() {
  return (
    <RequirePermission permission="safer-gambling.cases">
      <Page title={t('cases.title')} description={t('cases.description')}>
        <CaseQueue />
      </Page>
    </RequirePermission>
  );
}
