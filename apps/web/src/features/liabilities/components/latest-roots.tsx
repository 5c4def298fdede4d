import type { TLiabilityRoot, TLiabilitySnapshot, TReserveSummary } from '@casino/contracts';
import type { ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { formatMinorUnits, formatSnapshotTime, ratioPercent } from '../lib/format';
import { ReservesCheck } from './reserves-check';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** The operator's signed reserves in the root's currency, when it published them beside this snapshot. */
function ReserveFields({ snapshotId, summary }: { snapshotId: number; summary: TReserveSummary }) {
  return (
    <>
      <Field label={t('liabilities.reserves.total')}>
        <span data-testid="reserves-total" className="font-bold break-all tabular-nums">
          {formatMinorUnits(summary.total, summary.currency)}
        </span>{' '}
        <span className="text-sm text-muted">{t('liabilities.reserves.atBlockShort', { block: summary.blockHeight })}</span>
      </Field>
      {summary.ratio && (
        <Field label={t('liabilities.reserves.ratio')}>
          <span data-testid="reserves-ratio" className="tabular-nums">
            {t('liabilities.reserves.ratioValue', { ratio: summary.ratio, percent: ratioPercent(summary.ratio) })}
          </span>
        </Field>
      )}
      <ReservesCheck snapshotId={snapshotId} summary={summary} />
    </>
  );
}

function RootCard({ root, snapshot }: { root: TLiabilityRoot; snapshot: TLiabilitySnapshot }) {
  const reserves = snapshot.reserves.find((r) => r.currency === root.currency);
  return (
    <article
      aria-label={t('liabilities.roots.rootLabel', { currency: root.currency })}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-panel p-5"
    >
      <h3 className="text-lg font-bold">{root.currency}</h3>
      <dl className="grid gap-3">
        <Field label={t('liabilities.roots.total')}>
          <span data-testid="root-total" className="text-xl font-bold break-all tabular-nums">
            {formatMinorUnits(root.total, root.currency)}
          </span>
        </Field>
        <Field label={t('liabilities.roots.hash')}>
          <span data-testid="root-hash" className="font-mono text-xs break-all select-all">
            {root.hash}
          </span>
        </Field>
        <Field label={t('liabilities.roots.depth')}>
          <span className="text-sm">
            {t(root.depth === 1 ? 'liabilities.roots.depthValueOne' : 'liabilities.roots.depthValue', { depth: root.depth })}
          </span>
        </Field>
        {reserves && <ReserveFields snapshotId={snapshot.id} summary={reserves} />}
      </dl>
    </article>
  );
}

/** The newest snapshot's root per currency: what is owed in it, the hash a proof must lead to, the tree's height. */
export function LatestRoots({ snapshot }: { snapshot: TLiabilitySnapshot | undefined }) {
  return (
    <section aria-labelledby="liabilities-latest" className="flex flex-col gap-4">
      <div>
        <h2 id="liabilities-latest" className="text-2xl font-bold tracking-tight">
          {t('liabilities.roots.title')}
        </h2>
        {snapshot && (
          <p className="mt-1 text-sm text-muted">{t('liabilities.roots.takenAt', { time: formatSnapshotTime(snapshot.takenAt) })}</p>
        )}
      </div>
      {!snapshot ? (
        <p className="rounded-2xl border border-line bg-panel px-4 py-8 text-center text-muted">{t('liabilities.roots.empty')}</p>
      ) : snapshot.roots.length === 0 ? (
        <p className="text-muted">{t('liabilities.roots.noBalances')}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {snapshot.roots.map((root) => (
            <RootCard key={root.currency} root={root} snapshot={snapshot} />
          ))}
        </div>
      )}
    </section>
  );
}
