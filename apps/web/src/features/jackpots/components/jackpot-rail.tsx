'use client';
import type { TJackpotList } from '@casino/contracts';
import type { ReactNode } from 'react';
import { LiveMoney } from '@/components/ui/live-money';
import { t } from '@/lib/i18n-site';
import { useJackpots } from '../api/get-jackpots';

/** A pool as the server renders it, with its amount formatted there. */
export type RenderedJackpot = TJackpotList['jackpots'][number] & { amountText: string };

/**
 * The lobby's jackpot rail: the live pools in its header, as the ledger holds them and refreshed every 10 s so the
 * amounts grow with the stakes (formatted by the server until they first change), above `children`, the games that
 * feed them. Left out while no pool runs: no
 * placeholder amounts.
 */
export function JackpotRail({ initialJackpots, children }: { initialJackpots?: RenderedJackpot[] | null; children?: ReactNode }) {
  const jackpots = useJackpots(initialJackpots ?? undefined);
  const rendered = new Map(initialJackpots?.map((pool) => [pool.id, { amount: pool.amount, text: pool.amountText }]));
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
              <span className="font-bold text-gold tabular-nums">
                <LiveMoney amount={jackpot.amount} currency={jackpot.currency} rendered={rendered.get(jackpot.id)} />
              </span>
            </li>
          ))}
        </ul>
      </div>
      {children}
      <p className="text-xs text-muted">{t('jackpots.note')}</p>
    </section>
  );
}
