'use client';
import type { TVirtualDrawnEvent, TVirtualEvent } from '@casino/contracts';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { kicksShown, progressOf, racePositions, resultLine, secondsUntil, statusAt } from './board';

const K = 'play.virtualSports';

type Race = Extract<TVirtualDrawnEvent, { order: number[] }>;
type Shootout = Exclude<TVirtualDrawnEvent, Race>;

/** The runners moving down their lanes to the drawn finishing order; once past the line, their places. */
function RaceTrack({ result, progress }: { result: Race; progress: number }) {
  const positions = racePositions(result.order, progress);
  const isOver = progress >= 1;
  return (
    <ol aria-label={t(`${K}.track`)} className="flex flex-col gap-0.5 sm:gap-1">
      {result.field.map((runner, i) => (
        <li key={runner.name} className="relative h-4 rounded bg-panel/70 sm:h-6">
          <span className="absolute inset-y-0 left-7 flex max-w-[55%] items-center truncate text-[10px] text-muted sm:text-xs">
            {runner.name}
          </span>
          <span className="absolute inset-y-0 right-1 w-0.5 bg-white/40" aria-hidden />
          {isOver && (
            <span className="absolute inset-y-0 right-8 flex items-center text-[10px] font-semibold text-gold sm:text-xs">
              {t(`${K}.place`, { place: result.order.indexOf(i) + 1 })}
            </span>
          )}
          <span
            className="absolute top-0 grid size-4 -translate-x-1/2 place-items-center rounded-full bg-gold text-[10px] font-bold text-bg sm:top-0.5 sm:size-5 sm:text-[11px]"
            style={{ left: `${(positions[i]! * 94 + 3).toFixed(2)}%` }}
            title={runner.name}
          >
            {i + 1}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The kicks taken so far, home and away in rows: a goal or a miss each. */
function KickBoard({ result, progress }: { result: Shootout; progress: number }) {
  const shown = result.kicks.slice(0, kicksShown(result.kicks.length, progress));
  const goals = (side: 'home' | 'away') => shown.filter((kick) => kick.side === side && kick.scored).length;
  const row = (side: 'home' | 'away', team: string) => (
    <div className="flex items-center gap-2">
      <span className="w-5 text-center font-mono text-sm font-bold">{goals(side)}</span>
      <span className="w-28 truncate text-sm font-semibold sm:w-40">{team}</span>
      <ol className="flex flex-wrap gap-1">
        {shown
          .filter((kick) => kick.side === side)
          .map((kick, i) => (
            <li
              key={i}
              aria-label={t(kick.scored ? `${K}.goal` : `${K}.miss`)}
              className={cx(
                'grid size-6 place-items-center rounded-full text-xs font-bold',
                kick.scored ? 'bg-accent-2 text-bg' : 'bg-danger/70',
              )}
            >
              {kick.scored ? '●' : '✕'}
            </li>
          ))}
      </ol>
    </div>
  );
  return (
    <div aria-label={t(`${K}.kicks`)} className="flex flex-col gap-2">
      {row('home', result.home)}
      {row('away', result.away)}
    </div>
  );
}

type Props = {
  event: TVirtualEvent | undefined;
  now: number;
  /** What the player's bet on this event came to, in words, once the event has ended (null: no bet on it). */
  outcome: string | null;
};

/** The event whose betting has closed: a countdown to the off, then the event as drawn, then its result. */
export function EventStage({ event, now, outcome }: Props) {
  if (!event) {
    return <p className="rounded-xl border border-line bg-panel-2 p-4 text-sm text-muted">{t(`${K}.firstSoon`)}</p>;
  }
  const status = statusAt(event, now);
  const progress = progressOf(event, now);
  const { result } = event;
  return (
    <section
      aria-label={t(`${K}.event`, { number: event.number })}
      className="flex flex-col gap-2 rounded-xl border border-line bg-panel-2 p-3"
    >
      <header className="flex items-baseline justify-between gap-2">
        <h2 className="text-sm font-bold">{t(`${K}.event`, { number: event.number })}</h2>
        <p data-testid="virtual-stage-status" data-status={status} className="text-xs text-muted">
          {status === 'closed' && t(`${K}.offIn`, { seconds: secondsUntil(event.startsAt, now) })}
          {status === 'running' && t(`${K}.running`)}
          {status === 'finished' && t(`${K}.finished`)}
        </p>
      </header>
      {result &&
        status !== 'closed' &&
        ('order' in result ? <RaceTrack result={result} progress={progress} /> : <KickBoard result={result} progress={progress} />)}
      {status === 'closed' && (
        <ol className="grid grid-cols-2 gap-1 text-xs text-muted">
          {event.field.map((name, i) => (
            <li key={name}>{event.field.length > 2 ? `${i + 1}. ${name}` : name}</li>
          ))}
        </ol>
      )}
      <p data-testid="virtual-result" aria-live="polite" className="min-h-5 text-sm font-semibold">
        {result && status === 'finished' && resultLine(result)}
      </p>
      {outcome && status === 'finished' && (
        <p data-testid="virtual-bet-outcome" className="text-sm text-gold">
          {outcome}
        </p>
      )}
    </section>
  );
}
