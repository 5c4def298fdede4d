'use client';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { useResendConfirmation } from '@/features/auth';
import { t } from '@/lib/i18n';
import { InfoIcon } from './icons';

/** The bell's reminder that the e-mail address is not confirmed, on every page, with a way to get the link again. */
export function EmailNoticeItem() {
  const resend = useResendConfirmation();
  return (
    <>
      <p className="flex items-start gap-2 px-2 pt-2 text-sm text-white" data-testid="email-to-confirm">
        <InfoIcon className="mt-0.5 size-4 shrink-0 text-gold" />
        <span className="min-w-0 break-words">{t('notifications.verifyEmail')}</span>
      </p>
      <DropdownMenuItem
        disabled={resend.isPending}
        onSelect={(event) => {
          // The menu stays open to show the answer.
          event.preventDefault();
          resend.mutate();
        }}
        className="pl-8 font-semibold text-gold"
      >
        {resend.isPending && <Spinner />}
        {t('notifications.resendEmail')}
      </DropdownMenuItem>
    </>
  );
}
