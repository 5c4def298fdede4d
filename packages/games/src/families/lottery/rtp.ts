import { ratio, sum, type Rational } from '../../shared/rational';
import type { Payout } from '../../shared/rounding';
import { MULTIPLIER_SCALE, toTenThousandths } from '../../shared/stakes';
import { pickCounts, type LotteryConfig } from './lottery';

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/**
 * The chance that `hits` of a ticket's `picks` numbers are among the `drawn` of `numbers`: the
 * hypergeometric C(drawn, hits) · C(numbers − drawn, picks − hits) / C(numbers, picks). Which numbers
 * the ticket holds does not matter, only how many, so a bingo card of 24 is any 24 numbers.
 */
export function hitChance(config: Pick<LotteryConfig, 'numbers' | 'drawn'>, picks: number, hits: number): Rational {
  return ratio(choose(config.drawn, hits) * choose(config.numbers - config.drawn, picks - hits), choose(config.numbers, picks));
}

export type LotteryPickMath = { picks: number; rtp: Rational; hitRate: Rational };

/** Per pick count, the exact return Σ chance(hits) × pay(hits) and the chance of any pay. */
export function lotteryMath(config: LotteryConfig): LotteryPickMath[] {
  return pickCounts(config).map((picks) => {
    const pays = config.pays[picks]!;
    const chances = pays.map((_, hits) => hitChance(config, picks, hits));
    const rtp = sum(
      chances.map((chance, hits) => ratio(chance.num * BigInt(toTenThousandths(pays[hits]!)), chance.den * BigInt(MULTIPLIER_SCALE))),
    );
    const hitRate = sum(chances.filter((_, hits) => pays[hits]! > 0));
    return { picks, rtp, hitRate };
  });
}

/** A ticket's payouts by its number of picks: each count of hits, its chance and its pay. */
export function lotteryPayouts(config: LotteryConfig, picks: number): Payout[] {
  return config.pays[picks]!.map((pay, hits) => {
    const chance = hitChance(config, picks, hits);
    return { chance: Number(chance.num) / Number(chance.den), num: toTenThousandths(pay), den: MULTIPLIER_SCALE };
  });
}
