import { add, ratio, type Rational } from '../../shared/rational';
import {
  HARDWAYS,
  MAX_ROLLS,
  maxOdds,
  POINTS,
  rollOnce,
  tableOf,
  type CrapsBet,
  type CrapsBetName,
  type CrapsConfig,
  type CrapsLine,
  type Table,
} from './craps';
import { comeSideOf, isComeBet, type ComeSide } from './come';

// The exact math of a craps table: every sequence of up to MAX_ROLLS rolls of two dice, enumerated through
// the engine's own roll (rollOnce) as a distribution over tables, each roll's 36 ordered faces equally
// likely. Bets stake 30 units, which every pay divides (9:5, 7:6, 6:5, 3:2, 1:2 …), so no pay is rounded
// and the returns are exact fractions. The last roll a round may use returns every bet still up.

const UNIT = 30n;

/** The return of one bet per unit staked on it (1 returns the stake on average). */
export type CrapsBetMath = {
  bet: 'pass' | 'dontPass' | 'passOdds' | 'dontPassOdds' | ComeSide | Exclude<CrapsBetName, 'line' | 'odds' | `${ComeSide}${number}`>;
  rtp: Rational;
};

/** Tables with the same point and the same bets at the same amounts roll on alike (a come bet may take a number's place at another amount). */
const keyOf = (table: Table) =>
  `${table.point}|${Object.entries(table.bets)
    .map(([name, amount]) => `${name}=${amount}`)
    .sort()
    .join(',')}`;

/** A come bet is counted as one bet wherever it stands ('come9' is 'come'). */
const rootOf = (name: CrapsBetName): CrapsBetName => (isComeBet(name) ? comeSideOf(name) : name);

/**
 * The expected paid and staked amounts of every bet on the `opening` table, rolled on to the round's last
 * roll, where `withOdds` takes the table's most odds as soon as a point is set. With R = MAX_ROLLS − rolls
 * already made, each roll multiplies the paths by 36; what a path pays at roll k weighs 36^(R − k) over the
 * common denominator 36^R.
 */
function expectations(config: CrapsConfig, opening: Table, withOdds: boolean) {
  const paid = new Map<CrapsBetName, bigint>();
  const staked = new Map<CrapsBetName, bigint>();
  const left = MAX_ROLLS - opening.rolls;
  const denominator = 36n ** BigInt(left);
  const credit = (map: Map<CrapsBetName, bigint>, name: CrapsBetName, amount: bigint) =>
    map.set(rootOf(name), (map.get(rootOf(name)) ?? 0n) + amount);
  for (const [name, amount] of Object.entries(opening.bets)) credit(staked, name as CrapsBetName, amount * denominator);
  let paths = new Map([[keyOf(opening), { table: opening, count: 1n }]]);
  for (let k = 1; paths.size > 0; k += 1) {
    const weight = 36n ** BigInt(left - k);
    const next = new Map<string, { table: Table; count: bigint }>();
    for (const { table, count } of paths.values())
      for (let a = 1; a <= 6; a += 1)
        for (let b = 1; b <= 6; b += 1) {
          const rolled = rollOnce(config, table, a, b);
          for (const result of rolled.results) credit(paid, result.bet, result.paid * count * weight);
          if (rolled.isOver) continue;
          let after = rolled.table;
          if (withOdds && after.point !== null && after.bets.odds === undefined) {
            const odds = maxOdds(config, after);
            after = { ...after, bets: { ...after.bets, odds } };
            credit(staked, 'odds', odds * count * weight);
          }
          const key = keyOf(after);
          const path = next.get(key);
          if (path) path.count += count;
          else next.set(key, { table: after, count });
        }
    paths = next;
  }
  return {
    rtpOf: (name: CrapsBetName) => ratio(paid.get(name) ?? 0n, staked.get(name)!),
    /** What the bets of this name pay on average, per round played from the opening table. */
    paidOf: (name: CrapsBetName) => ratio(paid.get(name) ?? 0n, denominator),
  };
}

const lineBet = (line: CrapsLine): CrapsBet => ({ line, amount: UNIT, field: 0n, place: {}, hardways: {} });

/** The return of a line bet made with `rolls` of the round's rolls already used. */
export const lineRtpFrom = (config: CrapsConfig, line: CrapsLine, rolls: number) =>
  expectations(config, { ...tableOf(lineBet(line)), rolls }, false).rtpOf('line');

/**
 * The return of a come or don't come bet put down on `table` (a point on, any bets up, come bets among
 * them), whatever the line bet and the rest do: the engine rolls it from there on, to its own come point
 * and to the round's last roll. Come bets already up pay the same with or without it (each is decided by
 * its own number and the seven), so the bet's part is what the table pays with it less what it pays without.
 */
export function comeRtpFrom(config: CrapsConfig, side: ComeSide, table: Table): Rational {
  const withIt = expectations(config, { ...table, bets: { ...table.bets, [side]: UNIT } }, false).paidOf(side);
  const without = expectations(config, table, false).paidOf(side);
  return ratio(withIt.num * without.den - without.num * withIt.den, withIt.den * without.den * UNIT);
}

/**
 * A come bet alone, put down for the round's second roll (the soonest one can be): the line and the rest
 * change nothing of its return (comeRtpFrom, proven in the tests), so this small table gives it exactly.
 */
const comeAlone = (config: CrapsConfig, side: ComeSide) =>
  expectations(config, { line: 'pass', point: null, rolls: 1, bets: { [side]: UNIT } }, false).rtpOf(side);

const cache = new WeakMap<CrapsConfig, CrapsBetMath[]>();

/**
 * Every bet's exact return per unit staked: the line bets, the odds behind each (taken at the most the table
 * allows), come and don't come (put down on the first roll after the come-out, with one roll fewer left than
 * a line bet: the same return as a line bet with 99 rolls), the field (one roll), each place bet and each hardway (up until they win or lose; returned when
 * the round ends first, so they return more per unit than per bet decided).
 */
export function crapsMath(config: CrapsConfig): CrapsBetMath[] {
  const known = cache.get(config);
  if (known) return known;
  const pass = expectations(config, tableOf(lineBet('pass')), true);
  const dontPass = expectations(config, tableOf(lineBet('dontPass')), true);
  const side = (bet: Partial<CrapsBet>, name: CrapsBetName) =>
    expectations(config, tableOf({ ...lineBet('pass'), ...bet }), false).rtpOf(name);
  const math: CrapsBetMath[] = [
    { bet: 'pass', rtp: pass.rtpOf('line') },
    { bet: 'dontPass', rtp: dontPass.rtpOf('line') },
    { bet: 'passOdds', rtp: pass.rtpOf('odds') },
    { bet: 'dontPassOdds', rtp: dontPass.rtpOf('odds') },
    { bet: 'come', rtp: comeAlone(config, 'come') },
    { bet: 'dontCome', rtp: comeAlone(config, 'dontCome') },
    { bet: 'field', rtp: side({ field: UNIT }, 'field') },
    ...POINTS.map((n) => ({ bet: `place${n}` as const, rtp: side({ place: { [n]: UNIT } }, `place${n}`) })),
    ...HARDWAYS.map((n) => ({ bet: `hard${n}` as const, rtp: side({ hardways: { [n]: UNIT } }, `hard${n}`) })),
  ];
  cache.set(config, math);
  return math;
}

/** The title's stated return: the lower of its two line bets (the even-money bets every round makes). */
export function crapsLineRtp(config: CrapsConfig): Rational {
  const math = crapsMath(config);
  const pass = math.find((m) => m.bet === 'pass')!.rtp;
  const dontPass = math.find((m) => m.bet === 'dontPass')!.rtp;
  return pass.num * dontPass.den < dontPass.num * pass.den ? pass : dontPass;
}

/** The closed forms without a roll limit, to compare: pass wins 244/495, don't pass 949/1980 and pushes 1/36. */
export const UNLIMITED_PASS_RTP = ratio(488, 495);
export const UNLIMITED_DONT_PASS_RTP = add(ratio(2 * 949, 1980), ratio(1, 36));
