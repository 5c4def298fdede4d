'use client';
import { t } from '@/lib/i18n';
import { useBillVerification, useIdVerification } from '../api/verification';
import { formatDateTime } from '@/lib/format-date-time';
import { formatFileSize } from '../lib/document-file';
import { DocumentUpload } from './document-upload';
import { PageHeader, Panel } from './page-header';
import { ErrorState, LoadingState } from '@/components/ui/query-status';
import { RejectionReason } from './rejection-reason';
import { StatusBadge } from './status-badge';

/** /profile/document: identity and proof-of-address verification, uploads and their review state. */
export function DocumentPage() {
  const id = useIdVerification();
  const bill = useBillVerification();

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('profile.documents.title')}>{t('profile.documents.intro')}</PageHeader>

      <Panel
        id="id-verification-heading"
        title={t('profile.documents.idTitle')}
        action={id.data && <StatusBadge status={id.data.status} />}
      >
        {id.isError ? (
          <ErrorState message={t('profile.documents.loadFailed')} onRetry={() => void id.refetch()} />
        ) : (
          <div className="flex flex-col gap-3">
            {id.data?.rejectionReason && <RejectionReason reason={id.data.rejectionReason} />}
            <p className="text-sm text-muted">{t('profile.documents.idHint')}</p>
          </div>
        )}
      </Panel>

      <Panel
        id="address-verification-heading"
        title={t('profile.documents.addressTitle')}
        action={bill.data && <StatusBadge status={bill.data.status} />}
      >
        <DocumentUpload />
      </Panel>

      <Panel id="documents-heading" title={t('profile.documents.listTitle')}>
        {bill.isPending ? (
          <LoadingState label={t('profile.documents.loading')} />
        ) : bill.isError ? (
          <ErrorState message={t('profile.documents.loadFailed')} onRetry={() => void bill.refetch()} />
        ) : bill.data.documents.length === 0 ? (
          <p className="text-sm text-muted">{t('profile.documents.empty')}</p>
        ) : (
          <ul aria-labelledby="documents-heading" className="flex flex-col gap-3">
            {bill.data.documents.map((document) => (
              <li key={document.id} className="flex flex-col gap-3 rounded-xl border border-line bg-bg/40 p-4">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="truncate font-semibold" title={document.fileName}>
                      {document.fileName}
                    </p>
                    <p className="text-sm text-muted">
                      {formatFileSize(document.size)} · {t('profile.documents.uploadedAt', { date: formatDateTime(document.uploadedAt) })}
                    </p>
                  </div>
                  <p className="flex items-center gap-2 text-sm">
                    <span className="sr-only">{t('profile.documents.status')}:</span>
                    <StatusBadge status={document.status} />
                  </p>
                </div>
                {document.rejectionReason && <RejectionReason reason={document.rejectionReason} />}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
