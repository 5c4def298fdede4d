import type { CrapsPoint } from './points';

/**
 * Come and don't come. Once a point is on, the player may put a come (or don't come) bet down before a
 * roll; it stands in the come box until the next roll, which is its own come-out: come wins on 7 and 11 and
 * loses on 2, 3 and 12; don't come wins on 2 and 3, is returned on 12 (bar 12) and loses on 7 and 11. Any
 * other total moves the bet to that number, its come point, where it wins when the number rolls before a
 * seven (don't come the other way round). Each pays even money; no odds are offered on come points.
 */
export type ComeSide = 'come' | 'dontCome';
export type ComeBetName = ComeSide | `${ComeSide}${CrapsPoint}`;
export const COME_SIDES = ['come', 'dontCome'] as const;

const POINT_TOTALS: readonly number[] = [4, 5, 6, 8, 9, 10];

export const isComeBet = (name: string): name is ComeBetName => name.startsWith('come') || name.startsWith('dontCome');
/** 'come' or 'dontCome', wherever the bet stands. */
export const comeSideOf = (name: ComeBetName): ComeSide => (name.startsWith('dontCome') ? 'dontCome' : 'come');
/** The come point the bet stands on (null: in the box, waiting for its come-out roll). */
export const comePointOf = (name: ComeBetName): CrapsPoint | null => {
  const n = Number(name.slice(comeSideOf(name).length));
  return n > 0 ? (n as CrapsPoint) : null;
};

/** What a come bet does on this roll: decided, moved to its come point, or nothing (null). */
export function comeOutcome(name: ComeBetName, total: number): { outcome: 'win' | 'lose' | 'push' } | { travel: ComeBetName } | null {
  const side = comeSideOf(name);
  const point = comePointOf(name);
  let comeWins: boolean | null;
  if (point === null) {
    if (POINT_TOTALS.includes(total)) return { travel: `${side}${total as CrapsPoint}` };
    if (side === 'dontCome' && total === 12) return { outcome: 'push' };
    comeWins = total === 7 || total === 11;
  } else {
    comeWins = total === point ? true : total === 7 ? false : null;
  }
  if (comeWins === null) return null;
  return { outcome: comeWins === (side === 'come') ? 'win' : 'lose' };
}

/** Come bets on their points before those in the box, so a bet moving to a number never meets one just decided there. */
export const comeOrder = (names: readonly ComeBetName[]) =>
  [...names].sort((a, b) => Number(comePointOf(a) === null) - Number(comePointOf(b) === null));
