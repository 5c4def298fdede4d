'use client';
import { plinkoMultipliers, PLINKO_RISKS, type PlinkoConfig, type PlinkoRisk } from '@casino/games';
import { useEffect, useState } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { FamilyClientProps } from '../../family-props';
import { openingStakeOf, roundingNotice } from '../../lib/opening-bet';
import { Choice } from '../choice';
import { RoundingNotice } from '../rounding-notice';
import { StakeInput } from '../stake-input';
import { outcomeOf } from '../../lib/outcome';
import { OPENING_PLINKO_RISK, plinkoRounding, plinkoRowChoices } from './opening-bet';
import { ballAt, ballOffsets, boardGeometry } from './path';

/** Plinko: the ball falls through the pegs along the round's path into a multiplier slot. */
export function PlinkoScreen({ session, round, isBusy, placeBet, presented }: FamilyClientProps<'plinko'>) {
  const { view, currency, limits } = session;
  const rowChoices = plinkoRowChoices(view.tables);
  const [rows, setRows] = useState(rowChoices[0] ?? 8);
  const [risk, setRisk] = useState<PlinkoRisk>(OPENING_PLINKO_RISK);
  const [stake, setStake] = useState(() => openingStakeOf(session, plinkoRounding));
  const step = round?.steps[0];
  // The ball of the step on screen: a landed ball of the previous drop is no ball of this one.
  const [fall, setFall] = useState<{ step: typeof step; row: number; offset: number } | null>(null);
  const ball = fall && fall.step === step ? fall : null;
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
      const at = ballAt(offsets, now - start);
      setFall({ step, ...at });
      if (at.row < offsets.length - 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [step]);

  const geometry = boardGeometry(boardRows);
  const hasLanded = step && ball && ball.row >= step.path.length;
  useEffect(() => {
    if (hasLanded && round) presented(round.id);
  }, [hasLanded, round, presented]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-4 px-4 py-5">
      <div className="mx-auto flex w-full flex-col gap-1" style={{ maxWidth: 'min(32rem, 42dvh)' }}>
        <svg viewBox="0 0 100 100" role="img" aria-label={t('play.plinko.board')} className="w-full">
          {geometry.pegs.map((peg, index) => (
            <circle key={index} cx={peg.cx} cy={peg.cy} r={0.9} fill="#c7d2fe" />
          ))}
          {ball && <circle data-testid="plinko-ball" {...geometry.ball(ball)} r={1.8} fill="#f5c451" />}
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
          ? t(
              { win: 'play.plinko.won', returned: 'play.plinko.returned', loss: 'play.plinko.lost' }[
                outcomeOf(round.stake, round.win, currency)
              ],
              {
                amount: formatMoney(round.win, currency),
                multiplier: step.multiplier,
              },
            )
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
        <RoundingNotice notice={roundingNotice(session, plinkoRounding.titles, stake, (amount) => ({ amount, rows, risk }))} />
      </div>
    </div>
  );
}
