import { useMemo, useState, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import type { Showcase } from './showcase';

type ReelsProps = {
  /** The cells on screen: window[reel][row], symbol ids. */
  window: readonly (readonly string[])[];
  /** Each reel's strip, turned while that reel spins. */
  strips: readonly string[];
  /** How many reels, from the left, are at rest. */
  stopped: number;
  anticipating: readonly boolean[];
  /** Every cell that won on this spin ("reel:row"), and the combination shown now (its payline drawn). */
  winning: ReadonlySet<string>;
  current: Showcase | null;
  isBusy: boolean;
  hue: number;
  symbol: (id: string) => ReactNode;
};

/** Ids to turn on a spinning reel: the strip's first stops twice over, so the loop of the animation is seamless. */
const spinStrip = (strip: string) => (strip.slice(0, 6) + strip.slice(0, 6)).split('');

/**
 * The 5×3 reels. A reel spins until it is its turn to rest; at rest, the combination on show has its cells lit
 * and bouncing and, for a line win, its payline drawn across all five reels.
 */
export function Reels({ window, strips, stopped, anticipating, winning, current, isBusy, hue, symbol }: ReelsProps) {
  const spinIds = useMemo(() => strips.map(spinStrip), [strips]);
  const lit = new Set(current ? current.cells.map(([reel, row]) => `${reel}:${row}`) : []);
  const isSpinning = (reel: number) => reel >= stopped;
  // What each reel's cells hold: the spin's result once that reel rests, the last result while it spins (unseen). A
  // reel's three cells are then drawn anew only as it comes to rest, not all fifteen at once as the result arrives.
  const [columns, setColumns] = useState(window);
  const next = window.map((reel, r) => (isSpinning(r) ? columns[r]! : reel));
  if (next.some((reel, r) => reel.join() !== columns[r]!.join())) setColumns(next);
  return (
    <div
      aria-label={t('play.slots.reels')}
      aria-busy={isBusy || stopped < window.length}
      data-testid="slot-reels"
      className="w-full max-w-xl rounded-2xl border-4 p-2 sm:p-3"
      style={{ borderColor: `hsl(${hue} 70% 45%)`, background: `hsl(${hue} 40% 10%)` }}
    >
      <div className="relative grid grid-cols-5 gap-1.5 sm:gap-2">
        {next.map((reel, r) => (
          <div
            key={r}
            data-testid="slot-reel"
            data-state={isSpinning(r) ? 'spin' : 'rest'}
            className={cx(
              'relative aspect-[1/3] overflow-hidden rounded-lg bg-black/40',
              anticipating[r] && isSpinning(r) && 'reel-anticipation',
            )}
          >
            {/* Both layers stay mounted and laid out, each shown or hidden by its own opacity: starting or stopping a reel
                changes two elements' styles, not the 60 symbols inside them (on a slow phone, building or restyling
                those was a long task). The strip is decoration; the cells are what the reel shows at rest. */}
            <div
              aria-hidden
              className={cx('reel-spin flex flex-col blur-[1px]', isSpinning(r) ? 'opacity-80' : 'paused-spin opacity-0')}
              style={{ animationDelay: `${r * -90}ms` }}
            >
              {spinIds[r]!.map((id, i) => (
                <div key={i} className="aspect-square p-1">
                  {symbol(id)}
                </div>
              ))}
            </div>
            <div
              aria-hidden={isSpinning(r) || undefined}
              className={cx('absolute inset-0 grid grid-rows-3', isSpinning(r) ? 'opacity-0' : 'reel-land')}
            >
              {reel.map((id, row) => (
                <div
                  key={row}
                  className={cx(
                    'p-1',
                    winning.size > 0 && !winning.has(`${r}:${row}`) && 'opacity-45',
                    lit.has(`${r}:${row}`) && 'symbol-win rounded-md bg-gold/20 shadow-[inset_0_0_0_2px_#f5c451]',
                  )}
                >
                  {symbol(id)}
                </div>
              ))}
            </div>
          </div>
        ))}
        {current?.line && stopped >= window.length && (
          <svg
            data-testid="slot-payline"
            data-line={current.lineNumber}
            viewBox={`0 0 ${window.length} 3`}
            preserveAspectRatio="none"
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 size-full"
          >
            <polyline
              points={current.line.map(([reel, row]) => `${reel + 0.5},${row + 0.5}`).join(' ')}
              fill="none"
              stroke="#f5c451"
              strokeWidth="5"
              strokeLinecap="round"
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
              className="payline-draw drop-shadow-[0_0_6px_rgba(245,196,81,.9)]"
            />
          </svg>
        )}
      </div>
    </div>
  );
}
