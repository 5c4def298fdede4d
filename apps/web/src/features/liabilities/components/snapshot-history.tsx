import type { TLiabilitySnapshot } from '@casino/contracts';
import { DataTable } from '@/components/ui/data-table';
import { t } from '@/lib/i18n';
import { formatMinorUnits, formatSnapshotTime } from '../lib/format';

const COLUMNS = [
  { labelKey: 'liabilities.history.takenAt' },
  { labelKey: 'liabilities.history.currency' },
  { labelKey: 'liabilities.history.total', className: 'text-right' },
  { labelKey: 'liabilities.history.hash' },
];

/** One snapshot's rows: its time once, beside each of its roots. */
function SnapshotRows({ snapshot }: { snapshot: TLiabilitySnapshot }) {
  const time = (
    <td rowSpan={Math.max(1, snapshot.roots.length)} className="px-4 py-3 align-top whitespace-nowrap">
      {formatSnapshotTime(snapshot.takenAt)}
    </td>
  );
  if (snapshot.roots.length === 0) {
    return (
      <tr>
        {time}
        <td colSpan={3} className="px-4 py-3 text-muted">
          {t('liabilities.roots.noBalances')}
        </td>
      </tr>
    );
  }
  return snapshot.roots.map((root, i) => (
    <tr key={root.currency}>
      {i === 0 && time}
      <td className="px-4 py-3 font-semibold">{root.currency}</td>
      <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums">{formatMinorUnits(root.total, root.currency)}</td>
      <td className="max-w-xs px-4 py-3 font-mono text-xs break-all text-muted">{root.hash}</td>
    </tr>
  ));
}

/** The snapshots before the newest: a table from the `md` width up, a card per snapshot below it. */
export function SnapshotHistory({ snapshots }: { snapshots: readonly TLiabilitySnapshot[] }) {
  const title = t('liabilities.history.title');
  return (
    <section aria-labelledby="liabilities-history" className="flex flex-col gap-4">
      <h2 id="liabilities-history" className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {snapshots.length === 0 ? (
        <p className="text-muted">{t('liabilities.history.none')}</p>
      ) : (
        <>
          <DataTable caption={title} columns={COLUMNS}>
            {snapshots.map((snapshot) => (
              <SnapshotRows key={snapshot.id} snapshot={snapshot} />
            ))}
          </DataTable>
          <ul aria-label={title} className="flex flex-col gap-3 md:hidden">
            {snapshots.map((snapshot) => {
              const time = formatSnapshotTime(snapshot.takenAt);
              return (
                <li key={snapshot.id}>
                  <article
                    aria-label={t('liabilities.history.snapshotLabel', { time })}
                    className="flex flex-col gap-3 rounded-2xl border border-line bg-panel p-4"
                  >
                    <h3 className="text-sm text-muted">{time}</h3>
                    {snapshot.roots.length === 0 ? (
                      <p className="text-sm text-muted">{t('liabilities.roots.noBalances')}</p>
                    ) : (
                      <dl className="flex flex-col gap-3">
                        {snapshot.roots.map((root) => (
                          <div key={root.currency} className="flex min-w-0 flex-col gap-1">
                            <dt className="flex items-baseline justify-between gap-3">
                              <span className="font-semibold">{root.currency}</span>
                              <span className="min-w-0 text-right font-bold break-all tabular-nums">
                                {formatMinorUnits(root.total, root.currency)}
                              </span>
                            </dt>
                            <dd className="font-mono text-xs break-all text-muted">{root.hash}</dd>
                          </div>
                        ))}
                      </dl>
                    )}
                  </article>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
