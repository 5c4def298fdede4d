import { add, ratio, type Rational } from '../slots/rational';
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

// The exact math of a craps table: every sequence of up to MAX_ROLLS rolls of two dice, enumerated through
// the engine's own roll (rollOnce) as a distribution over tables, each roll's 36 ordered faces equally
// likely. Bets stake 30 units, which every pay divides (9:5, 7:6, 6:5, 3:2, 1:2 …), so no pay is rounded
// and the returns are exact fractions. The last roll a round may use returns every bet still up.

const UNIT = 30n;

/** The return of one bet per unit staked on it (1 returns the stake on average). */
export type CrapsBetMath = {
  bet: 'pass' | 'dontPass' | 'passOdds' | 'dontPassOdds' | Exclude<CrapsBetName, 'line' | 'odds'>;
  rtp: Rational;
};

const keyOf = (table: Table) => `${table.point}|${Object.keys(table.bets).sort().join(',')}`;

/**
 * The expected paid and staked amounts of every bet of a round opened with `bet`, where `withOdds` takes
 * the table's most odds as soon as a point is set. Each roll multiplies the paths by 36; what a path pays at
 * roll k weighs 36^(MAX_ROLLS − k) over the common denominator 36^MAX_ROLLS.
 */
function expectations(config: CrapsConfig, bet: CrapsBet, withOdds: boolean) {
  const paid = new Map<CrapsBetName, bigint>();
  const staked = new Map<CrapsBetName, bigint>();
  const denominator = 36n ** BigInt(MAX_ROLLS);
  const credit = (map: Map<CrapsBetName, bigint>, name: CrapsBetName, amount: bigint) => map.set(name, (map.get(name) ?? 0n) + amount);
  const opening = tableOf(bet);
  for (const [name, amount] of Object.entries(opening.bets)) credit(staked, name as CrapsBetName, amount * denominator);
  let paths = new Map([[keyOf(opening), { table: opening, count: 1n }]]);
  for (let k = 1; paths.size > 0; k += 1) {
    const weight = 36n ** BigInt(MAX_ROLLS - k);
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
  return { rtpOf: (name: CrapsBetName) => ratio(paid.get(name) ?? 0n, staked.get(name)!) };
}

const lineBet = (line: CrapsLine): CrapsBet => ({ line, amount: UNIT, field: 0n, place: {}, hardways: {} });

const cache = new WeakMap<CrapsConfig, CrapsBetMath[]>();

/**
 * Every bet's exact return per unit staked: the line bets, the odds behind each (taken at the most the table
 * allows), the field (one roll), each place bet and each hardway (up until they win or lose; returned when
 * the round ends first, so they return more per unit than per bet decided).
 */
export function crapsMath(config: CrapsConfig): CrapsBetMath[] {
  const known = cache.get(config);
  if (known) return known;
  const pass = expectations(config, lineBet('pass'), true);
  const dontPass = expectations(config, lineBet('dontPass'), true);
  const side = (bet: Partial<CrapsBet>, name: CrapsBetName) => expectations(config, { ...lineBet('pass'), ...bet }, false).rtpOf(name);
  const math: CrapsBetMath[] = [
    { bet: 'pass', rtp: pass.rtpOf('line') },
    { bet: 'dontPass', rtp: dontPass.rtpOf('line') },
    { bet: 'passOdds', rtp: pass.rtpOf('odds') },
    { bet: 'dontPassOdds', rtp: dontPass.rtpOf('odds') },
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
