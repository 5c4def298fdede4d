import { describe, expect, it } from 'vitest';
import { HOLDEM_TITLES } from './titles';
import { mulberry32 } from '../../simulation/prng';
import { ratio, toPercent } from '../../shared/rational';
import { AA_BONUS_HAND_COUNTS, aaBonusHandCounts, aaBonusRtp, RECORDED_ANTE_RTPS, recordedAnteRtp } from './rtp';
import { simulateHoldem } from './simulate';

describe('casino hold’em math', () => {
  it('counts the AA bonus hands of all 2,598,960 five-card hands, as the constants the return uses say', () => {
    expect(aaBonusHandCounts()).toEqual(AA_BONUS_HAND_COUNTS);
    expect(AA_BONUS_HAND_COUNTS).toEqual({
      royalFlush: 4,
      straightFlush: 36,
      fourOfAKind: 624,
      fullHouse: 3_744,
      flush: 5_108,
      straight: 10_200,
      threeOfAKind: 54_912,
      twoPair: 123_552,
      pairOfAces: 84_480,
    });
  }, 120_000);

  it('returns each title’s AA bonus exactly: 93.7417 % on the common table, more where a straight or trips pays 8', () => {
    const common = 4 * 101 + 36 * 51 + 624 * 41 + 3_744 * 31 + 5_108 * 21 + (10_200 + 54_912 + 123_552 + 84_480) * 8;
    expect(aaBonusRtp(HOLDEM_TITLES.CasinoHoldem.config)).toEqual(ratio(common, 2_598_960));
    expect(toPercent(aaBonusRtp(HOLDEM_TITLES.CasinoHoldem.config), 6)).toBe('93.741651');
    expect(toPercent(aaBonusRtp(HOLDEM_TITLES.OakTablePoker.config), 6)).toBe('94.134115');
    expect(toPercent(aaBonusRtp(HOLDEM_TITLES.SaloonStakes.config), 6)).toBe('96.246960');
  });

  it('records one simulated ante return per title’s ante table, each inside its own 99 % interval', () => {
    for (const title of Object.values(HOLDEM_TITLES)) {
      const recorded = recordedAnteRtp(title.config);
      expect(recorded.rounds).toBe(10_000_000);
      expect(recorded.low99).toBeLessThan(recorded.rtp);
      expect(recorded.high99).toBeGreaterThan(recorded.rtp);
    }
    expect(RECORDED_ANTE_RTPS).toHaveLength(3);
    expect(() => recordedAnteRtp({ ...HOLDEM_TITLES.CasinoHoldem.config, ante: { flush: 1 } })).toThrow('run casino-holdem-math.bench.ts');
  });

  it('plays the recorded return again: a fresh seeded run’s 99 % interval holds the recorded figure', () => {
    const { config } = HOLDEM_TITLES.CasinoHoldem;
    const run = simulateHoldem(config, 200_000, mulberry32(0x5eed));
    expect(run.low99).toBeLessThan(recordedAnteRtp(config).rtp);
    expect(run.high99).toBeGreaterThan(recordedAnteRtp(config).rtp);
    // The strategy folds about one hand in five.
    expect(run.callRate).toBeGreaterThan(0.78);
    expect(run.callRate).toBeLessThan(0.84);
  }, 120_000);
});
