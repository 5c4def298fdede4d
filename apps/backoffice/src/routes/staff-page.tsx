import { Page } from '@/components/ui/page';
import { InviteForm, StaffTable } from '@/features/staff';
import { RequirePermission } from '@/features/session';
import { t } from '@/lib/i18n';

/** /staff (staff.manage): the members, inviting one, disabling one. */
export function StaffPage() {
  return (
    <RequirePermission permission="staff.manage">
      <Page title={t('staff.title')} description={t('staff.description')}>
        <InviteForm />
        <StaffTable />
      </Page>
    </RequirePermission>
  );
}
