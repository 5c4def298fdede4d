import { useMemo, type ReactNode } from 'react';
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
  return (
    <div
      aria-label={t('play.slots.reels')}
      aria-busy={isBusy || stopped < window.length}
      data-testid="slot-reels"
      className="w-full max-w-xl rounded-2xl border-4 p-2 sm:p-3"
      style={{ borderColor: `hsl(${hue} 70% 45%)`, background: `hsl(${hue} 40% 10%)` }}
    >
      <div className="relative grid grid-cols-5 gap-1.5 sm:gap-2">
        {window.map((reel, r) => (
          <div
            key={r}
            data-testid="slot-reel"
            data-state={r < stopped ? 'rest' : 'spin'}
            className={cx(
              'relative aspect-[1/3] overflow-hidden rounded-lg bg-black/40',
              anticipating[r] && r >= stopped && 'reel-anticipation',
            )}
          >
            {/* Kept mounted between spins (hidden at rest): a spin only shows it, it does not build it again. */}
            <div className={cx('reel-spin flex-col', r >= stopped ? 'flex' : 'hidden')} style={{ animationDelay: `${r * -90}ms` }}>
              {spinIds[r]!.map((id, i) => (
                <div key={i} className="aspect-square p-1 opacity-80 blur-[1px]">
                  {symbol(id)}
                </div>
              ))}
            </div>
            {r >= stopped ? null : (
              <div className="reel-land grid h-full grid-rows-3">
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
            )}
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
