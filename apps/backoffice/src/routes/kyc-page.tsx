import { ZKycDocumentStatus } from '@casino/contracts';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { KycQueue } from '@/features/kyc';
import { RequirePermission } from '@/features/session';
import { t } from '@/lib/i18n';

/** /kyc (kyc.review): the documents waiting for review, or those decided (?status=approved|rejected). */
export function KycPage() {
  const [params, setParams] = useSearchParams();
  const status = ZKycDocumentStatus.catch('pending').parse(params.get('status') ?? undefined);
  return (
    <RequirePermission permission="kyc.review">
      <Page title={t('kyc.title')} description={t('kyc.description')}>
        <KycQueue status={status} onStatusChange={(next) => setParams(next === 'pending' ? {} : { status: next })} />
      </Page>
    </RequirePermission>
  );
}
