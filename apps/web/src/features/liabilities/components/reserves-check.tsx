'use client';
import type { TReserveSummary } from '@casino/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { downloadTextFile } from '@/lib/download-text-file';
import { t } from '@/lib/i18n';
import { reservesUrl } from '../api/paths';
import type { ReservesCheck as Check } from '../lib/check-reserves';
import { formatMinorUnits } from '../lib/format';

type State = { kind: 'idle' } | { kind: 'checking' } | { kind: 'done'; check: Check; raw: unknown } | { kind: 'failed' };

/** Fetches the signed reserves and verifies them in the browser; the file can be kept and checked again offline. */
export function ReservesCheck({ snapshotId, summary }: { snapshotId: number; summary: TReserveSummary }) {
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function run() {
    setState({ kind: 'checking' });
    try {
      const [raw, { checkReserves }] = await Promise.all([
        api.get<unknown>(reservesUrl(snapshotId, summary.currency)),
        import('../lib/check-reserves'),
      ]);
      setState({ kind: 'done', check: checkReserves(raw, summary), raw });
    } catch {
      setState({ kind: 'failed' });
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" isBusy={state.kind === 'checking'} onClick={() => void run()}>
          {t('liabilities.reserves.check')}
        </Button>
        {state.kind === 'done' && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              downloadTextFile(`reserves-${snapshotId}-${summary.currency}.json`, JSON.stringify(state.raw, null, 2), 'application/json')
            }
          >
            {t('liabilities.reserves.download')}
          </Button>
        )}
      </div>
      <div role="status" className="text-sm">
        {state.kind === 'checking' && <p className="text-muted">{t('liabilities.reserves.checking')}</p>}
        {state.kind === 'failed' && <p className="text-danger">{t('liabilities.reserves.loadFailed')}</p>}
        {state.kind === 'done' && state.check.status === 'verified' && (
          <p className="text-emerald-400">
            {t(state.check.addresses === 1 ? 'liabilities.reserves.verifiedOne' : 'liabilities.reserves.verified', {
              addresses: state.check.addresses,
              total: formatMinorUnits(state.check.total, summary.currency),
              block: summary.blockHeight,
            })}
          </p>
        )}
        {state.kind === 'done' && state.check.status === 'refused' && (
          <div className="text-danger">
            <p>{t('liabilities.reserves.refused')}</p>
            <ul className="list-disc pl-5">
              {state.check.problems.map((problem) => (
                <li key={problem} className="break-words">
                  {problem}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
