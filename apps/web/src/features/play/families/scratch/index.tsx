'use client';
import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { FamilyClientProps } from '../../family-props';
import { StakeInput } from '../stake-input';
import { coverage, emptyMask, REVEAL_THRESHOLD, scratchLine, symbolHue } from './scratch-cover';
import { outcomeOf } from '../../lib/outcome';

/** The brush's radius, as a share of the ticket's width. */
const BRUSH = 0.07;

/** A symbol drawn from its name: a coloured gem with its initial, one colour per symbol. */
function SymbolBadge({ symbol, label }: { symbol: string; label: string }) {
  const hue = symbolHue(symbol);
  return (
    <span className="flex flex-col items-center gap-1">
      <svg viewBox="0 0 40 40" className="size-10 sm:size-14" aria-hidden="true">
        <polygon points="20,2 37,14 31,37 9,37 3,14" fill={`hsl(${hue} 75% 55%)`} stroke={`hsl(${hue} 80% 25%)`} strokeWidth="2" />
        <text x="20" y="27" textAnchor="middle" fontSize="16" fontWeight="700" fill="#fff">
          {label.charAt(0).toUpperCase()}
        </text>
      </svg>
      <span className="text-center text-[11px] leading-tight sm:text-xs">{label}</span>
    </span>
  );
}

/** Covers the canvas with foil at its device-pixel size. */
function paintFoil(canvas: HTMLCanvasElement) {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(canvas.clientWidth * ratio);
  canvas.height = Math.round(canvas.clientHeight * ratio);
  const context = canvas.getContext('2d');
  if (!context) return;
  const foil = context.createLinearGradient(0, 0, canvas.width, canvas.height);
  foil.addColorStop(0, '#9ca3af');
  foil.addColorStop(0.5, '#e5e7eb');
  foil.addColorStop(1, '#6b7280');
  context.globalCompositeOperation = 'source-over';
  context.fillStyle = foil;
  context.fillRect(0, 0, canvas.width, canvas.height);
}

/**
 * A scratch ticket: the round's nine cells under a foil a finger, pen or mouse scratches off (a canvas,
 * erased along the stroke); once most of it is off, or on "Reveal all", the rest falls away. Three of a
 * symbol win its prize.
 */
export function ScratchScreen({ session, round, isBusy, placeBet, presented }: FamilyClientProps<'scratch'>) {
  const { view, currency, limits } = session;
  const [stake, setStake] = useState(limits.minBet);
  // The round whose foil is off: a ticket bought now comes covered, one found on reopening does not.
  const [revealedId, setRevealedId] = useState<string | null>(round?.id ?? null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const mask = useRef(emptyMask());
  const last = useRef<{ x: number; y: number } | null>(null);
  const step = round?.steps[0];
  const isRevealed = !round || revealedId === round.id;
  const labels = new Map(view.prizes.map((prize) => [prize.symbol, prize.label]));

  // Before paint, so a new ticket's symbols never show through.
  useLayoutEffect(() => {
    mask.current = emptyMask();
    if (canvas.current && !isRevealed) paintFoil(canvas.current);
  }, [round?.id, isRevealed]);

  function scratch(event: PointerEvent<HTMLCanvasElement>) {
    const target = canvas.current;
    if (!target || isRevealed || !round || (event.pointerType === 'mouse' && event.buttons !== 1)) return;
    const box = target.getBoundingClientRect();
    const point = { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height };
    const from = last.current ?? point;
    last.current = point;
    const context = target.getContext('2d');
    if (context) {
      context.globalCompositeOperation = 'destination-out';
      context.lineCap = 'round';
      context.lineWidth = BRUSH * 2 * target.width;
      context.beginPath();
      context.moveTo(from.x * target.width, from.y * target.height);
      context.lineTo(point.x * target.width, point.y * target.height);
      context.stroke();
    }
    scratchLine(mask.current, from, point, BRUSH);
    if (coverage(mask.current) >= REVEAL_THRESHOLD) setRevealedId(round.id);
  }

  const outcome = round ? outcomeOf(round.stake, round.win, currency) : 'loss';
  const isCelebrated = isRevealed && outcome === 'win';
  // The ticket's money shows once it is scratched.
  useEffect(() => {
    if (isRevealed && round) presented(round.id);
  }, [isRevealed, round, presented]);
  const winning = new Set(isRevealed ? (step?.winningCells ?? []) : []);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-4 px-4 py-3 sm:flex-row sm:items-start sm:py-5">
      <div className="flex flex-1 flex-col gap-3">
        {/* As wide as the frame's height allows (dvh is the frame's), so the ticket, the result and Buy fit together. */}
        <div
          className="mx-auto w-full rounded-2xl border-4 border-dashed border-gold/70 bg-amber-50 p-3 text-slate-900 shadow-xl"
          style={{ maxWidth: 'min(28rem, 46dvh)' }}
        >
          <div className="mb-2 flex justify-between text-sm font-bold tracking-wide uppercase">
            <span>{session.game.name}</span>
            <span>{t('play.scratch.match')}</span>
          </div>
          <div className="relative" role="group" aria-label={t('play.scratch.ticket')}>
            <div className="grid grid-cols-3 gap-2" aria-hidden={!isRevealed}>
              {Array.from({ length: 9 }, (_, cell) => {
                const symbol = step?.grid[cell];
                return (
                  <div
                    key={cell}
                    data-testid="scratch-cell"
                    className={cx(
                      'flex aspect-square items-center justify-center rounded-lg',
                      winning.has(cell) ? 'bg-gold ring-4 ring-amber-500' : 'bg-white',
                    )}
                  >
                    {symbol ? <SymbolBadge symbol={symbol} label={labels.get(symbol) ?? symbol} /> : null}
                  </div>
                );
              })}
            </div>
            {round && !isRevealed && (
              <canvas
                ref={canvas}
                aria-hidden="true"
                className="absolute inset-0 size-full cursor-crosshair touch-none rounded-lg"
                onPointerDown={(event) => {
                  last.current = null;
                  event.currentTarget.setPointerCapture(event.pointerId);
                  scratch(event);
                }}
                onPointerMove={scratch}
                onPointerUp={() => (last.current = null)}
              />
            )}
          </div>
          {round && !isRevealed && <p className="mt-2 text-center text-xs text-slate-600">{t('play.scratch.hint')}</p>}
        </div>

        <p
          data-testid="scratch-result"
          aria-live="polite"
          className={cx('min-h-7 text-center text-lg font-bold', isCelebrated && 'animate-pulse text-gold')}
        >
          {round && isRevealed
            ? t({ win: 'play.scratch.won', returned: 'play.scratch.returned', loss: 'play.scratch.lost' }[outcome], {
                amount: formatMoney(round.win, currency),
              })
            : ''}
        </p>

        {round && !isRevealed ? (
          <button type="button" onClick={() => setRevealedId(round.id)} className="rounded-lg border border-gold py-3 font-bold">
            {t('play.scratch.revealAll')}
          </button>
        ) : (
          <div className="flex flex-wrap items-end justify-center gap-3">
            <StakeInput value={stake} onChange={setStake} currency={currency} min={limits.minBet} max={limits.maxBet} disabled={isBusy} />
            <button
              type="button"
              disabled={isBusy}
              onClick={() => void placeBet({ family: 'scratch', amount: stake.trim() })}
              className="rounded-full bg-accent px-8 py-3 text-lg font-extrabold uppercase disabled:opacity-50"
            >
              {t('play.scratch.buy')}
            </button>
          </div>
        )}
      </div>

      <table className="w-full text-sm sm:w-56">
        <caption className="mb-1 text-left font-semibold">{t('play.scratch.prizes')}</caption>
        <tbody>
          {view.prizes.map((prize) => (
            <tr key={prize.symbol} className="border-b border-line">
              <td className="py-1">
                <span className="mr-2 inline-block size-3 rotate-45" style={{ background: `hsl(${symbolHue(prize.symbol)} 75% 55%)` }} />
                {prize.label} ×3
              </td>
              <td className="text-right font-mono">×{prize.multiplier}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
