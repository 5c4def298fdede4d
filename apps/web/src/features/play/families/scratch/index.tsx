'use client';
import { useState } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { FamilyClientProps } from '../../family-props';
import { toMinor } from '../../lib/decimal';
import { StakeInput } from '../stake-input';

/**
 * A scratch ticket: nine covered cells; a finger or the mouse drawn across a cell scratches it off,
 * and "Reveal all" does the rest. Three of a symbol win its prize.
 */
export function ScratchScreen({ session, round, isBusy, placeBet }: FamilyClientProps<'scratch'>) {
  const { view, currency, limits } = session;
  const [stake, setStake] = useState(limits.minBet);
  // Cells scratched on this round's ticket; a new ticket starts covered.
  const [scratched, setScratched] = useState<{ roundId: string | undefined; cells: Set<number> }>({ roundId: undefined, cells: new Set() });
  const [isScratching, setIsScratching] = useState(false);
  const step = round?.steps[0];
  const prizes = new Map(view.prizes.map((prize) => [prize.symbol, prize]));

  const revealed = scratched.roundId === round?.id ? scratched.cells : new Set<number>();
  const setRevealed = (cells: Set<number>) => setScratched({ roundId: round?.id, cells });
  const reveal = (cell: number) => !revealed.has(cell) && setRevealed(new Set(revealed).add(cell));
  const isDone = step !== undefined && revealed.size === step.grid.length;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center gap-5 px-4 py-5 lg:flex-row lg:items-start lg:justify-center">
      <div className="flex w-full max-w-sm flex-col gap-3">
        <div
          className="grid touch-none grid-cols-3 gap-2 rounded-2xl border-4 border-gold/70 bg-panel p-3"
          aria-label={t('play.scratch.ticket')}
          onPointerDown={() => setIsScratching(true)}
          onPointerUp={() => setIsScratching(false)}
          onPointerLeave={() => setIsScratching(false)}
        >
          {(step?.grid ?? Array.from({ length: 9 }, () => '')).map((symbol, cell) => {
            const isShown = revealed.has(cell);
            const isWinning = isDone && step.winningCells.includes(cell);
            return (
              <button
                key={cell}
                type="button"
                disabled={!step || isShown}
                aria-label={isShown ? (prizes.get(symbol)?.label ?? symbol) : t('play.scratch.cell', { n: cell + 1 })}
                onPointerEnter={() => isScratching && step && reveal(cell)}
                onPointerDown={() => step && reveal(cell)}
                onClick={() => step && reveal(cell)}
                className={cx(
                  'grid aspect-square place-items-center rounded-xl text-3xl font-black transition-opacity',
                  isShown ? 'bg-panel-2' : 'bg-[repeating-linear-gradient(45deg,#b8b8c8,#b8b8c8_6px,#9a9aae_6px,#9a9aae_12px)]',
                  isWinning && 'ring-4 ring-gold',
                )}
              >
                {isShown ? symbol : ''}
              </button>
            );
          })}
        </div>
        {step && !isDone && (
          <button
            type="button"
            onClick={() => setRevealed(new Set(step.grid.map((_, cell) => cell)))}
            className="rounded-lg border border-line py-2 font-semibold"
          >
            {t('play.scratch.revealAll')}
          </button>
        )}
        <p data-testid="scratch-result" aria-live="polite" className="min-h-7 text-center text-lg font-bold">
          {isDone && round
            ? toMinor(round.win, currency) > 0n
              ? t('play.scratch.won', { amount: formatMoney(round.win, currency) })
              : t('play.scratch.lost')
            : ''}
        </p>
      </div>
      <div className="flex w-full max-w-xs flex-col gap-3">
        <StakeInput value={stake} onChange={setStake} currency={currency} min={limits.minBet} max={limits.maxBet} disabled={isBusy} />
        <button
          type="button"
          disabled={isBusy || (step !== undefined && !isDone)}
          onClick={() => void placeBet({ family: 'scratch', amount: stake.trim() })}
          className="rounded-full bg-accent py-3 text-lg font-extrabold uppercase disabled:opacity-50"
        >
          {t('play.scratch.buy')}
        </button>
        <table className="text-sm">
          <caption className="mb-1 text-left font-semibold">{t('play.scratch.prizes')}</caption>
          <tbody>
            {view.prizes.map((prize) => (
              <tr key={prize.symbol} className="border-b border-line">
                <td className="py-1 text-xl">{prize.symbol}</td>
                <td>{prize.label}</td>
                <td className="text-right font-mono">×{prize.multiplier}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
