import { describe, expect, it } from 'vitest';
import { FloatSource } from '../../fairness/float-source';
import { MULTIPLIER_SCALE } from '../../shared/stakes';
import { plinkoFamily, plinkoMultipliers, type PlinkoBet, type PlinkoConfig } from './plinko';
import { plinkoBoardMath } from './rtp';

const board = (edge: number) => ({
  low: [edge, 2.1, 1.1, 1, 0.5],
  medium: [edge * 2, 3, 1.2, 0.6, 0.3],
  high: [edge * 5, 4, 1.4, 0.3, 0.2],
});
const sixteen = [16, 9, 2, 1.4, 1.4, 1.2, 1.1, 1, 0.5];
const config: PlinkoConfig = {
  limits: { minBet: 10n, maxBet: 10_000n },
  tables: { 8: board(5.6), 9: board(9), 16: { low: sixteen, medium: sixteen, high: sixteen } },
};
const drop = (floats: number[], bet: Partial<PlinkoBet> = {}) =>
  plinkoFamily.open(config, { amount: 100n, rows: 8, risk: 'low', ...bet }, new FloatSource(floats));

describe('plinko outcome mapping', () => {
  it('goes right on floor(float × 2) = 1 at each row and lands in the slot counting the rights', () => {
    expect(drop([0.1, 0.7, 0.5, 0.4999, 0.9, 0.2, 0.6, 0.3])).toEqual({
      stake: 100n,
      win: 50n, // slot 4 of 0–8 pays ×0.5
      steps: [{ path: ['left', 'right', 'right', 'left', 'right', 'left', 'right', 'left'], slot: 4, multiplier: 0.5 }],
      isFinished: true,
    });
    expect(drop(Array<number>(8).fill(0)).steps[0]).toMatchObject({ slot: 0, multiplier: 5.6 });
    expect(drop(Array<number>(8).fill(1 - 2 ** -32)).steps[0]).toMatchObject({ slot: 8, multiplier: 5.6 });
    // 33 × 2.1 = 69.3: wins round down.
    expect(drop([0.6, 0, 0, 0, 0, 0, 0, 0], { amount: 33n }).win).toBe(69n);
  });

  it('mirrors each half table into a symmetric board', () => {
    expect(plinkoMultipliers(config, 8, 'low')).toEqual([5.6, 2.1, 1.1, 1, 0.5, 1, 1.1, 2.1, 5.6]);
    expect(plinkoMultipliers(config, 9, 'high')).toEqual([45, 4, 1.4, 0.3, 0.2, 0.2, 0.3, 1.4, 4, 45]);
  });

  it('needs one float a row', () => {
    for (const rows of [8, 9, 16]) {
      const floats = new FloatSource(Array<number>(rows).fill(0.5));
      plinkoFamily.open(config, { amount: 10n, rows, risk: 'low' }, floats);
      expect([plinkoFamily.maxFloats(config, { amount: 10n, rows, risk: 'low' }), floats.used]).toEqual([rows, rows]);
    }
  });

  it('takes the rows the board offers, a risk and a stake within the limits', () => {
    const check = (bet: Partial<PlinkoBet>) => plinkoFamily.checkBet(config, { amount: 100n, rows: 8, risk: 'medium', ...bet });
    expect([check({}), check({ rows: 16, risk: 'high' })]).toEqual([null, null]);
    expect([check({ rows: 10 }), check({ rows: 17 }), check({ rows: 8.5 })]).toEqual(
      Array(3).fill('Choose a number of rows this board offers.'),
    );
    expect(check({ risk: 'extreme' as 'low' })).toBe('Choose a low, medium or high risk.');
    expect(check({ amount: 9n })).toBe('The stake is below the minimum for this game.');
    expect(check({ amount: 10_001n })).toBe('The stake is above the maximum for this game.');
  });
});

describe('plinko RTP', () => {
  it('sums the binomial distribution in exact integers', () => {
    const low8 = plinkoBoardMath(config).find((math) => math.rows === 8 && math.risk === 'low')!;
    // (2 × 5.6 + 16 × 2.1 + 56 × 1.1 + 112 × 1 + 70 × 0.5) / 256 = 253.4 / 256
    expect(low8).toEqual({ rows: 8, risk: 'low', rtp: 2_534_000 / (256 * 10_000), hitRate: 186 / 256 });
  });

  it('agrees with the engine dropped down all 2^rows paths', () => {
    for (const rows of [8, 9, 16]) {
      let returned = 0n;
      for (let path = 0; path < 2 ** rows; path += 1) {
        const floats = Array.from({ length: rows }, (_, row) => ((path >> row) & 1 ? 0.75 : 0.25));
        returned += plinkoFamily.open(config, { amount: BigInt(MULTIPLIER_SCALE), rows, risk: 'low' }, new FloatSource(floats)).win;
      }
      const math = plinkoBoardMath(config).find((board) => board.rows === rows && board.risk === 'low')!;
      expect(Number(returned) / (2 ** rows * MULTIPLIER_SCALE)).toBe(math.rtp);
    }
  });
});
