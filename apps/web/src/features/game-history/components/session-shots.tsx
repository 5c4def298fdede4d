'use client';
import type { TBetHistoryEntry } from '@casino/contracts';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/query-status';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useSessionShots } from '../api/get-session-shots';
import { formatRoundTime, roundHref } from '../lib/format';
import type { GameHistoryFilter } from '../lib/history-filter';

/** What a fishing session's line says under its game: how many shots and the net result. */
export function sessionSummary(bet: TBetHistoryEntry): string | null {
  if (!bet.session) return null;
  const { shots, net } = bet.session;
  return t(shots === 1 ? 'gameHistory.sessionOne' : 'gameHistory.session', { shots, net: formatMoney(net, bet.currency) });
}

/** The button that opens or closes a session's shots; `panelId` is the element it controls. */
export function SessionToggle({
  bet,
  isOpen,
  panelId,
  onToggle,
}: {
  bet: TBetHistoryEntry;
  isOpen: boolean;
  panelId: string;
  onToggle: () => void;
}) {
  const label = t(isOpen ? 'gameHistory.hideShots' : 'gameHistory.showShots');
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-expanded={isOpen}
      aria-controls={panelId}
      aria-label={`${label}: ${bet.gameName}, ${formatRoundTime(bet.placedAt)}`}
      onClick={onToggle}
    >
      {label}
    </Button>
  );
}

/** A session's shots within the list's dates, newest first, each opening its own details. */
export function SessionShots({ bet, filter, id }: { bet: TBetHistoryEntry; filter: GameHistoryFilter; id: string }) {
  const shots = useSessionShots(bet.roundId, filter, true);
  const label = t('gameHistory.shotsOf', { game: bet.gameName });
  return (
    <div id={id} className="flex flex-col gap-2">
      {shots.isPending ? (
        <LoadingState label={t('gameHistory.shotsLoading')} />
      ) : shots.isError ? (
        <ErrorState message={t('gameHistory.shotsFailed')} onRetry={() => void shots.refetch()} />
      ) : (
        <ShotList label={label} shots={shots.data.pages.flatMap((page) => page.bets)} />
      )}
      {shots.hasNextPage ? (
        <Button variant="secondary" size="sm" disabled={shots.isFetchingNextPage} onClick={() => void shots.fetchNextPage()}>
          {t('gameHistory.moreShots')}
        </Button>
      ) : null}
    </div>
  );
}

function ShotList({ label, shots }: { label: string; shots: TBetHistoryEntry[] }) {
  return (
    <ol aria-label={label} className="flex flex-col divide-y divide-line rounded-xl border border-line bg-panel-2 text-sm">
      {shots.map((shot) => (
        <li
          key={shot.roundId}
          data-round-id={shot.roundId}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2"
        >
          <span className="text-muted">{formatRoundTime(shot.placedAt)}</span>
          <span className="tabular-nums">
            {formatMoney(shot.stake, shot.currency)} → {formatMoney(shot.win, shot.currency)}
          </span>
          <Link href={roundHref(shot.roundId)} className="font-semibold text-accent-2 underline-offset-4 hover:underline">
            {t('gameHistory.details')}
            <span className="sr-only">: {formatRoundTime(shot.placedAt)}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
