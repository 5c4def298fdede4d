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

/** What the screen draws of a round: the last roll, the point (null: off), the odds taken, the rolls so far. */
export function crapsTableOf(round: CrapsRound | null) {
  const rolls = (round?.steps ?? []).filter((step): step is Roll => step.kind === 'roll');
  const last = rolls.at(-1) ?? null;
  const odds = round?.steps.find((step) => step.kind === 'odds');
  const isOpen = round?.status === 'open';
  return {
    isOpen,
    dice: last?.dice ?? null,
    point: isOpen ? (last?.point ?? null) : null,
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
