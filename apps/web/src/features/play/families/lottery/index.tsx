'use client';
import { useState, type CSSProperties } from 'react';
import { bingoRows } from '@/lib/bingo-card';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { FamilyClientProps } from '../../family-props';
import { readAmount, toDecimal } from '../../lib/decimal';
import { openingStakeOf, roundingNotice } from '../../lib/opening-bet';
import { RoundingNotice } from '../rounding-notice';
import { StakeInput } from '../stake-input';
import { lotteryRounding } from './opening-bet';
import { hitsLabel, mostPicks, multipleLabel, payRows, pickCounts, randomPicks, togglePick, type LotteryView } from './ticket';
import { outcomeOf } from '../../lib/outcome';

const K = 'play.lottery';
/** Columns of the number board: keno's 40 in rows of 8, lotto's 49 in rows of 7. */
const boardColumns = (view: LotteryView) => (view.numbers % 8 === 0 ? 8 : 7);
const BINGO_LETTERS = ['B', 'I', 'N', 'G', 'O'];

/** A drawn ball, dropping into the row in the order it was drawn (`order`: 0 first). */
function Ball({ number, isHit, order }: { number: number; isHit: boolean; order: number }) {
  return (
    <li
      data-testid="lottery-drawn"
      data-hit={isHit || undefined}
      style={{ '--draw-order': order } as CSSProperties}
      className={cx(
        'ball-draw grid size-7 place-items-center rounded-full border-2 font-mono text-xs font-bold sm:size-9 sm:text-sm',
        isHit ? 'border-gold bg-gold text-black' : 'border-white/40 bg-white text-neutral-900',
      )}
    >
      {number}
    </li>
  );
}

function PayTable({
  view,
  picks,
  stakeMinor,
  currency,
  wonHits,
}: {
  view: LotteryView;
  picks: number;
  stakeMinor: bigint;
  currency: string;
  wonHits: number | null;
}) {
  const rows = payRows(view, picks);
  if (!rows.length) return <p className="text-center text-sm text-muted">{t(`${K}.pickToSee`, { most: mostPicks(view) })}</p>;
  return (
    <table data-testid="lottery-pay-table" className="mx-auto w-full max-w-md border-collapse text-xs sm:text-sm">
      <caption className="pb-1 text-left text-xs text-muted">
        {t(view.game === 'bingo' ? `${K}.payTableBingo` : `${K}.payTable`, { picks })}
      </caption>
      <tbody>
        {rows.map((row) => {
          const isWin = wonHits !== null && wonHits >= row.fewest && wonHits <= row.most;
          return (
            <tr
              key={row.fewest}
              data-winning={isWin || undefined}
              className={cx('border-b border-line/60', isWin ? 'bg-gold font-bold text-black' : 'text-white/90')}
            >
              <th scope="row" className="px-2 py-0.5 text-left font-semibold">
                {t(view.game === 'bingo' ? `${K}.marks` : `${K}.hits`, { hits: hitsLabel(row) })}
              </th>
              <td className="px-2 py-0.5 text-right font-mono">{multipleLabel(row.pays)}</td>
              <td className="px-2 py-0.5 text-right font-mono">
                {formatMoney(toDecimal((stakeMinor * BigInt(Math.round(row.pays * 10_000))) / 10_000n, currency), currency)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * Keno, lotto and instant bingo. Keno and lotto: tap numbers on the board (or Random pick), choose the
 * stake and play; the drawn numbers come back with the hits lit, and the pay table shows the row won.
 * Bingo deals a card with each ticket: its numbers drawn are marked, and the card pays by how many are.
 */
export function LotteryScreen({ session, round, isBusy, placeBet }: FamilyClientProps<'lottery'>) {
  const { view, currency, limits } = session;
  const isBingo = view.game === 'bingo';
  const [stake, setStake] = useState(() => openingStakeOf(session, lotteryRounding));
  const [picks, setPicks] = useState<number[]>(() => (round && !isBingo ? round.bet.picks : []));
  const step = round?.steps[0] ?? null;
  const hits = new Set(step?.hits ?? []);
  const drawn = new Set(step?.drawn ?? []);
  const counts = pickCounts(view);
  // Lotto and bingo have one table, shown from the start; keno shows the table of the count picked.
  const tablePicks = counts.length === 1 ? counts[0]! : picks.length;
  const canPlay = isBingo || counts.includes(picks.length);
  const stakeMinor = readAmount(stake, currency) ?? 0n;
  const wonHits = step && step.multiplier > 0 ? step.hits.length : null;
  const notice = canPlay
    ? roundingNotice(session, lotteryRounding.titles, stake, (amount) => ({ amount, picks: isBingo ? [] : picks }))
    : null;

  function play() {
    if (!canPlay) return;
    void placeBet({ family: 'lottery', amount: stake.trim(), picks: isBingo ? [] : picks });
  }

  return (
    // Phones: the board, the draw and the result, the stake and Play, then the pay table; wide screens: the board
    // beside the rest.
    <div className="mx-auto grid w-full max-w-5xl flex-1 content-start gap-3 px-3 py-3 sm:px-4 lg:grid-cols-2 lg:gap-x-8">
      {isBingo ? (
        <table
          data-testid="bingo-card"
          className="mx-auto w-full max-w-xs lg:row-span-4 table-fixed border-separate border-spacing-1 text-center"
        >
          <caption className="sr-only">{t(`${K}.card`)}</caption>
          <thead>
            <tr>
              {BINGO_LETTERS.map((letter) => (
                <th key={letter} scope="col" className="text-lg font-extrabold text-accent-2">
                  {letter}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(step ? bingoRows(step.ticket) : Array.from({ length: 5 }, () => Array<number>(5).fill(-1))).map((row, r) => (
              <tr key={r}>
                {row.map((number, c) => {
                  const isFree = number === 0;
                  const isMarked = isFree || hits.has(number);
                  return (
                    <td
                      key={c}
                      data-testid="bingo-cell"
                      data-marked={(number > 0 && isMarked) || undefined}
                      className={cx(
                        'aspect-square rounded-lg border-2 font-mono text-base font-bold sm:text-lg',
                        isMarked ? 'border-gold bg-gold text-black' : 'border-line bg-panel-2',
                      )}
                    >
                      {isFree ? t(`${K}.free`) : number > 0 ? number : ''}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <div className="mx-auto flex w-full max-w-md flex-col gap-2 lg:row-span-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p data-testid="lottery-pick-count" className="text-sm font-semibold">
              {t(`${K}.picked`, { count: picks.length, most: mostPicks(view) })}
            </p>
            <div className="flex gap-2">
              <button
                type="button"
                disabled={isBusy || picks.length === 0}
                onClick={() => setPicks([])}
                className="rounded-full border border-line px-3 py-1.5 text-sm font-semibold disabled:opacity-50"
              >
                {t(`${K}.clear`)}
              </button>
              <button
                type="button"
                disabled={isBusy}
                onClick={() => setPicks(randomPicks(view, picks.length))}
                className="rounded-full border border-line px-3 py-1.5 text-sm font-semibold disabled:opacity-50"
              >
                {t(`${K}.random`)}
              </button>
            </div>
          </div>
          <div
            role="group"
            aria-label={t(`${K}.board`, { numbers: view.numbers })}
            className="grid gap-1 sm:gap-1.5"
            style={{ gridTemplateColumns: `repeat(${boardColumns(view)}, minmax(0, 1fr))` }}
          >
            {Array.from({ length: view.numbers }, (_, i) => i + 1).map((number) => {
              const isPicked = picks.includes(number);
              const isHit = hits.has(number) && isPicked;
              return (
                <button
                  key={number}
                  type="button"
                  data-testid="lottery-number"
                  data-number={number}
                  data-drawn={drawn.has(number) || undefined}
                  data-hit={isHit || undefined}
                  aria-pressed={isPicked}
                  disabled={isBusy}
                  onClick={() => setPicks(togglePick(view, picks, number))}
                  className={cx(
                    'relative aspect-square rounded-lg border-2 font-mono text-sm font-bold sm:text-base',
                    isHit
                      ? 'border-gold bg-gold text-black'
                      : isPicked
                        ? 'border-accent-2 bg-accent text-white'
                        : 'border-line bg-panel-2 text-white/90',
                    drawn.has(number) && !isHit && 'ring-2 ring-white/70 ring-inset',
                  )}
                >
                  {number}
                </button>
              );
            })}
          </div>
        </div>
      )}

      <section aria-label={t(`${K}.drawnTitle`)} className="flex flex-col items-center gap-1 sm:gap-2">
        <ol className="flex min-h-7 flex-wrap justify-center gap-1 sm:min-h-9">
          {(step?.drawn ?? []).map((number, order) => (
            <Ball key={`${round?.id}-${number}`} number={number} isHit={hits.has(number)} order={order} />
          ))}
        </ol>
        <p data-testid="lottery-result" aria-live="polite" className="min-h-7 text-center text-lg font-bold">
          {step && round
            ? t(
                (isBingo
                  ? { win: `${K}.wonBingo`, returned: `${K}.returnedBingo`, loss: `${K}.noWinBingo` }
                  : { win: `${K}.won`, returned: `${K}.returned`, loss: `${K}.noWin` })[outcomeOf(round.stake, round.win, currency)],
                { hits: step.hits.length, amount: formatMoney(round.win, currency) },
              )
            : ''}
        </p>
      </section>

      <div className="flex flex-wrap items-end justify-center gap-2 sm:gap-3">
        <StakeInput value={stake} onChange={setStake} currency={currency} min={limits.minBet} max={limits.maxBet} disabled={isBusy} />
        <button
          type="button"
          disabled={isBusy || !canPlay}
          onClick={play}
          className="min-w-32 rounded-full bg-accent px-6 py-3 text-lg font-extrabold uppercase disabled:opacity-50 sm:min-w-36"
        >
          {t(isBingo ? `${K}.buyCard` : `${K}.play`)}
        </button>
        <RoundingNotice notice={notice} />
      </div>

      <PayTable view={view} picks={tablePicks} stakeMinor={stakeMinor} currency={currency} wonHits={wonHits} />
    </div>
  );
}
