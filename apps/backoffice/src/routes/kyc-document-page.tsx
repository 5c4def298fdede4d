import { Link, useParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { buttonClasses } from '@/components/ui/button';
import { DocumentReview } from '@/features/kyc';
import { RequirePermission } from '@/features/session';
import { t } from '@/lib/i18n';

/** /kyc/{id} (kyc.review): one document, its file and its decision. */
export function KycDocumentPage() {
  const { id = '' } = useParams();
  return (
    <RequirePermission permission="kyc.review">
      <Page
        title={t('kyc.reviewTitle')}
        actions={
          <Link to="/kyc" className={buttonClasses('secondary')}>
            {t('kyc.backToQueue')}
          </Link>
        }
      >
        <DocumentReview id={id} />
      </Page>
    </RequirePermission>
  );
}
