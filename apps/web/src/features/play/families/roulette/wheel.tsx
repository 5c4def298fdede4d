import { pocketColour } from '@casino/games';
import { t } from '@/lib/i18n';
import { WHEEL } from './bet-slip';

const FILL = { red: '#b91c1c', black: '#18181b', green: '#047857' } as const;
const SECTOR = 360 / WHEEL.length;

/** Point on a circle of radius r at `degrees` clockwise from the top. */
const at = (r: number, degrees: number) => {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${50 + r * Math.cos(radians)} ${50 + r * Math.sin(radians)}`;
};

/** Turns of the ball, against the wheel, while the wheel waits for the result and then as both slow down. */
const BALL_TURNS_WAITING = 3;
const BALL_TURNS = 4;

/**
 * The wheel, turned by `angle` degrees, and the ball, run the other way and coming to rest under the marker, in
 * the pocket the wheel brings there: `spins` counts the turns so far, so each one starts where the last ended.
 * `onStopped` when a turn has come to rest. The turning disc is an element of
 * its own with a CSS transition on transform, so the compositor turns it without painting the wheel again each frame
 * (a transform inside an SVG is painted on the main thread, which a slow phone cannot keep at 60 fps).
 */
export function Wheel({ angle, spins, isSpinning, onStopped }: { angle: number; spins: number; isSpinning: boolean; onStopped(): void }) {
  const ballAt = -360 * (spins * BALL_TURNS + (isSpinning ? BALL_TURNS_WAITING : 0));
  return (
    <div
      role="img"
      aria-label={t('play.roulette.wheel')}
      className="relative aspect-square w-32 shrink-0 sm:w-40 lg:w-full lg:max-w-[18rem]"
    >
      <div
        data-testid="roulette-wheel"
        className="absolute inset-0 will-change-transform"
        onTransitionEnd={(event) => event.target === event.currentTarget && onStopped()}
        style={{
          transform: `rotate(${isSpinning ? angle + 720 : angle}deg)`,
          transition: isSpinning ? 'transform 2.4s linear' : 'transform 2.6s cubic-bezier(.15,.7,.2,1)',
        }}
      >
        <svg viewBox="0 0 100 100" aria-hidden="true" className="size-full">
          {WHEEL.map((pocket, index) => {
            const from = index * SECTOR - SECTOR / 2;
            const to = from + SECTOR;
            return (
              <g key={pocket}>
                <path
                  d={`M50 50 L${at(48, from)} A48 48 0 0 1 ${at(48, to)} Z`}
                  fill={FILL[pocketColour(pocket)]}
                  stroke="#d4af37"
                  strokeWidth="0.3"
                />
                <text
                  x="50"
                  y="6.5"
                  fontSize="3.2"
                  fill="#fff"
                  textAnchor="middle"
                  fontWeight="700"
                  transform={`rotate(${index * SECTOR} 50 50)`}
                >
                  {pocket}
                </text>
              </g>
            );
          })}
          <circle cx="50" cy="50" r="30" fill="#3b2a12" stroke="#d4af37" strokeWidth="1" />
          <circle cx="50" cy="50" r="6" fill="#d4af37" />
        </svg>
      </div>
      <div
        data-testid="roulette-ball"
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 will-change-transform"
        style={{
          transform: `rotate(${ballAt}deg)`,
          transition: isSpinning ? 'transform 2.4s linear' : 'transform 2.6s cubic-bezier(.15,.7,.2,1)',
        }}
      >
        <span className="absolute top-[11%] left-1/2 size-[6%] -translate-x-1/2 rounded-full bg-white shadow-[0_0_3px_rgba(0,0,0,.8)]" />
      </div>
      <svg viewBox="0 0 100 100" aria-hidden="true" className="pointer-events-none absolute inset-0 size-full">
        <path d="M50 1 L53 7 L47 7 Z" fill="#f5c451" stroke="#fff" strokeWidth="0.4" />
      </svg>
    </div>
  );
}
