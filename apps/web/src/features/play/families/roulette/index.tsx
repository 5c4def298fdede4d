'use client';
import { pocketColour, ROULETTE_KINDS, spotKey, type RouletteSpot } from '@casino/games';
import { useEffect, useState } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { FamilyClientProps } from '../../family-props';
import { toDecimal, toMinor } from '../../lib/decimal';
import { chipValues, pickedSpot, slipSpots, slipTotal, wheelAngle, type Chip } from './bet-slip';
import { FeltChips, outsideChip } from './felt-chips';
import { feltPlace } from './felt';
import { Wheel } from './wheel';
import { gameSound } from '../../sound/game-sound';
import { useSoundOn } from '../../sound/use-sound';

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
// The table as it lies before the player, in a grid filled column by column: zero at the head, then each column
// of three numbers from the top (3, 2, 1; 6, 5, 4 … 36, 35, 34).
const NUMBERS = Array.from({ length: 12 }, (_, column) => [3, 2, 1].map((row) => column * 3 + row)).flat();
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
  const [wheel, setWheel] = useState<{ step: typeof step; angle: number; spins: number }>({ step: undefined, angle: 0, spins: 0 });
  if (wheel.step !== step && step) setWheel({ step, angle: wheelAngle(step.pocket, wheel.angle), spins: wheel.spins + 1 });
  const angle = wheel.angle;
  // The pocket, the spots' wins and the balance wait until the wheel has come to rest on this round's pocket.
  const [stopped, setStopped] = useState<typeof step>(undefined);
  const hasStopped = !isBusy && step !== undefined && stopped === step;
  useEffect(() => {
    if (hasStopped && round) presented(round.id);
  }, [hasStopped, round, presented]);
  useSoundOn(hasStopped && round ? round.id : null, 'ball');

  const add = (spot: RouletteSpot) => {
    setChips((current) => [...current, { spot, amount: chip }]);
    setNotice(null);
    gameSound.play('chip');
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
  const onFelt = slipSpots(chips);
  const chipsOn = (number: number) =>
    onFelt.flatMap(({ spot, amount }) => {
      const place = feltPlace(spot);
      return place?.anchor === number ? [{ key: spotKey(spot), place, amount }] : [];
    });
  const outsideAmount = (spot: RouletteSpot) => onFelt.find((entry) => spotKey(entry.spot) === spotKey(spot))?.amount;
  const lastSpots = round?.bet.spots ?? [];

  return (
    // Phones: the wheel beside the result and each spot's return, the table below; wide screens: side by side.
    <div className="flex flex-1 flex-col items-center gap-3 px-3 py-3 lg:flex-row lg:items-start lg:justify-center lg:gap-6">
      <div className="flex w-full max-w-xs items-start gap-3 lg:flex-col lg:items-center">
        <Wheel angle={angle} spins={wheel.spins} isSpinning={isBusy} onStopped={() => !isBusy && setStopped(step)} />
        <div className="flex min-w-0 flex-1 flex-col gap-1 self-stretch lg:w-full">
          <p data-testid="roulette-result" aria-live="polite" className="min-h-7 text-lg font-bold lg:text-center">
            {hasStopped ? t('play.roulette.result', { pocket: step.pocket, colour: t(`fairness.outcome.colours.${step.colour}`) }) : ''}
          </p>
          {hasStopped && (
            <ul data-testid="roulette-spot-wins" className="max-h-28 w-full overflow-y-auto text-xs sm:text-sm lg:max-h-56">
              {lastSpots.map((spot, index) => (
                <li key={index} className="flex justify-between gap-2 border-b border-line py-0.5">
                  <span className="truncate">{spotLabel(spot as RouletteSpot)}</span>
                  <span className="font-mono">{formatMoney(step?.wins[index] ?? '0', currency)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <div className="flex w-full max-w-md flex-col gap-2 lg:max-w-lg lg:gap-3">
        <div
          role="radiogroup"
          aria-label={t('play.roulette.betKind')}
          className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-0.5 sm:flex-wrap"
        >
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
                'shrink-0 rounded-full border px-3 py-1 text-xs font-semibold',
                kind === option ? 'border-accent-2 bg-accent/30' : 'border-line',
              )}
            >
              {ROULETTE_KINDS[option].name}
            </button>
          ))}
          <button
            type="button"
            onClick={() => add({ kind: 'firstFour', numbers: [0, 1, 2, 3] })}
            className="shrink-0 rounded-full border border-line px-3 py-1 text-xs font-semibold"
          >
            {ROULETTE_KINDS.firstFour.name}
          </button>
        </div>
        <p className="min-h-4 text-xs text-muted">
          {notice ?? (kind === 'straight' ? t('play.roulette.tapNumber') : ROULETTE_KINDS[kind].rule)}
        </p>

        <div
          role="group"
          data-testid="roulette-table"
          aria-label={t('play.roulette.table')}
          className="grid grid-flow-col grid-cols-[auto_repeat(12,minmax(0,1fr))] grid-rows-3 gap-0.5 text-xs sm:gap-1 sm:text-sm"
        >
          <button
            type="button"
            onClick={() => pick(0)}
            aria-pressed={picked.includes(0)}
            className={cx('relative row-span-3 rounded px-1.5 font-bold sm:px-2.5', CELL.green, picked.includes(0) && 'ring-2 ring-gold')}
          >
            0
            <FeltChips chips={chipsOn(0)} currency={currency} />
          </button>
          {NUMBERS.map((number) => (
            <button
              key={number}
              type="button"
              onClick={() => pick(number)}
              aria-pressed={picked.includes(number)}
              className={cx(
                'relative rounded py-1.5 font-bold sm:py-2',
                CELL[pocketColour(number)],
                picked.includes(number) && 'ring-2 ring-gold',
              )}
            >
              {number}
              <FeltChips chips={chipsOn(number)} currency={currency} />
            </button>
          ))}
        </div>
        <div className="grid grid-cols-6 gap-1 text-[10px] font-semibold whitespace-nowrap sm:text-xs">
          {OUTSIDE.map((spot) => (
            <button
              key={spotLabel(spot)}
              type="button"
              onClick={() => add(spot)}
              className="relative rounded border border-line bg-panel-2 px-0.5 py-1.5"
            >
              {spotLabel(spot)}
              <FeltChips chips={outsideChip(spot, outsideAmount(spot))} currency={currency} />
            </button>
          ))}
        </div>

        <div
          role="radiogroup"
          aria-label={t('play.roulette.chip')}
          className="-mx-1 flex items-center gap-2 overflow-x-auto px-1 py-0.5 sm:flex-wrap"
        >
          {chipsOffered.map((value) => (
            <button
              key={value.toString()}
              type="button"
              role="radio"
              aria-checked={chip === value}
              onClick={() => setChip(value)}
              className={cx(
                'shrink-0 rounded-full border-2 border-dashed px-3 py-1.5 font-mono text-xs font-bold',
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
          className="rounded-full bg-accent py-2.5 text-lg font-extrabold uppercase disabled:opacity-50 lg:py-3"
        >
          {isBusy ? t('play.roulette.spinning') : t('play.roulette.spin')}
        </button>
      </div>
    </div>
  );
}
