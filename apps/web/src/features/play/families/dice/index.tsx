'use client';
import { DICE_ROLLS, diceMultiplier, MAX_WINNING_ROLLS, MIN_WINNING_ROLLS, winningRolls, type DiceDirection } from '@casino/games';
import { useEffect, useState } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { FamilyClientProps } from '../../family-props';
import { openingStakeOf, roundingNotice } from '../../lib/opening-bet';
import { RoundingNotice } from '../rounding-notice';
import { StakeInput } from '../stake-input';
import { outcomeOf } from '../../lib/outcome';
import { diceRounding, OPENING_DICE } from './opening-bet';

const MULTIPLIER_SCALE = 10_000;
/** Targets (hundredths) whose chance is within the table's bounds for a direction. */
export function targetRange(direction: DiceDirection): [number, number] {
  return direction === 'under'
    ? [MIN_WINNING_ROLLS, MAX_WINNING_ROLLS]
    : [DICE_ROLLS - 1 - MAX_WINNING_ROLLS, DICE_ROLLS - 1 - MIN_WINNING_ROLLS];
}
const hundredths = (value: number) => (value / 100).toFixed(2);

/** Dice: roll over or under a target; the chance and multiplier follow the target as it moves. */
export function DiceScreen({ session, round, isBusy, placeBet, presented }: FamilyClientProps<'dice'>) {
  const { view, currency, limits } = session;
  const [stake, setStake] = useState(() => openingStakeOf(session, diceRounding));
  const [direction, setDirection] = useState<DiceDirection>(OPENING_DICE.direction);
  const [target, setTarget] = useState<number>(OPENING_DICE.target);
  const [min, max] = targetRange(direction);
  const clamped = Math.min(max, Math.max(min, target));
  const config = { rtpBasisPoints: view.rtpBasisPoints, limits: { minBet: 0n, maxBet: 0n } };
  const multiplier = diceMultiplier(config, { direction, target: clamped }) / MULTIPLIER_SCALE;
  const chance = (winningRolls({ direction, target: clamped }) / DICE_ROLLS) * 100;
  const step = round?.steps[0];
  // The number counting up for the step on screen (a finished count of the previous roll is not this one's).
  const [count, setCount] = useState<{ step: typeof step; roll: number } | null>(null);
  const shownRoll = count && count.step === step ? count.roll : count ? 0 : null;
  const notice = roundingNotice(session, diceRounding.titles, stake, (amount) => ({ amount, direction, target: clamped }));

  // The roll counts up to its value: a short, cheap animation of one number.
  useEffect(() => {
    if (!step) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, Math.max(0, (now - start) / 600));
      setCount({ step, roll: Math.round(step.roll * progress) });
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [step]);

  const outcome = round ? outcomeOf(round.stake, round.win, currency) : 'loss';
  const isCelebrated = step && shownRoll === step.roll && outcome === 'win';
  const hasLanded = step !== undefined && shownRoll === step.roll;
  useEffect(() => {
    if (hasLanded && round) presented(round.id);
  }, [hasLanded, round, presented]);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-5 px-4 py-6">
      <div className="rounded-2xl border border-line bg-panel p-5 text-center">
        <p className="text-xs text-muted uppercase">{t('play.dice.roll')}</p>
        <p
          data-testid="dice-roll"
          className={cx(
            'font-mono text-5xl font-black',
            step && shownRoll === step.roll && (outcome === 'win' ? 'text-emerald-400' : outcome === 'loss' ? 'text-danger' : ''),
            isCelebrated && 'animate-pulse',
          )}
        >
          {shownRoll === null ? '–' : hundredths(shownRoll)}
        </p>
        <p data-testid="dice-result" className="mt-1 min-h-6 text-sm" aria-live="polite">
          {round && step && shownRoll === step.roll
            ? t({ win: 'play.dice.won', returned: 'play.dice.returned', loss: 'play.dice.lost' }[outcome], {
                amount: formatMoney(round.win, currency),
              })
            : ''}
        </p>
      </div>

      <div className="relative h-3 rounded-full bg-danger/70">
        <div
          className="absolute inset-y-0 rounded-full bg-emerald-500"
          style={direction === 'under' ? { left: 0, width: `${clamped / 100}%` } : { left: `${clamped / 100}%`, right: 0 }}
        />
        {step && <div className="absolute -top-1.5 h-6 w-1 rounded bg-white" style={{ left: `${(shownRoll ?? 0) / 100}%` }} />}
      </div>
      <label className="flex flex-col gap-1 text-sm">
        {t('play.dice.target', { target: hundredths(clamped) })}
        <input
          type="range"
          min={min}
          max={max}
          step={1}
          value={clamped}
          disabled={isBusy}
          onChange={(event) => setTarget(Number(event.target.value))}
          className="accent-accent-2"
        />
      </label>
      <div className="grid grid-cols-3 gap-2 text-center text-sm">
        <button
          type="button"
          disabled={isBusy}
          onClick={() => setDirection(direction === 'under' ? 'over' : 'under')}
          className="rounded-lg border border-line bg-panel-2 py-2 font-semibold"
        >
          {t(`play.dice.${direction}`)}
        </button>
        <div className="rounded-lg border border-line py-2">
          <p className="text-[11px] text-muted">{t('play.dice.chance')}</p>
          <p className="font-mono font-semibold">{chance.toFixed(2)}%</p>
        </div>
        <div className="rounded-lg border border-line py-2">
          <p className="text-[11px] text-muted">{t('play.dice.multiplier')}</p>
          <p className="font-mono font-semibold">×{multiplier.toFixed(4)}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <StakeInput value={stake} onChange={setStake} currency={currency} min={limits.minBet} max={limits.maxBet} disabled={isBusy} />
        <button
          type="button"
          disabled={isBusy}
          onClick={() => void placeBet({ family: 'dice', amount: stake.trim(), direction, target: clamped })}
          className="rounded-full bg-accent px-10 py-3 text-lg font-extrabold uppercase disabled:opacity-50"
        >
          {t('play.dice.rollButton')}
        </button>
        <RoundingNotice notice={notice} />
      </div>
    </div>
  );
}
