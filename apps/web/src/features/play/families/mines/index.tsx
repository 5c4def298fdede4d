'use client';
import { MAX_MINES, minesMultiplier } from '@casino/games';
import { useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { FamilyClientProps } from '../../family-props';
import { toDecimal, toMinor } from '../../lib/decimal';
import { openingStakeOf, roundingNotice } from '../../lib/opening-bet';
import { RoundingNotice } from '../rounding-notice';
import { StakeInput } from '../stake-input';
import { minesRounding, OPENING_MINES } from './opening-bet';
import { boardOf } from './board';
import { outcomeOf } from '../../lib/outcome';

const SIDE = 5;
const SCALE = 10_000;

/** Mines: open tiles one by one on a 5×5 board and cash out before a mine is hit. An open round resumes as it stood. */
export function MinesScreen({ session, round, isBusy, placeBet, act }: FamilyClientProps<'mines'>) {
  const { view, currency, limits } = session;
  const [stake, setStake] = useState(() => openingStakeOf(session, minesRounding));
  const [mines, setMines] = useState(OPENING_MINES);
  const grid = useRef<HTMLDivElement>(null);
  const isOpen = round?.status === 'open';
  const board = boardOf(round);
  const roundMines = round?.bet.mines ?? mines;
  const config = { rtpBasisPoints: view.rtpBasisPoints, limits: { minBet: 0n, maxBet: 0n } };
  const next = board.safe < SIDE * SIDE - roundMines ? minesMultiplier(config, roundMines, board.safe + 1) / SCALE : null;
  const stakeMinor = round ? toMinor(round.stake, currency) : 0n;
  const cashOut = toDecimal((stakeMinor * BigInt(Math.round(board.multiplier * SCALE))) / BigInt(SCALE), currency);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -SIDE, ArrowDown: SIDE };
    const move = moves[event.key];
    if (move === undefined) return;
    const buttons = [...(grid.current?.querySelectorAll('button') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[Math.min(buttons.length - 1, Math.max(0, index + move))]?.focus();
    event.preventDefault();
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-1 flex-col items-center gap-3 px-4 py-3 lg:flex-row lg:items-start lg:justify-center lg:gap-5 lg:py-5">
      <div
        ref={grid}
        onKeyDown={onKeyDown}
        role="grid"
        aria-label={t('play.mines.board')}
        className="grid w-full max-w-72 grid-cols-5 gap-1.5 sm:max-w-sm sm:gap-2"
      >
        {board.tiles.map((tile, index) => (
          <button
            key={index}
            type="button"
            aria-label={t(`play.mines.tile.${tile}`, { n: index + 1 })}
            data-tile={tile}
            disabled={!isOpen || isBusy || tile !== 'hidden'}
            onClick={() => void act({ kind: 'reveal', tile: index })}
            className={cx(
              'grid aspect-square place-items-center rounded-lg border text-2xl transition-transform duration-150 enabled:hover:scale-105',
              tile === 'hidden' && 'border-line bg-panel-2',
              tile === 'gem' && 'border-emerald-400 bg-emerald-900/60',
              tile === 'mine' && 'border-line bg-panel opacity-70',
              tile === 'hit' && 'border-danger bg-danger/40',
            )}
          >
            {tile === 'gem' ? '◆' : tile === 'mine' || tile === 'hit' ? '✹' : ''}
          </button>
        ))}
      </div>

      <div className="flex w-full max-w-sm flex-col gap-3 lg:max-w-xs lg:gap-4">
        {isOpen ? (
          <>
            <dl className="grid grid-cols-2 gap-2 text-center text-sm">
              <div className="rounded-lg border border-line p-2">
                <dt className="text-[11px] text-muted">{t('play.mines.current')}</dt>
                <dd data-testid="mines-multiplier" className="font-mono font-bold">
                  ×{board.multiplier.toFixed(4)}
                </dd>
              </div>
              <div className="rounded-lg border border-line p-2">
                <dt className="text-[11px] text-muted">{t('play.mines.next')}</dt>
                <dd className="font-mono font-bold">{next === null ? '–' : `×${next.toFixed(4)}`}</dd>
              </div>
            </dl>
            <p className="text-sm">
              {t('play.stake')}{' '}
              <span data-testid="play-stake" className="font-mono font-bold">
                {formatMoney(round.stake, currency)}
              </span>{' '}
              · {t('play.mines.minesCount', { count: roundMines })}
            </p>
            <button
              type="button"
              disabled={isBusy || board.safe === 0}
              onClick={() => void act({ kind: 'cashOut' })}
              className="rounded-full bg-gold py-3 text-lg font-extrabold text-black uppercase disabled:opacity-50"
            >
              {t('play.mines.cashOut', { amount: formatMoney(cashOut, currency) })}
            </button>
          </>
        ) : (
          <>
            {round && (
              <p data-testid="mines-result" aria-live="polite" className="text-center text-lg font-bold">
                {t(
                  { win: 'play.mines.won', returned: 'play.mines.returned', loss: 'play.mines.lost' }[
                    outcomeOf(round.stake, round.win, currency)
                  ],
                  { amount: formatMoney(round.win, currency) },
                )}
              </p>
            )}
            {/* Phones: the mines and the stake side by side, so Start stays on the screen with the board. */}
            <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 lg:flex lg:flex-col lg:items-stretch lg:gap-4">
              <label className="flex flex-col gap-1 text-sm">
                {t('play.mines.minesCount', { count: mines })}
                <input
                  type="range"
                  min={1}
                  max={MAX_MINES}
                  value={mines}
                  disabled={isBusy}
                  onChange={(event) => setMines(Number(event.target.value))}
                  className="accent-accent-2"
                />
              </label>
              <StakeInput value={stake} onChange={setStake} currency={currency} min={limits.minBet} max={limits.maxBet} disabled={isBusy} />
            </div>
            <button
              type="button"
              disabled={isBusy}
              onClick={() => void placeBet({ family: 'mines', amount: stake.trim(), mines })}
              className="rounded-full bg-accent py-3 text-lg font-extrabold uppercase disabled:opacity-50"
            >
              {t('play.mines.start')}
            </button>
            <RoundingNotice notice={roundingNotice(session, minesRounding.titles, stake, (amount) => ({ amount, mines }))} />
          </>
        )}
      </div>
    </div>
  );
}
