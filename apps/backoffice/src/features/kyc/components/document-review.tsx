import type { TKycDocument } from '@casino/contracts';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { Panel } from '@/components/ui/page';
import { formatUtc } from '@/lib/format-time';
import { t } from '@/lib/i18n';
import { useKycDocument } from '../api/get-document';
import { addressLines, formatBirthDate } from '../lib/player-lines';
import { DecisionPanel } from './decision-panel';
import { DocumentPreview } from './document-preview';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 text-ink-soft sm:w-36">{term}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/** The decision once made: by whom, when, and for a rejection the reason the player reads. */
function Decision({ document }: { document: TKycDocument }) {
  return (
    <Panel title={t('kyc.decisionTitle')}>
      <dl className="flex flex-col gap-2 text-sm">
        <Item term={t('kyc.status')}>{t(`kyc.statuses.${document.status}`)}</Item>
        <Item term={t('kyc.decidedBy')}>{document.reviewedBy ?? '—'}</Item>
        <Item term={t('kyc.decidedAt')}>{document.reviewedAt ? formatUtc(document.reviewedAt) : '—'}</Item>
        {document.rejectionReason && <Item term={t('kyc.reason')}>{document.rejectionReason}</Item>}
      </dl>
    </Panel>
  );
}

/** One document under review: the file, what the player told us to compare it with, and the decision. */
export function DocumentReview({ id }: { id: string }) {
  const query = useKycDocument(id);
  if (query.isPending) return <Loading label={t('common.loading')} />;
  if (query.isError) return <Alert>{query.error.message}</Alert>;
  const document = query.data;
  const { player } = document;
  const address = addressLines(player);
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Panel title={t('kyc.documentTitle', { kind: t(`kyc.kinds.${document.kind}`) })}>
        <div className="flex flex-col gap-3">
          <dl className="flex flex-col gap-2 text-sm">
            <Item term={t('kyc.file')}>{document.fileName}</Item>
            <Item term={t('kyc.uploadedAt')}>{formatUtc(document.uploadedAt)}</Item>
          </dl>
          <DocumentPreview document={document} />
        </div>
      </Panel>
      <div className="flex flex-col gap-4">
        <Panel title={t('kyc.playerTitle')}>
          <dl className="flex flex-col gap-2 text-sm">
            <Item term={t('kyc.email')}>{player.email}</Item>
            <Item term={t('kyc.name')}>{`${player.firstName} ${player.lastName}`.trim() || '—'}</Item>
            <Item term={t('kyc.birthDate')}>{formatBirthDate(player.userDetails.dateOfBirth) ?? '—'}</Item>
            <Item term={t('kyc.address')}>
              {address.length === 0
                ? '—'
                : address.map((line, i) => (
                    <span key={i} className="block">
                      {line}
                    </span>
                  ))}
            </Item>
          </dl>
        </Panel>
        {document.status === 'pending' ? <DecisionPanel key={document.id} document={document} /> : <Decision document={document} />}
      </div>
    </div>
  );
}
