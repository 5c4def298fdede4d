import { add, mul, ratio, ZERO, type Rational } from '../../shared/rational';
import { decisiveWeights, isDecided, REGULATION_KICKS, type PenaltyConfig, type PenaltyField } from './penalty';

/** One way a shoot-out can end, with its exact chance. */
export type PenaltyOutcome = { homeGoals: number; awayGoals: number; suddenDeath: boolean; chance: Rational };

const choose = (n: number, k: number): bigint => {
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
};
const power = (base: Rational, exponent: number): Rational => ratio(base.num ** BigInt(exponent), base.den ** BigInt(exponent));

/**
 * Every ending of a shoot-out between these sides, exactly. Regulation is enumerated kick by kick (at
 * most 2^10 paths, merged by score). A level regulation at g–g goes to sudden death: with x the chance
 * both score a round, y both miss, h home alone scores and w away alone, the shoot-out ends in round r
 * with m rounds of both scoring before it with chance C(r−1, m) x^m y^(r−1−m) × h (home wins
 * g+m+1 – g+m) or × w; after the last allowed level round the decider splits what is left h : w.
 */
export function penaltyOutcomes(config: Pick<PenaltyConfig, 'suddenDeathRounds'>, field: PenaltyField): PenaltyOutcome[] {
  const a = ratio(field.homeChance, 100);
  const b = ratio(field.awayChance, 100);
  const miss = (p: Rational) => ratio(p.den - p.num, p.den);
  const outcomes = new Map<string, PenaltyOutcome>();
  const record = (homeGoals: number, awayGoals: number, suddenDeath: boolean, chance: Rational) => {
    const key = `${homeGoals}-${awayGoals}-${suddenDeath}`;
    const seen = outcomes.get(key);
    outcomes.set(key, { homeGoals, awayGoals, suddenDeath, chance: seen ? add(seen.chance, chance) : chance });
  };

  // Sudden death from level, once per pair of chances: ends after `extra` rounds of both scoring, with the
  // chance home (or away) wins it, summed over the rounds it can end in.
  const suddenDeathEnds = suddenDeathTable(config.suddenDeathRounds, a, b, field);

  let states = new Map<string, { home: number; away: number; chance: Rational }>([['0-0', { home: 0, away: 0, chance: ratio(1) }]]);
  for (let taken = 0; taken <= 2 * REGULATION_KICKS; taken += 1) {
    const next = new Map<string, { home: number; away: number; chance: Rational }>();
    const move = (home: number, away: number, chance: Rational) => {
      const key = `${home}-${away}`;
      const seen = next.get(key);
      next.set(key, { home, away, chance: seen ? add(seen.chance, chance) : chance });
    };
    for (const state of states.values()) {
      if (isDecided(state.home, state.away, taken)) record(state.home, state.away, false, state.chance);
      else if (taken === 2 * REGULATION_KICKS) suddenDeath(state.home, state.chance);
      else {
        const scores = taken % 2 === 0 ? a : b;
        const [home, away] = taken % 2 === 0 ? [1, 0] : [0, 1];
        move(state.home + home, state.away + away, mul(state.chance, scores));
        move(state.home, state.away, mul(state.chance, miss(scores)));
      }
    }
    states = next;
  }

  function suddenDeath(level: number, reached: Rational) {
    for (const { extra, home, away } of suddenDeathEnds) {
      record(level + extra + 1, level + extra, true, mul(reached, home));
      record(level + extra, level + extra + 1, true, mul(reached, away));
    }
  }
  return [...outcomes.values()];
}

function suddenDeathTable(rounds: number, a: Rational, b: Rational, field: PenaltyField) {
  const miss = (p: Rational) => ratio(p.den - p.num, p.den);
  const both = mul(a, b);
  const neither = mul(miss(a), miss(b));
  const [homeWeight, awayWeight] = decisiveWeights(field);
  const decider = [ratio(homeWeight, homeWeight + awayWeight), ratio(awayWeight, homeWeight + awayWeight)] as const;
  const alone = [mul(a, miss(b)), mul(miss(a), b)] as const;
  const ends = Array.from({ length: rounds + 1 }, (_, extra) => ({ extra, home: ZERO, away: ZERO }));
  for (let r = 1; r <= rounds + 1; r += 1) {
    const [home, away] = r <= rounds ? alone : decider;
    for (let m = 0; m < r; m += 1) {
      const level = mul(ratio(choose(r - 1, m)), mul(power(both, m), power(neither, r - 1 - m)));
      ends[m]!.home = add(ends[m]!.home, mul(level, home));
      ends[m]!.away = add(ends[m]!.away, mul(level, away));
    }
  }
  return ends;
}

export const totalChance = (outcomes: PenaltyOutcome[], match: (o: PenaltyOutcome) => boolean): Rational =>
  outcomes.filter(match).reduce((total, o) => add(total, o.chance), ZERO);
