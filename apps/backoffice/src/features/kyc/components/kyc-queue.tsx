import { KYC_DOCUMENT_STATUSES, type TKycDocumentStatus } from '@casino/contracts';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { SelectField } from '@/components/ui/fields';
import { Loading } from '@/components/ui/loading';
import { Table, Td, Th } from '@/components/ui/table';
import { formatUtc } from '@/lib/format-time';
import { t } from '@/lib/i18n';
import { useKycQueue } from '../api/list-documents';

/** The documents of one status: pending ones oldest first (the longest wait at the top), each opening its review. */
export function KycQueue({ status, onStatusChange }: { status: TKycDocumentStatus; onStatusChange: (status: TKycDocumentStatus) => void }) {
  const queue = useKycQueue(status);
  return (
    <div className="flex flex-col gap-3">
      <div className="max-w-48">
        <SelectField label={t('kyc.status')} value={status} onChange={(event) => onStatusChange(event.target.value as TKycDocumentStatus)}>
          {KYC_DOCUMENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`kyc.statuses.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {queue.isPending ? (
        <Loading label={t('common.loading')} />
      ) : queue.isError ? (
        <Alert>{queue.error.message}</Alert>
      ) : queue.data.items.length === 0 ? (
        <p className="text-sm text-ink-soft">{t(`kyc.empty.${status}`)}</p>
      ) : (
        <>
          <Table label={t('kyc.tableLabel')} minWidth="48rem">
            <thead>
              <tr>
                <Th>{t('kyc.player')}</Th>
                <Th>{t('kyc.kind')}</Th>
                <Th>{t('kyc.file')}</Th>
                <Th>{t('kyc.uploadedAt')}</Th>
                {status !== 'pending' && <Th>{t('kyc.decidedAt')}</Th>}
                <Th>
                  <span className="sr-only">{t('kyc.actions')}</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {queue.data.items.map((item) => (
                <tr key={item.id}>
                  <Td className="font-medium break-all text-ink">{item.playerEmail}</Td>
                  <Td className="whitespace-nowrap">{t(`kyc.kinds.${item.kind}`)}</Td>
                  <Td className="break-all">{item.fileName}</Td>
                  <Td className="whitespace-nowrap text-ink-soft">{formatUtc(item.uploadedAt)}</Td>
                  {status !== 'pending' && (
                    <Td className="whitespace-nowrap text-ink-soft">{item.reviewedAt ? formatUtc(item.reviewedAt) : '—'}</Td>
                  )}
                  <Td className="text-right">
                    <Link
                      to={`/kyc/${item.id}`}
                      className={buttonClasses('secondary', undefined, 'sm')}
                      aria-label={t('kyc.openDocument', { file: item.fileName, email: item.playerEmail })}
                    >
                      {status === 'pending' ? t('kyc.review') : t('kyc.view')}
                    </Link>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
          {queue.data.total > queue.data.items.length && (
            <p className="text-sm text-ink-soft">{t('kyc.more', { shown: queue.data.items.length, total: queue.data.total })}</p>
          )}
        </>
      )}
    </div>
  );
}
