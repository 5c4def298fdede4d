import { buttonClasses } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { AUDIT_CSV_URL, AuditTrail } from '@/features/audit';
import { RequirePermission } from '@/features/session';
import { t } from '@/lib/i18n';

/** /audit (audit.read): the trail of staff actions, newest first, and its export. */
export function AuditPage() {
  return (
    <RequirePermission permission="audit.read">
      <Page
        title={t('audit.title')}
        description={t('audit.description')}
        actions={
          <a href={AUDIT_CSV_URL} download className={buttonClasses('secondary')}>
            {t('audit.export')}
          </a>
        }
      >
        <AuditTrail />
      </Page>
    </RequirePermission>
  );
}
