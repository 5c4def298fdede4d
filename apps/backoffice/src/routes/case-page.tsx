import { Link, useParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { CaseView } from '@/features/safer-gambling';
import { RequirePermission } from '@/features/session';
import { t } from '@/lib/i18n';

/** /cases/:id (safer-gambling.cases): one case, its markers and history, and the actions on it. */
export function CasePage() {
  const { id = '' } = useParams();
  return (
    <RequirePermission permission="safer-gambling.cases">
      <Page
        title={t('cases.caseTitle')}
        actions={
          <Link to="/cases" className="text-sm text-brand-strong underline">
            {t('cases.backToQueue')}
          </Link>
        }
      >
        <CaseView key={id} caseId={id} />
      </Page>
    </RequirePermission>
  );
}
