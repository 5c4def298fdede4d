import type { TStaffMember } from '@casino/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading } from '@/components/ui/loading';
import { Table, Td, Th } from '@/components/ui/table';
import { useMember } from '@/features/session';
import { cx } from '@/lib/cx';
import { formatUtc } from '@/lib/format-time';
import { t } from '@/lib/i18n';
import { useDisableStaff } from '../api/disable-staff';
import { useStaffMembers } from '../api/list-staff';

const STATUS_TONE: Record<TStaffMember['status'], string> = {
  active: 'bg-ok-soft text-ok',
  invited: 'bg-brand-soft text-brand-strong',
  disabled: 'bg-canvas text-ink-soft',
};

/** Asks before disabling `member`, then disables them; the API's refusal is shown in the dialog. */
function DisableDialog({ member, onClose }: { member: TStaffMember; onClose: () => void }) {
  const disable = useDisableStaff();
  return (
    <ConfirmDialog
      title={t('staff.disableTitle', { email: member.email })}
      confirmLabel={t('staff.disableConfirm')}
      cancelLabel={t('common.cancel')}
      isBusy={disable.isPending}
      onCancel={onClose}
      onConfirm={() => disable.mutate(member.id, { onSuccess: onClose })}
    >
      <p>{t('staff.disableBody')}</p>
      {disable.isError && (
        <div className="mt-3">
          <Alert>{disable.error.message}</Alert>
        </div>
      )}
    </ConfirmDialog>
  );
}

/** Every member with role, status and since when; an active or invited member other than oneself can be disabled. */
export function StaffTable() {
  const members = useStaffMembers();
  const me = useMember();
  const [disabling, setDisabling] = useState<TStaffMember | null>(null);
  if (members.isPending) return <Loading label={t('common.loading')} />;
  if (members.isError) return <Alert>{members.error.message}</Alert>;
  if (members.data.length === 0) return <p className="text-sm text-ink-soft">{t('staff.empty')}</p>;
  return (
    <>
      <Table label={t('staff.tableLabel')} minWidth="40rem">
        <thead>
          <tr>
            <Th>{t('staff.email')}</Th>
            <Th>{t('staff.role')}</Th>
            <Th>{t('staff.status')}</Th>
            <Th>{t('staff.since')}</Th>
            <Th>
              <span className="sr-only">{t('staff.actions')}</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {members.data.map((member) => (
            <tr key={member.id}>
              <Td className="font-medium text-ink">{member.email}</Td>
              <Td>{t(`roles.${member.role}`)}</Td>
              <Td>
                <span className={cx('rounded px-1.5 py-0.5 text-xs font-medium', STATUS_TONE[member.status])}>
                  {t(`staff.statuses.${member.status}`)}
                </span>
              </Td>
              <Td className="whitespace-nowrap text-ink-soft">{formatUtc(member.createdAt)}</Td>
              <Td className="text-right">
                {member.status !== 'disabled' && member.id !== me.id && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setDisabling(member)}
                    aria-label={t('staff.disableMember', { email: member.email })}
                  >
                    {t('staff.disable')}
                  </Button>
                )}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      {disabling && <DisableDialog member={disabling} onClose={() => setDisabling(null)} />}
    </>
  );
}
