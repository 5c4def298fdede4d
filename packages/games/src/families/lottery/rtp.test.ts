import { describe, expect, it } from 'vitest';
import { ratio, sum, toPercent } from '../../shared/rational';
import type { LotteryConfig } from './lottery';
import { hitChance, lotteryMath } from './rtp';

const keno = { numbers: 40, drawn: 10 };

describe('the lottery math', () => {
  it('gives each number of hits its hypergeometric chance, the chances adding up to one', () => {
    // 1 pick: 10 of 40 drawn. 2 picks: both drawn C(10,2)/C(40,2) = 45/780; one 10 × 30/780.
    expect(hitChance(keno, 1, 1)).toEqual(ratio(1, 4));
    expect(hitChance(keno, 2, 2)).toEqual(ratio(45, 780));
    expect(hitChance(keno, 2, 1)).toEqual(ratio(300, 780));
    // Lotto 6 of 49: the jackpot is one ticket in 13,983,816; five hits 6 × 43 of them.
    expect(hitChance({ numbers: 49, drawn: 6 }, 6, 6)).toEqual(ratio(1, 13_983_816));
    expect(hitChance({ numbers: 49, drawn: 6 }, 6, 5)).toEqual(ratio(258, 13_983_816));
    for (let picks = 1; picks <= 10; picks += 1)
      expect(sum(Array.from({ length: picks + 1 }, (_, hits) => hitChance(keno, picks, hits)))).toEqual(ratio(1));
    expect(sum(Array.from({ length: 25 }, (_, hits) => hitChance({ numbers: 75, drawn: 30 }, 24, hits)))).toEqual(ratio(1));
  });

  it('returns Σ chance × pay per pick count, exactly', () => {
    const config: LotteryConfig = {
      game: 'keno',
      ...keno,
      pays: { 1: [0, 3.8], 2: [0, 1, 9.8], 3: [0, 0, 2.5, 50] },
      limits: { minBet: 1n, maxBet: 10n },
    };
    const math = lotteryMath(config);
    expect(math.map((pick) => pick.picks)).toEqual([1, 2, 3]);
    expect(math[0]!.rtp).toEqual(ratio(95, 100));
    // (300 × 1 + 45 × 9.8) / 780 = 741 / 780 = 0.95
    expect(math[1]!.rtp).toEqual(ratio(95, 100));
    expect(math[1]!.hitRate).toEqual(ratio(345, 780));
    // 3 picks: (C(10,2)·30 × 2.5 + C(10,3) × 50) / C(40,3) = (3375 + 6000) / 9880
    expect(math[2]!.rtp).toEqual(ratio(9_375, 9_880));
    expect(toPercent(math[2]!.rtp, 4)).toBe('94.8887');
  });
});
