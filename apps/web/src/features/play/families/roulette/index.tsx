'use client';
import { pocketColour, ROULETTE_KINDS, type RouletteSpot } from '@casino/games';
import { useEffect, useState } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { FamilyClientProps } from '../../family-props';
import { toDecimal, toMinor } from '../../lib/decimal';
import { chipValues, pickedSpot, slipSpots, slipTotal, wheelAngle, type Chip } from './bet-slip';
import { Wheel } from './wheel';

type PickKind = 'straight' | 'split' | 'street' | 'trio' | 'corner' | 'sixLine';
const PICK_KINDS: PickKind[] = ['straight', 'split', 'street', 'trio', 'corner', 'sixLine'];
const OUTSIDE: RouletteSpot[] = [
  { kind: 'low' },
  { kind: 'even' },
  { kind: 'red' },
  { kind: 'black' },
  { kind: 'odd' },
  { kind: 'high' },
  { kind: 'dozen', which: 1 },
  { kind: 'dozen', which: 2 },
  { kind: 'dozen', which: 3 },
  { kind: 'column', which: 1 },
  { kind: 'column', which: 2 },
  { kind: 'column', which: 3 },
];
const ROWS = Array.from({ length: 12 }, (_, row) => [1, 2, 3].map((column) => row * 3 + column));
const CELL = { red: 'bg-red-700', black: 'bg-zinc-900', green: 'bg-emerald-700' } as const;

const spotLabel = (spot: RouletteSpot) =>
  'numbers' in spot
    ? `${ROULETTE_KINDS[spot.kind].name} ${spot.numbers.join('/')}`
    : 'which' in spot
      ? `${ROULETTE_KINDS[spot.kind].name} ${spot.which}`
      : ROULETTE_KINDS[spot.kind].name;

/** European roulette: chips on any inside or outside spot, then one spin of the wheel. */
export function RouletteScreen({ session, round, isBusy, placeBet, presented }: FamilyClientProps<'roulette'>) {
  const { view, currency } = session;
  const limits = { minSpot: toMinor(view.limits.minSpot, currency), maxRound: toMinor(view.limits.maxRound, currency) };
  const chipsOffered = chipValues(limits.minSpot, limits.maxRound);
  const [chip, setChip] = useState(chipsOffered[0] ?? limits.minSpot);
  const [chips, setChips] = useState<Chip[]>([]);
  const [kind, setKind] = useState<PickKind>('straight');
  const [picked, setPicked] = useState<number[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const step = round?.steps[0];
  // The wheel turns on from where it stopped to each new round's pocket.
  const [wheel, setWheel] = useState<{ step: typeof step; angle: number }>({ step: undefined, angle: 0 });
  if (wheel.step !== step) setWheel({ step, angle: step ? wheelAngle(step.pocket, wheel.angle) : wheel.angle });
  const angle = wheel.angle;
  // The pocket, the spots' wins and the balance wait until the wheel has come to rest on this round's pocket.
  const [stopped, setStopped] = useState<typeof step>(undefined);
  const hasStopped = !isBusy && step !== undefined && stopped === step;
  useEffect(() => {
    if (hasStopped && round) presented(round.id);
  }, [hasStopped, round, presented]);

  const add = (spot: RouletteSpot) => {
    setChips((current) => [...current, { spot, amount: chip }]);
    setNotice(null);
  };

  function pick(number: number) {
    if (kind === 'straight') return add({ kind: 'straight', numbers: [number] });
    const next = picked.includes(number) ? picked.filter((n) => n !== number) : [...picked, number];
    const result = pickedSpot(kind, next, ROULETTE_KINDS[kind].covers);
    if (result === null) return setPicked(next);
    setPicked([]);
    if (typeof result === 'string') setNotice(result);
    else add(result);
  }

  async function spin() {
    const spots = slipSpots(chips).map(({ spot, amount }) => ({ ...spot, amount: toDecimal(amount, currency) }));
    await placeBet({ family: 'roulette', spots });
  }

  const total = slipTotal(chips);
  const lastSpots = round?.bet.spots ?? [];

  return (
    <div className="flex flex-1 flex-col items-center gap-4 px-3 py-4 lg:flex-row lg:items-start lg:justify-center">
      <div className="flex w-full max-w-xs flex-col items-center gap-3">
        <Wheel angle={angle} isSpinning={isBusy} onStopped={() => !isBusy && setStopped(step)} />
        <p data-testid="roulette-result" aria-live="polite" className="min-h-7 text-lg font-bold">
          {hasStopped ? t('play.roulette.result', { pocket: step.pocket, colour: t(`fairness.outcome.colours.${step.colour}`) }) : ''}
        </p>
        {hasStopped && (
          <ul className="w-full text-sm">
            {lastSpots.map((spot, index) => (
              <li key={index} className="flex justify-between border-b border-line py-1">
                <span>{spotLabel(spot as RouletteSpot)}</span>
                <span className="font-mono">{formatMoney(step?.wins[index] ?? '0', currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="flex w-full max-w-md flex-col gap-3">
        <div role="radiogroup" aria-label={t('play.roulette.betKind')} className="flex flex-wrap gap-1.5">
          {PICK_KINDS.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={kind === option}
              onClick={() => {
                setKind(option);
                setPicked([]);
              }}
              className={cx(
                'rounded-full border px-3 py-1 text-xs font-semibold',
                kind === option ? 'border-accent-2 bg-accent/30' : 'border-line',
              )}
            >
              {ROULETTE_KINDS[option].name}
            </button>
          ))}
          <button
            type="button"
            onClick={() => add({ kind: 'firstFour', numbers: [0, 1, 2, 3] })}
            className="rounded-full border border-line px-3 py-1 text-xs font-semibold"
          >
            {ROULETTE_KINDS.firstFour.name}
          </button>
        </div>
        <p className="min-h-5 text-xs text-muted">
          {notice ?? (kind === 'straight' ? t('play.roulette.tapNumber') : ROULETTE_KINDS[kind].rule)}
        </p>

        <div className="grid grid-cols-3 gap-1" aria-label={t('play.roulette.table')}>
          <button
            type="button"
            onClick={() => pick(0)}
            aria-pressed={picked.includes(0)}
            className={cx('col-span-3 rounded py-1.5 font-bold', CELL.green, picked.includes(0) && 'ring-2 ring-gold')}
          >
            0
          </button>
          {ROWS.flat().map((number) => (
            <button
              key={number}
              type="button"
              onClick={() => pick(number)}
              aria-pressed={picked.includes(number)}
              className={cx('rounded py-1.5 font-bold', CELL[pocketColour(number)], picked.includes(number) && 'ring-2 ring-gold')}
            >
              {number}
            </button>
          ))}
        </div>
        <div className="grid grid-cols-3 gap-1 text-xs font-semibold">
          {OUTSIDE.map((spot) => (
            <button key={spotLabel(spot)} type="button" onClick={() => add(spot)} className="rounded border border-line bg-panel-2 py-2">
              {spotLabel(spot)}
            </button>
          ))}
        </div>

        <div role="radiogroup" aria-label={t('play.roulette.chip')} className="flex flex-wrap items-center gap-2">
          {chipsOffered.map((value) => (
            <button
              key={value.toString()}
              type="button"
              role="radio"
              aria-checked={chip === value}
              onClick={() => setChip(value)}
              className={cx(
                'rounded-full border-2 border-dashed px-3 py-1.5 font-mono text-xs font-bold',
                chip === value ? 'border-gold bg-gold/20' : 'border-line',
              )}
            >
              {formatMoney(toDecimal(value, currency), currency)}
            </button>
          ))}
        </div>

        <div className="flex items-center justify-between gap-2">
          <p className="text-sm">
            {t('play.stake')}{' '}
            <span data-testid="play-stake" className="font-mono font-bold">
              {formatMoney(toDecimal(total, currency), currency)}
            </span>{' '}
            <span className="text-muted">({t('play.roulette.spots', { count: slipSpots(chips).length })})</span>
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              disabled={chips.length === 0 || isBusy}
              onClick={() => setChips((c) => c.slice(0, -1))}
              className="rounded-lg border border-line px-3 py-1.5 text-sm disabled:opacity-50"
            >
              {t('play.roulette.undo')}
            </button>
            <button
              type="button"
              disabled={chips.length === 0 || isBusy}
              onClick={() => setChips([])}
              className="rounded-lg border border-line px-3 py-1.5 text-sm disabled:opacity-50"
            >
              {t('play.roulette.clear')}
            </button>
          </div>
        </div>
        <button
          type="button"
          disabled={chips.length === 0 || isBusy}
          onClick={() => void spin()}
          className="rounded-full bg-accent py-3 text-lg font-extrabold uppercase disabled:opacity-50"
        >
          {isBusy ? t('play.roulette.spinning') : t('play.roulette.spin')}
        </button>
      </div>
    </div>
  );
}
