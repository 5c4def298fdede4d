import { isPaidInFull, roundingRefusal, type Payout } from '../../shared/rounding';
import type { FamilyRounding } from '../family-module';
import { oddsPay, tableFromSteps, type CrapsAction, type CrapsBet, type CrapsConfig, type CrapsLine, type CrapsState } from './craps';
import { POINTS, type CrapsPoint } from './points';

// Place bets and odds pay fractions of the stake (7 to 6, 3 to 2, …); the other bets pay whole stakes.

/** Ways of rolling each point (of 36), against the seven's six. */
const POINT_WAYS: Record<CrapsPoint, number> = { 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3 };
const winsBeforeSeven = (point: CrapsPoint) => POINT_WAYS[point] / (POINT_WAYS[point] + 6);

/** A place bet wins when its number rolls before a seven, paid at the table's place pay (7 to 6 on 6 and 8). */
const placePayouts = (config: CrapsConfig, point: CrapsPoint): Payout[] => {
  const [num, den] = config.place[point];
  return [{ chance: winsBeforeSeven(point), num, den }];
};

/** Odds behind the line win with the line, at true odds (3 to 2, 6 to 5; laid odds the inverse). */
const oddsPayouts = (line: CrapsLine, point: CrapsPoint): Payout[] => {
  const [num, den] = oddsPay(line, point);
  return [{ chance: line === 'pass' ? winsBeforeSeven(point) : 1 - winsBeforeSeven(point), num, den }];
};

export const crapsRounding: FamilyRounding<CrapsConfig> = {
  *bets(config) {
    for (const point of POINTS) yield [placePayouts(config, point)];
    for (const line of ['pass', 'dontPass'] as const) for (const point of POINTS) yield [oddsPayouts(line, point)];
  },
  check(config, bet) {
    const place = Object.entries((bet as CrapsBet).place ?? {}) as [`${CrapsPoint}`, bigint][];
    const refused = place.find(([point, amount]) => !isPaidInFull(() => [placePayouts(config, Number(point) as CrapsPoint)], amount));
    return refused
      ? `${roundingRefusal(`a place ${refused[0]} win`)} Place 6 and 8 pay to the cent on multiples of 6 of the smallest unit, 4, 5, 9 and 10 on multiples of 5.`
      : null;
  },
  /** Odds behind the line, taken inside an open round. */
  checkAction(_config, state, action) {
    if ((action as CrapsAction).kind !== 'odds') return null;
    const table = tableFromSteps((state as CrapsState).steps);
    const { amount } = action as Extract<CrapsAction, { kind: 'odds' }>;
    if (table.point === null || isPaidInFull(() => [oddsPayouts(table.line, table.point!)], amount)) return null;
    return roundingRefusal('an odds win');
  },
};
