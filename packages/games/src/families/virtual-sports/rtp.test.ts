import { describe, expect, it } from 'vitest';
import { ratio } from '../../shared/rational';
import type { PenaltyConfig } from './penalty';
import type { RaceConfig } from './race';
import { penaltyMath, raceMath, tierFields } from './rtp';

const race = (tiers: number[], runners: number, markets: RaceConfig['markets'], bookRtp: number): RaceConfig => ({
  sport: 'speedway',
  runners,
  names: ['A', 'B', 'C', 'D'],
  tiers,
  bookRtp,
  markets,
  schedule: { intervalSeconds: 60, closeSeconds: 5, runSeconds: 30 },
  limits: { minBet: 1n, maxBet: 100n },
});

describe('the virtual sports math', () => {
  it('enumerates the tier multisets of a field with their multinomial chances', () => {
    expect(tierFields([1, 2], 3)).toEqual([
      { strengths: [1, 1, 1], chance: ratio(1, 8) },
      { strengths: [1, 1, 2], chance: ratio(3, 8) },
      { strengths: [1, 2, 2], chance: ratio(3, 8) },
      { strengths: [2, 2, 2], chance: ratio(1, 8) },
    ]);
    expect(tierFields([3, 4, 5, 6, 8], 8)).toHaveLength(495); // C(12, 4)
  });

  it('returns the book factor exactly where every price lands on the grid', () => {
    // Four equal riders at 96 %: win and position 1/4 → 3.84, forecast 1/12 → 11.52.
    const math = raceMath(race([1], 4, ['win', 'forecast', 'position'], 9_600));
    expect(math.bookRtp).toEqual(ratio(24, 25));
    expect(math.markets).toEqual([
      { market: 'win', lowest: ratio(24, 25), average: ratio(24, 25), highestOdds: 384 },
      { market: 'forecast', lowest: ratio(24, 25), average: ratio(24, 25), highestOdds: 1_152 },
      { market: 'position', lowest: ratio(24, 25), average: ratio(24, 25), highestOdds: 384 },
    ]);
  });

  it('averages over the field’s draw and finds the least return — worked by hand', () => {
    // Two runners, strengths 1 or 3, at 95 %. Fields 1-1 and 3-3 (¼ each): 1.90, returning 95 %. Field 1-3
    // (½): 3.80 (95 %) and 0.95 ÷ ¾ = 1.2666 → 1.26 (94.5 %). Average ¼ · 0.95 + ½ · 0.9475 + ¼ · 0.95.
    const math = raceMath(race([1, 3], 2, ['win'], 9_500));
    expect(math.markets).toEqual([{ market: 'win', lowest: ratio(945, 1_000), average: ratio(94_875, 100_000), highestOdds: 380 }]);
  });

  it('gives level sides an even shoot-out: the winner returns the book factor exactly', () => {
    const config: PenaltyConfig = {
      sport: 'penalties',
      teams: ['A', 'B'],
      chances: [50],
      suddenDeathRounds: 4,
      totalLine: 6,
      bookRtp: 9_600,
      schedule: { intervalSeconds: 60, closeSeconds: 5, runSeconds: 30 },
      limits: { minBet: 1n, maxBet: 100n },
    };
    const winner = penaltyMath(config).markets.find((m) => m.market === 'winner')!;
    expect(winner).toEqual({ market: 'winner', lowest: ratio(24, 25), average: ratio(24, 25), highestOdds: 192 });
  });
});
