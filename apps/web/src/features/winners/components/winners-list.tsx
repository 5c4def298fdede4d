'use client';
import type { TWinnerList } from '@casino/contracts';
import { useState, type CSSProperties } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n-site';
import { formatMoney } from '@/lib/money';
import type { WinnersRail } from '../api/get-winners';
import { tickerSeconds } from '../lib/ticker';

const RAILS: WinnersRail[] = ['latest', 'top'];

export type WinnerLists = Record<WinnersRail, TWinnerList['winners']>;

type Winner = TWinnerList['winners'][number];

/**
 * The rail itself, with a switch between the latest and the top wins. Enough wins keep moving past (a second copy
 * follows the first, so the loop has no seam), paused under the pointer; with reduced motion asked for, the rail
 * stands still and scrolls by hand, snapping to each win.
 */
export function WinnersList({ lists }: { lists: WinnerLists }) {
  const [rail, setRail] = useState<WinnersRail>('latest');
  const shown = lists[rail];
  const seconds = tickerSeconds(shown.length);

  return (
    <section aria-labelledby="winners-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="winners-title" className="flex items-center gap-2 text-xl font-bold">
          <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400 motion-safe:animate-pulse" />
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
      <div className="overflow-x-auto pb-2 [scrollbar-width:thin] motion-reduce:snap-x motion-reduce:snap-mandatory">
        <div
          // Re-keyed by the rail: switching starts the loop again from its first win.
          key={rail}
          style={seconds === null ? undefined : ({ '--ticker-duration': `${seconds}s` } as CSSProperties)}
          className={cx('flex w-max', seconds !== null && 'motion-safe:animate-ticker hover:[animation-play-state:paused]')}
        >
          <WinnerItems winners={shown} label={t(`winners.${rail}`)} />
          {seconds !== null && <WinnerItems winners={shown} isCopy />}
        </div>
      </div>
    </section>
  );
}

/** One pass of the wins; the copy that closes the loop is hidden from assistive technology and reduced motion. */
function WinnerItems({ winners, label, isCopy = false }: { winners: Winner[]; label?: string; isCopy?: boolean }) {
  return (
    <ul
      aria-label={label}
      aria-live={isCopy ? undefined : 'polite'}
      aria-hidden={isCopy || undefined}
      // The gap after the last win too: both copies are exactly as wide, so half the row is one loop.
      className={cx('flex gap-3 pr-3', isCopy && 'motion-reduce:hidden')}
    >
      {winners.map((winner, i) => (
        <li
          key={`${winner.wonAt}-${winner.gameId}-${i}`}
          className="flex w-44 shrink-0 snap-start flex-col rounded-xl border border-line bg-panel px-3 py-2 text-sm"
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
          <span className="truncate text-xs text-muted">
            {winner.nickName} · {winner.provider}
          </span>
        </li>
      ))}
    </ul>
  );
}
