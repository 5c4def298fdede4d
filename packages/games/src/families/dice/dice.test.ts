import { describe, expect, it } from 'vitest';
import { FloatSource } from '../../fairness/float-source';
import { diceFamily, winningRolls, type DiceBet, type DiceConfig } from './dice';
import { diceTargetMath } from './rtp';

const config: DiceConfig = { rtpBasisPoints: 9_800, limits: { minBet: 10n, maxBet: 50_000n } };
const roll = (float: number, bet: DiceBet) => diceFamily.open(config, bet, new FloatSource([float]));
const rollOf = (float: number) => roll(float, { amount: 10n, direction: 'under', target: 5_000 }).steps[0]!.roll;
const check = (bet: Partial<DiceBet>) => diceFamily.checkBet(config, { amount: 100n, direction: 'under', target: 5_000, ...bet });

describe('dice outcome mapping', () => {
  it('rolls floor(float × 10001) hundredths: 0.00 to 100.00', () => {
    expect(rollOf(0)).toBe(0);
    expect(rollOf(0.5)).toBe(5_000);
    expect(rollOf(1 - 2 ** -32)).toBe(10_000);
    // Roll 0.01 starts at the first 32-bit float at or above 1/10001: ceil(2^32 / 10001) = 429454.
    expect(rollOf(429_453 / 2 ** 32)).toBe(0);
    expect(rollOf(429_454 / 2 ** 32)).toBe(1);
  });

  it('pays under 50.00 at 98 % × 10001 / 5000 = ×1.9601, rounding the win down', () => {
    const bet: DiceBet = { amount: 100n, direction: 'under', target: 5_000 };
    expect(roll(4_999.5 / 10_001, bet)).toEqual({
      stake: 100n,
      win: 196n, // 100 × 1.9601 = 196.01
      steps: [{ roll: 4_999, direction: 'under', target: 5_000, multiplier: 1.9601, isWin: true }],
      isFinished: true,
    });
    const loss = roll(5_000.5 / 10_001, bet);
    expect([loss.win, loss.steps[0]!.roll, loss.steps[0]!.isWin]).toEqual([0n, 5_000, false]);
  });

  it('pays over 99.98 (rolls 99.99 and 100.00) at ×4900.49 and over 2.00 at ×1.0001', () => {
    const longShot = roll(1 - 2 ** -32, { amount: 10n, direction: 'over', target: 9_998 });
    expect([longShot.win, longShot.steps[0]!.multiplier]).toEqual([49_004n, 4_900.49]);
    const safe = roll(200.5 / 10_001, { amount: 10_000n, direction: 'over', target: 200 });
    expect([safe.win, safe.steps[0]!.roll, safe.steps[0]!.multiplier]).toEqual([0n, 200, 1.0001]);
    expect(roll(201.5 / 10_001, { amount: 10_000n, direction: 'over', target: 200 }).win).toBe(10_001n);
  });

  it('needs one float a roll', () => {
    const floats = new FloatSource([0.7]);
    diceFamily.open(config, { amount: 10n, direction: 'over', target: 5_000 }, floats);
    expect([diceFamily.maxFloats(config, { amount: 10n, direction: 'over', target: 5_000 }), floats.used]).toEqual([1, 1]);
  });
});

describe('dice bets', () => {
  it('takes win chances from 0.01 % to 98 % of the 10,001 rolls', () => {
    const outOfRange = 'Choose a target that gives a win chance from 0.01 % to 98 %.';
    expect(check({ target: 2 })).toBeNull();
    expect(check({ target: 1 })).toBe(outOfRange); // 1 roll in 10,001 is below 0.01 %
    expect(check({ target: 9_800 })).toBeNull();
    expect(check({ target: 9_801 })).toBe(outOfRange);
    expect(check({ direction: 'over', target: 200 })).toBeNull();
    expect(check({ direction: 'over', target: 199 })).toBe(outOfRange);
    expect(check({ direction: 'over', target: 9_998 })).toBeNull();
    expect(check({ direction: 'over', target: 9_999 })).toBe(outOfRange);
    expect(check({ target: 50.5 })).toBe(outOfRange);
    expect(check({ direction: 'sideways' as 'over' })).toBe('Choose to roll over or under the target.');
  });

  it('holds the stake to the limits', () => {
    expect(check({ amount: 9n })).toBe('The stake is below the minimum for this game.');
    expect(check({ amount: 50_000n })).toBeNull();
    expect(check({ amount: 50_001n })).toBe('The stake is above the maximum for this game.');
  });
});

describe('dice RTP', () => {
  it('enumerates the 10,001 rolls for every allowed target: RTP from 97.9904 % (under 97.60 at ×1.0041) to 98 %', () => {
    const math = diceTargetMath(config);
    expect(math).toHaveLength(2 * 9_799);
    expect(math.every((target) => target.winningRolls === winningRolls(target.bet))).toBe(true);
    const byRtp = [...math].sort((a, b) => a.rtp - b.rtp);
    expect(byRtp.at(-1)!.rtp).toBe(0.98);
    // Rounding the multiplier down to four decimals costs at most 0.0001 / multiplier.
    expect(byRtp[0]).toEqual({
      bet: { direction: 'under', target: 9_760 },
      winningRolls: 9_760,
      multiplier: 10_041,
      rtp: (9_760 * 10_041) / (10_001 * 10_000),
    });
  });
});
