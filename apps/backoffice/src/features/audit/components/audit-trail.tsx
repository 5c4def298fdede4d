import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { Table, Td, Th } from '@/components/ui/table';
import { formatUtc } from '@/lib/format-time';
import { t } from '@/lib/i18n';
import { useAuditTrail } from '../api/get-audit-page';
import { ChangeCell } from './change-cell';

/** The trail, newest first: who did what to what, when and from where, and what it changed; older pages on demand. */
export function AuditTrail() {
  const trail = useAuditTrail();
  if (trail.isPending) return <Loading label={t('common.loading')} />;
  // A failed "Load older" keeps the pages already shown; only a failed first page has nothing to show.
  if (!trail.data) return <Alert>{trail.error?.message}</Alert>;
  const entries = trail.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) return <p className="text-sm text-ink-soft">{t('audit.empty')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <Table label={t('audit.tableLabel')} minWidth="60rem">
        <thead>
          <tr>
            <Th>{t('audit.time')}</Th>
            <Th>{t('audit.actor')}</Th>
            <Th>{t('audit.ip')}</Th>
            <Th>{t('audit.action')}</Th>
            <Th>{t('audit.target')}</Th>
            <Th>{t('audit.change')}</Th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.seq}>
              <Td className="whitespace-nowrap">
                <time dateTime={entry.at} title={`#${entry.seq}`}>
                  {formatUtc(entry.at)}
                </time>
              </Td>
              <Td className="break-all">{entry.actor}</Td>
              <Td className="font-mono text-xs whitespace-nowrap">{entry.ip ?? '—'}</Td>
              <Td className="font-mono text-xs">{entry.action}</Td>
              <Td className="font-mono text-xs break-all">{entry.target ?? '—'}</Td>
              <Td>
                <ChangeCell before={entry.before} after={entry.after} />
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      {trail.isFetchNextPageError && <Alert>{trail.error?.message}</Alert>}
      {trail.hasNextPage ? (
        <Button variant="secondary" className="self-start" isBusy={trail.isFetchingNextPage} onClick={() => void trail.fetchNextPage()}>
          {t('audit.loadOlder')}
        </Button>
      ) : (
        <p className="text-sm text-ink-soft">{t('audit.end')}</p>
      )}
    </div>
  );
}
