import { CRASH_ART } from '@casino/art';
import type { TCrashRound } from '@casino/contracts';
import { ArtIcon } from '@/components/ui/art-icon';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { curvePath, curvePoint, hundredthsOf, multiplierText, secondsToRise, vehicleAt } from './live';

const K = 'play.crash';

/** A spot in the curve's 100 × 60 box as a position over the box (the SVG stretches; markers must not). */
const place = ({ x, y }: { x: number; y: number }) => ({ left: `${x}%`, top: `${(y / 60) * 100}%` });

/**
 * The round on screen: the curve rising to the multiplier with a rocket riding its tip (a burst where it crashed), each
 * cash-out of the round (any player's) marked where it landed on it, and the multiplier in the middle; before the rise,
 * the seconds to it.
 */
export function CurveScene({ round, shown, now, cashOuts }: { round: TCrashRound; shown: number; now: number; cashOuts: string[] }) {
  return (
    <div data-testid="crash-scene" className="relative aspect-[5/3] w-full overflow-hidden rounded-xl border border-line bg-panel-2">
      {round.phase !== 'betting' && (
        <>
          <svg viewBox="0 0 100 60" preserveAspectRatio="none" aria-hidden className="absolute inset-0 size-full">
            <path
              d={curvePath(shown)}
              fill="none"
              strokeWidth="1.2"
              className={round.phase === 'busted' ? 'stroke-danger' : 'stroke-accent-2'}
            />
          </svg>
          {cashOuts.map((multiplier, i) => (
            <span
              key={i}
              data-testid="crash-cash-out-mark"
              aria-hidden
              style={place(curvePoint(Math.min(hundredthsOf(multiplier), shown), shown))}
              className="absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full border border-white bg-gold"
            />
          ))}
          <Vehicle shown={shown} isBusted={round.phase === 'busted'} />
        </>
      )}
      <div className="absolute inset-0 grid place-items-center text-center">
        <div>
          <p
            data-testid="crash-multiplier"
            className={cx('font-mono text-4xl font-bold sm:text-6xl', round.phase === 'busted' && 'text-danger')}
          >
            ×{multiplierText(shown)}
          </p>
          <p data-testid="crash-phase" data-phase={round.phase} className="text-sm text-muted">
            {round.phase === 'betting' && t(`${K}.startsIn`, { seconds: String(secondsToRise(round, now)) })}
            {round.phase === 'rising' && t(`${K}.rising`)}
            {round.phase === 'busted' && t(`${K}.busted`, { multiplier: round.crash ?? round.multiplier })}
          </p>
        </div>
      </div>
    </div>
  );
}

/** The rocket on the curve's tip, kept inside the box at its right and top edges; the burst once the round crashed. */
function Vehicle({ shown, isBusted }: { shown: number; isBusted: boolean }) {
  const { x, y, turn } = vehicleAt(shown);
  return (
    <span
      data-testid="crash-vehicle"
      data-state={isBusted ? 'busted' : 'riding'}
      aria-hidden
      style={{ ...place({ x: Math.min(x, 94), y: Math.max(y, 6) }), transform: `translate(-50%, -50%) rotate(${isBusted ? 0 : turn}deg)` }}
      className="absolute size-9 sm:size-14"
    >
      <ArtIcon icon={isBusted ? CRASH_ART.bust : CRASH_ART.vehicle} className="size-full" />
    </span>
  );
}

/** The round's cash-outs in words, newest first: every player's, as they land (its line kept when empty, so nothing moves). */
export function CashOutList({ cashOuts }: { cashOuts: string[] }) {
  return (
    <p data-testid="crash-cash-outs" className="min-h-4 truncate text-xs text-muted">
      {cashOuts.length > 0 &&
        t(`${K}.cashOutsLive`, {
          list: [...cashOuts]
            .reverse()
            .map((m) => `×${m}`)
            .join('  '),
        })}
    </p>
  );
}
