'use client';
import type { TBetHistoryEntry } from '@casino/contracts';
import Link from 'next/link';
import { Fragment, useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { formatRoundTime, roundHref } from '../lib/format';
import type { GameHistoryFilter } from '../lib/history-filter';
import { sessionSummary, SessionShots, SessionToggle } from './session-shots';

function StatusBadge({ status }: { status: TBetHistoryEntry['status'] }) {
  return (
    <span
      className={cx(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        status === 'settled' ? 'bg-emerald-500/15 text-emerald-400' : 'bg-gold/15 text-gold',
      )}
    >
      {t(`gameHistory.statusName.${status}`)}
    </span>
  );
}

const linkClasses = 'font-semibold text-accent-2 underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none';
const COLUMNS = [
  { labelKey: 'gameHistory.date' },
  { labelKey: 'gameHistory.game' },
  { labelKey: 'gameHistory.stake', className: 'text-right' },
  { labelKey: 'gameHistory.win', className: 'text-right' },
  { labelKey: 'gameHistory.balanceAfter', className: 'text-right' },
  { labelKey: 'gameHistory.status' },
  { labelKey: 'gameHistory.details', className: 'sr-only' },
];

/** A round's time, or a session's first and last shots' times. */
const lineTime = (bet: TBetHistoryEntry) =>
  bet.session ? `${formatRoundTime(bet.placedAt)} – ${formatRoundTime(bet.session.endedAt)}` : formatRoundTime(bet.placedAt);

/**
 * The lines: a table from the `md` width up, cards below it. A round opens its details; a fishing session
 * opens its shots in place, each with its details.
 */
export function BetList({ caption, bets, filter }: { caption: string; bets: TBetHistoryEntry[]; filter: GameHistoryFilter }) {
  const money = (amount: string | null, currency: string) => (amount === null ? '—' : formatMoney(amount, currency));
  const [openSessions, setOpenSessions] = useState<ReadonlySet<string>>(new Set());
  const toggle = (roundId: string) =>
    setOpenSessions((open) => {
      const next = new Set(open);
      if (!next.delete(roundId)) next.add(roundId);
      return next;
    });
  const sessionToggle = (bet: TBetHistoryEntry, panelId: string) => (
    <SessionToggle bet={bet} isOpen={openSessions.has(bet.roundId)} panelId={panelId} onToggle={() => toggle(bet.roundId)} />
  );
  return (
    <>
      <DataTable caption={caption} columns={COLUMNS}>
        {bets.map((bet) => (
          <Fragment key={bet.roundId}>
            <tr data-round-id={bet.roundId}>
              <td className="px-4 py-3 whitespace-nowrap">{lineTime(bet)}</td>
              <td className="px-4 py-3">
                <span className="block font-semibold">{bet.gameName}</span>
                <span className="block text-xs text-muted">{bet.provider}</span>
                {bet.session ? <span className="block text-xs text-muted tabular-nums">{sessionSummary(bet)}</span> : null}
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">{money(bet.stake, bet.currency)}</td>
              <td
                className={cx(
                  'px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums',
                  Number(bet.win) > 0 && 'text-emerald-400',
                )}
              >
                {money(bet.win, bet.currency)}
                {bet.jackpotWin !== undefined && (
                  <span className="block text-xs text-gold">
                    {t('gameHistory.jackpotWin', { amount: formatMoney(bet.jackpotWin, bet.currency) })}
                  </span>
                )}
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">{money(bet.balanceAfter, bet.currency)}</td>
              <td className="px-4 py-3">
                <StatusBadge status={bet.status} />
              </td>
              <td className="px-4 py-3 text-right">
                {bet.session ? (
                  sessionToggle(bet, `shots-table-${bet.roundId}`)
                ) : bet.keptByProvider ? (
                  <span className="text-xs text-muted">{t('gameHistory.keptByProvider')}</span>
                ) : (
                  <Link href={roundHref(bet.roundId)} className={linkClasses}>
                    {t('gameHistory.details')}
                    <span className="sr-only">
                      : {bet.gameName}, {formatRoundTime(bet.placedAt)}
                    </span>
                  </Link>
                )}
              </td>
            </tr>
            {bet.session && openSessions.has(bet.roundId) ? (
              <tr>
                <td colSpan={COLUMNS.length} className="px-4 pb-4">
                  <SessionShots bet={bet} filter={filter} id={`shots-table-${bet.roundId}`} />
                </td>
              </tr>
            ) : null}
          </Fragment>
        ))}
      </DataTable>

      <ul aria-label={caption} className="flex flex-col gap-3 md:hidden">
        {bets.map((bet) => (
          <li key={bet.roundId} data-round-id={bet.roundId}>
            {bet.session ? (
              <div className={cx(cardClasses, 'hover:border-line')}>
                <CardBody bet={bet} money={money} />
                {sessionToggle(bet, `shots-card-${bet.roundId}`)}
                {openSessions.has(bet.roundId) ? <SessionShots bet={bet} filter={filter} id={`shots-card-${bet.roundId}`} /> : null}
              </div>
            ) : bet.keptByProvider ? (
              <div className={cx(cardClasses, 'hover:border-line')}>
                <CardBody bet={bet} money={money} />
                <span className="text-xs text-muted">{t('gameHistory.keptByProvider')}</span>
              </div>
            ) : (
              <Link href={roundHref(bet.roundId)} className={cardClasses}>
                <CardBody bet={bet} money={money} />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

const cardClasses =
  'flex flex-col gap-2 rounded-2xl border border-line bg-panel p-4 hover:border-accent-2 focus-visible:outline-2 focus-visible:outline-accent-2';

function CardBody({ bet, money }: { bet: TBetHistoryEntry; money: (amount: string | null, currency: string) => string }) {
  return (
    <>
      <span className="flex items-center justify-between gap-3">
        <span className="min-w-0">
          <span className="block truncate font-semibold">{bet.gameName}</span>
          <span className="block text-xs text-muted">{bet.provider}</span>
          {bet.session ? <span className="block text-xs text-muted tabular-nums">{sessionSummary(bet)}</span> : null}
        </span>
        <StatusBadge status={bet.status} />
      </span>
      <span className="grid grid-cols-3 gap-2 text-sm">
        <Figure label={t('gameHistory.stake')} value={money(bet.stake, bet.currency)} />
        <Figure
          label={t('gameHistory.win')}
          value={
            bet.jackpotWin === undefined
              ? money(bet.win, bet.currency)
              : `${money(bet.win, bet.currency)} ${t('gameHistory.jackpotWin', { amount: formatMoney(bet.jackpotWin, bet.currency) })}`
          }
        />
        <Figure label={t('gameHistory.balanceAfter')} value={money(bet.balanceAfter, bet.currency)} />
      </span>
      <span className="text-xs text-muted">{lineTime(bet)}</span>
    </>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="text-xs text-muted">{label}</span>
      <span className="font-semibold break-all tabular-nums">{value}</span>
    </span>
  );
}
