'use client';
import type { TJackpotList } from '@casino/contracts';
import { t } from '@/lib/i18n-site';
import { formatMoney } from '@/lib/money';
import { useJackpots } from '../api/get-jackpots';

/**
 * The lobby's jackpot pools as the ledger holds them, refreshed every 10 s so the amounts grow with the stakes.
 * Nothing is shown while no pool runs: no placeholder amounts.
 */
export function JackpotStrip({ initialJackpots }: { initialJackpots?: TJackpotList['jackpots'] | null }) {
  const jackpots = useJackpots(initialJackpots ?? undefined);
  if (jackpots.length === 0) return null;
  return (
    <section aria-labelledby="jackpots-title" className="flex flex-col gap-3">
      <h2 id="jackpots-title" className="text-xl font-bold">
        {t('jackpots.title')}
      </h2>
      <ul aria-live="polite" className="flex gap-3 overflow-x-auto pb-1">
        {jackpots.map((jackpot) => (
          <li
            key={jackpot.id}
            aria-label={t('jackpots.pool', { name: jackpot.name, currency: jackpot.currency })}
            className="flex min-w-56 shrink-0 flex-col rounded-xl border border-gold/40 bg-panel px-4 py-3"
          >
            <span className="text-sm text-muted">{jackpot.name}</span>
            <span className="text-2xl font-bold text-gold tabular-nums">{formatMoney(jackpot.amount, jackpot.currency)}</span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted">{t('jackpots.note')}</p>
    </section>
  );
}
