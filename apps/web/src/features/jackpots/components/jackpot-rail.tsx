'use client';
import type { TJackpotList } from '@casino/contracts';
import type { ReactNode } from 'react';
import { t } from '@/lib/i18n-site';
import { formatMoney } from '@/lib/money';
import { useJackpots } from '../api/get-jackpots';

/**
 * The lobby's jackpot rail: the live pools in its header, as the ledger holds them and refreshed every 10 s so the
 * amounts grow with the stakes, above `children`, the games that feed them. Left out while no pool runs: no
 * placeholder amounts.
 */
export function JackpotRail({ initialJackpots, children }: { initialJackpots?: TJackpotList['jackpots'] | null; children?: ReactNode }) {
  const jackpots = useJackpots(initialJackpots ?? undefined);
  if (jackpots.length === 0) return null;
  return (
    <section aria-labelledby="jackpots-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="jackpots-title" className="text-xl font-bold tracking-tight">
          {t('jackpots.title')}
        </h2>
        <ul aria-live="polite" className="flex min-w-0 flex-wrap gap-2">
          {jackpots.map((jackpot) => (
            <li
              key={jackpot.id}
              aria-label={t('jackpots.pool', { name: jackpot.name, currency: jackpot.currency })}
              className="flex items-baseline gap-2 rounded-full border border-gold/40 bg-panel px-3 py-1"
            >
              <span className="text-xs text-muted">{jackpot.name}</span>
              <span className="font-bold text-gold tabular-nums">{formatMoney(jackpot.amount, jackpot.currency)}</span>
            </li>
          ))}
        </ul>
      </div>
      {children}
      <p className="text-xs text-muted">{t('jackpots.note')}</p>
    </section>
  );
}
