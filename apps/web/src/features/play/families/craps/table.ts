import type { TCrapsStep, TPlayRound } from '@casino/contracts';

type CrapsRound = Extract<TPlayRound, { family: 'craps' }>;
type Roll = Extract<TCrapsStep, { kind: 'roll' }>;

/** The bets a player can put chips on before the come-out, in the order the table shows them. */
export const TABLE_SPOTS = [
  'pass',
  'dontPass',
  'field',
  'place4',
  'place5',
  'place6',
  'place8',
  'place9',
  'place10',
  'hard4',
  'hard6',
  'hard8',
  'hard10',
] as const;
export type TableSpot = (typeof TABLE_SPOTS)[number];

/** A come or don't come bet up on the table: in the box (point null, waiting for the next roll) or on its come point. */
export type ComeBetUp = { bet: string; side: 'come' | 'dontCome'; point: number | null; amount: string };

/** The come bets up now: those the last roll left on their points, then those put down since (in the box). */
function comeBetsOf(round: CrapsRound | null, isOpen: boolean): ComeBetUp[] {
  if (!round || !isOpen) return [];
  const steps = round.steps;
  const lastRoll = steps.map((step) => step.kind).lastIndexOf('roll');
  const travelling = Object.entries((steps[lastRoll] as Roll | undefined)?.come ?? {}).map(([bet, amount]): ComeBetUp => {
    const side = bet.startsWith('dontCome') ? 'dontCome' : 'come';
    return { bet, side, point: Number(bet.slice(side.length)) || null, amount: amount! };
  });
  const inBox = steps
    .slice(lastRoll + 1)
    .flatMap((step): ComeBetUp[] => (step.kind === 'come' ? [{ bet: step.bet, side: step.bet, point: null, amount: step.amount }] : []));
  return [...travelling, ...inBox];
}

/**
 * What the screen draws of a round: the last roll, the point (null: off), the odds taken, the rolls so far,
 * the come bets up and whether a come or don't come bet may go down now (a point on, none of that side in the box).
 */
export function crapsTableOf(round: CrapsRound | null) {
  const rolls = (round?.steps ?? []).filter((step): step is Roll => step.kind === 'roll');
  const last = rolls.at(-1) ?? null;
  const odds = round?.steps.find((step) => step.kind === 'odds');
  const isOpen = round?.status === 'open';
  const point = isOpen ? (last?.point ?? null) : null;
  const comeBets = comeBetsOf(round, isOpen);
  const canCome = (side: 'come' | 'dontCome') => point !== null && !comeBets.some((bet) => bet.bet === side);
  return {
    isOpen,
    comeBets,
    canCome: { come: canCome('come'), dontCome: canCome('dontCome') },
    /** The line decided, the round rolls on for come bets still travelling. */
    isRollingForCome: isOpen && point === null && comeBets.length > 0,
    dice: last?.dice ?? null,
    point,
    rolls: rolls.length,
    lastResults: last?.results ?? [],
    odds: odds?.kind === 'odds' ? odds.amount : null,
    line: round?.bet.line ?? null,
    lineAmount: round?.bet.amount ?? null,
  };
}

/** The bet as the API takes it, from the chips on each spot (minor units, as decimals by `decimal`). */
export function crapsBetOf(chips: Partial<Record<TableSpot, string>>) {
  const line = chips.pass ? 'pass' : 'dontPass';
  const amount = chips.pass ?? chips.dontPass ?? '0';
  const pick = (prefix: 'place' | 'hard') =>
    Object.fromEntries(
      TABLE_SPOTS.filter((spot) => spot.startsWith(prefix) && chips[spot]).map((spot) => [spot.slice(prefix.length), chips[spot]!]),
    );
  return {
    family: 'craps' as const,
    line: line as 'pass' | 'dontPass',
    amount,
    ...(chips.field ? { field: chips.field } : {}),
    place: pick('place'),
    hardways: pick('hard'),
  };
}
