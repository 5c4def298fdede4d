'use client';
import { useState } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { FamilyClientProps } from '../../family-props';
import { readAmount, toDecimal } from '../../lib/decimal';
import { openingStakeOf, roundingNoticeOf } from '../../lib/opening-bet';
import { RoundingNotice } from '../rounding-notice';
import { StakeInput } from '../stake-input';
import { crapsRounding } from './opening-bet';
import { ComeBetsOnTable, ComeControls } from './come-bets';
import { crapsBetOf, crapsTableOf, TABLE_SPOTS, type TableSpot } from './table';
import { outcomeOf } from '../../lib/outcome';
import { gameSound } from '../../sound/game-sound';
import { useSoundOn } from '../../sound/use-sound';

const K = 'play.craps';
const PIPS: Record<number, number[]> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

/** "3-4-5×" (on 4 and 10, 5 and 9, 6 and 8) or "2×" when the multiple is the same on every point. */
const oddsLabel = (multiple: Record<string, number>) => {
  const byPair = [multiple['4'], multiple['5'], multiple['6']];
  return `${new Set(byPair).size === 1 ? byPair[0] : byPair.join('-')}×`;
};

/** One die: its pips on a 3×3 grid; each roll throws it across the felt again (the key changes with the roll). */
function Die({ face, roll, isSecond }: { face: number | null; roll: number; isSecond: boolean }) {
  return (
    <span
      key={roll}
      data-face={face ?? undefined}
      aria-label={face ? t(`${K}.die`, { face }) : t(`${K}.dieUnrolled`)}
      className={cx(
        'grid size-14 grid-cols-3 grid-rows-3 rounded-xl bg-white p-1.5 shadow-md sm:size-16',
        face !== null && (isSecond ? 'dice-throw dice-throw-second' : 'dice-throw'),
      )}
    >
      {Array.from({ length: 9 }, (_, cell) => (
        <span key={cell} className={cx('m-auto size-2.5 rounded-full', face && PIPS[face]!.includes(cell) ? 'bg-black' : '')} />
      ))}
    </span>
  );
}

/**
 * Craps: chips on pass or don't pass (and field, place and hardways), Roll for the come-out; a point keeps
 * the round open (the ON puck) with Roll, once odds behind the line, and before any roll a come or don't
 * come bet, shown on its come point once it travels; each roll shows what it settled. A round whose line
 * is decided rolls on while a come bet travels. A round left open (a reload after the point) comes back as it was.
 */
export function CrapsScreen({ session, round, isBusy, placeBet, act }: FamilyClientProps<'craps'>) {
  const { view, currency, limits } = session;
  const [chip, setChip] = useState(() => openingStakeOf(session, crapsRounding));
  const [chips, setChips] = useState<Partial<Record<TableSpot, string>>>({});
  const table = crapsTableOf(round);
  const chipMinor = readAmount(chip, currency);
  const maxOdds =
    table.point !== null && table.lineAmount
      ? readAmount(table.lineAmount, currency)! * BigInt(view.oddsMultiple[String(table.point) as '4'] ?? 0)
      : 0n;
  const [odds, setOdds] = useState('');
  // Place bets are the ones rounding can refuse before the roll (odds are the server's to refuse, inside the round).
  const place = Object.entries(crapsBetOf(chips).place).map(([point, amount]) => [point, readAmount(amount, currency) ?? 0n]);
  const notice = roundingNoticeOf(session, crapsRounding.titles, { place: Object.fromEntries(place) });
  useSoundOn(round && table.dice ? `${round.id}:${table.rolls}` : null, 'dice');

  function add(spot: TableSpot) {
    if (chipMinor === null || chipMinor <= 0n) return;
    gameSound.play('chip');
    setChips((current) => {
      const next = { ...current };
      // One line bet: a chip on pass takes the chips off don't pass, and the other way round.
      if (spot === 'pass') delete next.dontPass;
      if (spot === 'dontPass') delete next.pass;
      next[spot] = toDecimal((readAmount(current[spot] ?? '0', currency) ?? 0n) + chipMinor, currency);
      return next;
    });
  }

  const hasLine = Boolean(chips.pass ?? chips.dontPass);
  const spotLabel = (spot: TableSpot) => t(`${K}.spots.${spot}`);

  return (
    <div className="mx-auto grid w-full max-w-3xl flex-1 content-start gap-3 px-3 py-3 sm:px-4">
      <section className="flex items-center justify-center gap-3" aria-live="polite">
        <span
          data-testid="craps-puck"
          data-point={table.point ?? undefined}
          className={cx(
            'grid size-12 place-items-center rounded-full border-2 text-xs font-extrabold uppercase',
            table.point ? 'border-black bg-white text-black' : 'border-white/60 bg-black text-white',
          )}
        >
          {table.point ? t(`${K}.on`, { point: table.point }) : t(`${K}.off`)}
        </span>
        <div data-testid="craps-dice" className="flex gap-2">
          <Die face={table.dice?.[0] ?? null} roll={table.rolls} isSecond={false} />
          <Die face={table.dice?.[1] ?? null} roll={table.rolls} isSecond />
        </div>
        <p data-testid="craps-total" className="min-w-12 text-2xl font-extrabold">
          {table.dice ? table.dice[0] + table.dice[1] : ''}
        </p>
      </section>

      <div aria-live="polite" className="flex min-h-7 flex-col items-center gap-1">
        {table.isOpen && (
          <p data-testid="craps-status" className="text-center font-bold">
            {table.isRollingForCome ? t(`${K}.rollingForCome`) : t(`${K}.pointIs`, { point: table.point ?? '' })}
          </p>
        )}
        <ComeBetsOnTable comeBets={table.comeBets} currency={currency} />
        {round && table.lastResults.length > 0 && (
          <ul data-testid="craps-results" className="grid w-full max-w-80 grid-cols-[1fr_auto_auto] gap-x-3 text-sm">
            {table.lastResults.map((result) => (
              <li key={result.bet} data-bet={result.bet} data-result={result.outcome} className="contents">
                <span>
                  {result.bet === 'line'
                    ? t(`${K}.spots.${round.bet.line}`)
                    : result.bet === 'odds'
                      ? t(`${K}.odds`)
                      : spotLabel(result.bet as TableSpot)}
                </span>
                <span
                  className={cx('font-semibold', result.outcome === 'win' ? 'text-gold' : result.outcome === 'lose' ? 'text-muted' : '')}
                >
                  {t(`${K}.results.${result.outcome}`)}
                </span>
                <span className="text-right font-mono">{formatMoney(result.paid, currency)}</span>
              </li>
            ))}
          </ul>
        )}
        {round?.status === 'settled' && (
          <p data-testid="craps-result" className="text-center text-lg font-bold">
            {t({ win: `${K}.won`, returned: `${K}.returned`, loss: `${K}.noWin` }[outcomeOf(round.stake, round.win, currency)], {
              amount: formatMoney(round.win, currency),
            })}
          </p>
        )}
      </div>

      {!table.isOpen && (
        // Four columns on every screen: the line bets, field with place 4 and 5, place 6-10, the hardways; four rows fit a phone.
        <div data-testid="craps-layout" className="grid grid-cols-4 gap-1 text-xs sm:gap-1.5 sm:text-sm">
          {TABLE_SPOTS.map((spot) => (
            <button
              key={spot}
              type="button"
              data-spot={spot}
              disabled={isBusy}
              onClick={() => add(spot)}
              className={cx(
                'flex min-h-11 flex-col items-center justify-center rounded-lg border px-1 py-0.5 text-center leading-tight font-semibold disabled:opacity-50',
                spot === 'pass' || spot === 'dontPass' || spot === 'field' ? 'col-span-2' : '',
                spot === 'pass' || spot === 'dontPass' ? 'border-gold' : 'border-line',
                chips[spot] ? 'bg-accent/30' : 'bg-panel-2',
              )}
            >
              <span>{spotLabel(spot)}</span>
              {chips[spot] && <span className="font-mono text-[0.7rem] text-gold">{formatMoney(chips[spot], currency)}</span>}
            </button>
          ))}
        </div>
      )}

      <div className="flex flex-wrap items-end justify-center gap-3">
        {table.isOpen && round ? (
          <>
            {table.odds === null && maxOdds > 0n && (
              <>
                <StakeInput
                  value={odds || toDecimal(maxOdds, currency)}
                  onChange={setOdds}
                  currency={currency}
                  min={limits.minBet}
                  max={toDecimal(maxOdds, currency)}
                  disabled={isBusy}
                  label={t(`${K}.oddsUpTo`, { amount: formatMoney(toDecimal(maxOdds, currency), currency) })}
                  name="odds"
                />
                <button
                  type="button"
                  disabled={isBusy}
                  onClick={() => void act({ kind: 'odds', amount: (odds || toDecimal(maxOdds, currency)).trim() })}
                  className="min-w-24 rounded-full border border-gold px-5 py-3 font-extrabold uppercase disabled:opacity-50"
                >
                  {t(table.line === 'pass' ? `${K}.takeOdds` : `${K}.layOdds`)}
                </button>
              </>
            )}
            {table.odds !== null && !table.isRollingForCome && (
              <p className="text-sm">{t(`${K}.oddsOn`, { amount: formatMoney(table.odds, currency) })}</p>
            )}
            <ComeControls canCome={table.canCome} isBusy={isBusy} currency={currency} limits={limits} act={act} />
            <button
              type="button"
              disabled={isBusy}
              onClick={() => void act({ kind: 'roll' })}
              className="min-w-28 rounded-full bg-gold px-6 py-3 text-lg font-extrabold text-black uppercase disabled:opacity-50"
            >
              {t(`${K}.roll`)}
            </button>
          </>
        ) : (
          <>
            <StakeInput
              value={chip}
              onChange={setChip}
              currency={currency}
              min={limits.minBet}
              max={limits.maxBet}
              disabled={isBusy}
              label={t(`${K}.chip`)}
              name="chip"
            />
            <button
              type="button"
              disabled={isBusy || Object.keys(chips).length === 0}
              onClick={() => setChips({})}
              className="rounded-full border border-line px-4 py-3 font-semibold disabled:opacity-50"
            >
              {t(`${K}.clear`)}
            </button>
            <button
              type="button"
              disabled={isBusy || !hasLine}
              onClick={() => void placeBet(crapsBetOf(chips))}
              className="min-w-28 rounded-full bg-accent px-6 py-3 text-lg font-extrabold uppercase disabled:opacity-50"
            >
              {t(`${K}.roll`)}
            </button>
            <RoundingNotice notice={notice} />
          </>
        )}
      </div>
      {!table.isOpen && !hasLine && <p className="text-center text-xs text-muted">{t(`${K}.needLine`)}</p>}
      <p data-testid="craps-table-rules" className="text-center text-xs text-muted">
        {t(`${K}.tableRules`, { two: view.field.two, twelve: view.field.twelve, odds: oddsLabel(view.oddsMultiple) })}
      </p>
    </div>
  );
}
