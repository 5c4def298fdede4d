'use client';
import { plinkoMultipliers, PLINKO_RISKS, type PlinkoConfig, type PlinkoRisk } from '@casino/games';
import { useEffect, useState } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { FamilyClientProps } from '../../family-props';
import { toMinor } from '../../lib/decimal';
import { OPENING_PLINKO_RISK, openingStakeOf, plinkoRowChoices, roundingNotice } from '../../lib/opening-bet';
import { Choice } from '../choice';
import { RoundingNotice } from '../rounding-notice';
import { StakeInput } from '../stake-input';
import { ballOffsets } from './path';

const ROW_MS = 140;

/** Plinko: the ball falls through the pegs along the round's path into a multiplier slot. */
export function PlinkoScreen({ session, round, isBusy, placeBet }: FamilyClientProps<'plinko'>) {
  const { view, currency, limits } = session;
  const rowChoices = plinkoRowChoices(view.tables);
  const [rows, setRows] = useState(rowChoices[0] ?? 8);
  const [risk, setRisk] = useState<PlinkoRisk>(OPENING_PLINKO_RISK);
  const [stake, setStake] = useState(() => openingStakeOf(session));
  const [ball, setBall] = useState<{ row: number; offset: number } | null>(null);
  const step = round?.steps[0];
  const boardRows = round && step ? round.bet.rows : rows;
  const boardRisk = round && step ? round.bet.risk : risk;
  const config = { limits: { minBet: 0n, maxBet: 0n }, tables: view.tables } as unknown as PlinkoConfig;
  const multipliers = plinkoMultipliers(config, boardRows, boardRisk);

  useEffect(() => {
    if (!step) return;
    const offsets = ballOffsets(step.path);
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const position = Math.min(offsets.length - 1, (now - start) / ROW_MS);
      const row = Math.floor(position);
      const within = position - row;
      const offset = offsets[row]! + ((offsets[row + 1] ?? offsets[row]!) - offsets[row]!) * within;
      setBall({ row: position, offset });
      if (position < offsets.length - 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [step]);

  const width = 100;
  const spacing = width / (boardRows + 2);
  const rowHeight = 100 / (boardRows + 2);
  const hasLanded = step && ball && ball.row >= step.path.length;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-4 px-4 py-5">
      <div className="mx-auto flex w-full flex-col gap-1" style={{ maxWidth: 'min(32rem, 48dvh)' }}>
        <svg viewBox="0 0 100 100" role="img" aria-label={t('play.plinko.board')} className="w-full">
          {Array.from({ length: boardRows }, (_, row) =>
            Array.from({ length: row + 3 }, (_, peg) => (
              <circle key={`${row}:${peg}`} cx={50 + (peg - (row + 2) / 2) * spacing} cy={(row + 1) * rowHeight} r={0.9} fill="#c7d2fe" />
            )),
          )}
          {ball && <circle cx={50 + ball.offset * spacing} cy={(ball.row + 0.5) * rowHeight} r={1.8} fill="#f5c451" />}
        </svg>
        <div
          className="mx-auto grid w-full max-w-lg gap-0.5"
          style={{ gridTemplateColumns: `repeat(${multipliers.length}, minmax(0, 1fr))` }}
        >
          {multipliers.map((multiplier, slot) => (
            <span
              key={slot}
              className={cx(
                'rounded py-1 text-center font-mono text-[9px] font-bold sm:text-xs',
                multiplier >= 1 ? 'bg-gold/80 text-black' : 'bg-panel-2',
                hasLanded && step.slot === slot && 'ring-2 ring-white',
              )}
            >
              {multiplier}×
            </span>
          ))}
        </div>
      </div>
      <p data-testid="plinko-result" aria-live="polite" className="min-h-7 text-center text-lg font-bold">
        {hasLanded && round
          ? toMinor(round.win, currency) > 0n
            ? t('play.plinko.won', { amount: formatMoney(round.win, currency), multiplier: step.multiplier })
            : t('play.plinko.lost')
          : ''}
      </p>
      <div className="flex flex-wrap items-end justify-center gap-3">
        <Choice
          label={t('play.plinko.rows')}
          value={rows}
          disabled={isBusy}
          onChange={setRows}
          options={rowChoices.map((count) => ({ value: count, label: String(count) }))}
        />
        <Choice
          label={t('play.plinko.risk')}
          value={risk}
          disabled={isBusy}
          onChange={setRisk}
          options={PLINKO_RISKS.map((level) => ({ value: level, label: t(`fairness.verifier.risks.${level}`) }))}
        />
        <StakeInput value={stake} onChange={setStake} currency={currency} min={limits.minBet} max={limits.maxBet} disabled={isBusy} />
        <button
          type="button"
          disabled={isBusy}
          onClick={() => void placeBet({ family: 'plinko', amount: stake.trim(), rows, risk })}
          className="rounded-full bg-accent px-10 py-3 text-lg font-extrabold uppercase disabled:opacity-50"
        >
          {t('play.plinko.drop')}
        </button>
        <RoundingNotice notice={roundingNotice(session, stake, (amount) => ({ amount, rows, risk }))} />
      </div>
    </div>
  );
}
