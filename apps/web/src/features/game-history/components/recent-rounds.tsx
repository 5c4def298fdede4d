'use client';
import Link from 'next/link';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useRecentRounds } from '../api/get-bet-history';
import { roundHref } from '../lib/format';

/** The last game plus the nine before it, whatever the filters say, one click from their details. */
export function RecentRounds() {
  const recent = useRecentRounds();
  if (!recent.data || recent.data.length === 0) return null;
  return (
    <nav aria-label={t('gameHistory.recent')} className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold text-muted">{t('gameHistory.recent')}</h2>
      <ol className="flex gap-2 overflow-x-auto pb-1">
        {recent.data.map((bet) => (
          <li key={bet.roundId} className="shrink-0">
            <Link
              href={roundHref(bet.roundId)}
              className="flex flex-col rounded-xl border border-line bg-panel px-3 py-2 text-xs hover:border-accent-2 focus-visible:outline-2 focus-visible:outline-accent-2"
            >
              <span className="max-w-36 truncate font-semibold text-white">{bet.gameName}</span>
              <span className="text-muted tabular-nums">
                {formatMoney(bet.stake, bet.currency)} → {formatMoney(bet.win, bet.currency)}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
