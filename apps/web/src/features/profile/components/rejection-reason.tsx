import { t } from '@/lib/i18n';

/** The reviewer's words on a rejected document, as written: what to send instead. */
export function RejectionReason({ reason }: { reason: string }) {
  return (
    <div className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm">
      <p className="font-semibold text-danger">{t('profile.documents.rejectionReason')}</p>
      <p className="whitespace-pre-line break-words">{reason}</p>
    </div>
  );
}
