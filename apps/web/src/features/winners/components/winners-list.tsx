'use client';
import type { TWinnerList } from '@casino/contracts';
import { useState } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n-site';
import { formatMoney } from '@/lib/money';
import type { WinnersRail } from '../api/get-winners';

const RAILS: WinnersRail[] = ['latest', 'top'];

export type WinnerLists = Record<WinnersRail, TWinnerList['winners']>;

/** The strip itself, with a switch between the latest and the top wins. */
export function WinnersList({ lists }: { lists: WinnerLists }) {
  const [rail, setRail] = useState<WinnersRail>('latest');
  const shown = lists[rail];

  return (
    <section aria-labelledby="winners-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="winners-title" className="flex items-center gap-2 text-xl font-bold">
          <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-emerald-400" />
          {t('winners.title')}
        </h2>
        <div role="group" aria-label={t('winners.title')} className="flex gap-1 rounded-lg border border-line bg-bg p-1">
          {RAILS.map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={rail === r}
              onClick={() => setRail(r)}
              className={cx(
                'rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-accent-2',
                rail === r ? 'bg-accent text-white' : 'text-muted hover:bg-panel-2 hover:text-white',
              )}
            >
              {t(`winners.${r}`)}
            </button>
          ))}
        </div>
      </div>
      <ul aria-label={t(`winners.${rail}`)} aria-live="polite" className="flex gap-3 overflow-x-auto pb-1">
        {shown.map((winner, i) => (
          <li
            key={`${winner.wonAt}-${winner.gameId}-${i}`}
            className="flex min-w-44 shrink-0 flex-col rounded-xl border border-line bg-panel px-3 py-2 text-sm"
          >
            <span className="flex items-center gap-2">
              <span className="font-bold text-gold tabular-nums">{formatMoney(winner.amount, winner.currency)}</span>
              {winner.hasJackpot && (
                <span className="rounded-full bg-gold px-2 py-0.5 text-[10px] font-extrabold tracking-wide text-bg uppercase">
                  {t('winners.jackpot')}
                </span>
              )}
            </span>
            <span className="truncate text-white">{winner.gameName}</span>
            <span className="text-xs text-muted">
              {winner.nickName} · {winner.provider}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
