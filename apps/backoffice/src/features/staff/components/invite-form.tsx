import { STAFF_ROLES, ZStaffInviteRequest } from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { SelectField, TextField } from '@/components/ui/fields';
import { Panel } from '@/components/ui/page';
import { placeFieldErrors } from '@/lib/form-errors';
import { t } from '@/lib/i18n';
import { useInviteStaff } from '../api/invite-staff';

type Input = z.input<typeof ZStaffInviteRequest>;
type Values = z.output<typeof ZStaffInviteRequest>;

/** The link the API answered an invitation with: shown this once, to pass on to the new member. */
function EnrolmentLink({ email, url, onDone }: { email: string; url: string; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="info" title={t('staff.invited', { email })}>
        {t('staff.linkOnce')}
      </Alert>
      <div className="flex flex-wrap items-center gap-2">
        <input
          readOnly
          value={url}
          aria-label={t('staff.linkLabel')}
          onFocus={(event) => event.currentTarget.select()}
          className="h-9 min-w-0 flex-1 rounded-md border border-line bg-canvas px-2.5 font-mono text-xs text-ink"
        />
        <CopyButton text={url} label={t('staff.copyLink')} copiedLabel={t('common.copied')} failedLabel={t('common.copyFailed')} />
        <Button variant="ghost" onClick={onDone}>
          {t('staff.inviteAnother')}
        </Button>
      </div>
    </div>
  );
}

/** Invites a member by e-mail with a role; the answer is the one-time enrolment link. */
export function InviteForm() {
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(ZStaffInviteRequest),
    defaultValues: { email: '', role: 'support' },
  });
  const invite = useInviteStaff();
  const [failure, setFailure] = useState<string | null>(null);
  const [link, setLink] = useState<{ email: string; url: string } | null>(null);
  const { errors } = form.formState;

  function submit(values: Values) {
    setFailure(null);
    invite.mutate(values, {
      onSuccess: (answer) => {
        setLink({ email: values.email, url: answer.enrolmentUrl });
        form.reset();
      },
      onError: (error) => {
        if (placeFieldErrors(error, form.setError, ['email', 'role'])) setFailure(error.message);
      },
    });
  }

  return (
    <Panel title={t('staff.inviteTitle')}>
      {link ? (
        <EnrolmentLink email={link.email} url={link.url} onDone={() => setLink(null)} />
      ) : (
        <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={t('staff.inviteTitle')} className="flex flex-col gap-3">
          {failure && <Alert>{failure}</Alert>}
          <div className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
            <TextField label={t('staff.email')} type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
            <SelectField label={t('staff.role')} error={errors.role?.message} {...form.register('role')}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </SelectField>
            <Button type="submit" isBusy={invite.isPending} className="sm:mt-6">
              {t('staff.invite')}
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}
