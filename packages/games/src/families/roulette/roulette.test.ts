import { describe, expect, it } from 'vitest';
import { FloatSource } from '../../fairness/float-source';
import { allSpots, coveredNumbers, pocketColour, ROULETTE_KINDS, type RouletteKind } from './layout';
import { rouletteFamily, type RouletteBet, type RouletteBetSpot, type RouletteConfig } from './roulette';
import { rouletteSpotMath } from './rtp';

const config: RouletteConfig = { limits: { minSpot: 10n, maxStraight: 5_000n, maxRound: 100_000n } };
const spin = (float: number, bet: RouletteBet) => rouletteFamily.open(config, bet, new FloatSource([float]));
const pocketOf = (float: number) => spin(float, { spots: [{ kind: 'red', amount: 10n }] }).steps[0]!.pocket;
const check = (...spots: RouletteBetSpot[]) => rouletteFamily.checkBet(config, { spots });

describe('roulette outcome mapping', () => {
  it('takes the pocket as floor(float × 37)', () => {
    expect(pocketOf(0)).toBe(0);
    expect(pocketOf(0.5)).toBe(18);
    expect(pocketOf(1 - 2 ** -32)).toBe(36);
    // The first 32-bit float at or above 1/37 is ceil(2^32 / 37) = 116080198 parts of 2^32.
    expect(pocketOf(116_080_197 / 2 ** 32)).toBe(0);
    expect(pocketOf(116_080_198 / 2 ** 32)).toBe(1);
  });

  it('colours the wheel as the European layout does', () => {
    expect([0, 1, 2, 10, 11, 18, 19, 28, 29, 36].map(pocketColour)).toEqual([
      'green',
      'red',
      'black',
      'black',
      'black',
      'red',
      'red',
      'black',
      'black',
      'red',
    ]);
  });

  it('pays each spot 36/n times its chips, worked by hand for pocket 17', () => {
    const round = spin(17.5 / 37, {
      spots: [
        { kind: 'straight', numbers: [17], amount: 10n }, // 35 to 1: 360
        { kind: 'split', numbers: [20, 17], amount: 10n }, // 17 to 1: 180
        { kind: 'red', amount: 50n }, // 17 is black: 0
        { kind: 'black', amount: 50n }, // 1 to 1: 100
        { kind: 'dozen', which: 2, amount: 20n }, // 13-24, 2 to 1: 60
        { kind: 'column', which: 3, amount: 20n }, // 3, 6, ... 36: 0
      ],
    });
    expect(round).toEqual({
      stake: 160n,
      win: 700n,
      steps: [{ pocket: 17, colour: 'black', wins: [360n, 180n, 0n, 100n, 60n, 0n] }],
      isFinished: true,
    });
  });

  it('loses every outside bet on zero and pays the spots that hold it', () => {
    const round = spin(0.01, {
      spots: [
        { kind: 'firstFour', numbers: [0, 1, 2, 3], amount: 10n }, // 8 to 1: 90
        { kind: 'trio', numbers: [0, 2, 3], amount: 10n }, // 11 to 1: 120
        { kind: 'split', numbers: [0, 1], amount: 10n }, // 180
        { kind: 'even', amount: 10n },
        { kind: 'low', amount: 10n },
        { kind: 'column', which: 1, amount: 10n },
      ],
    });
    expect(round.steps[0]).toEqual({ pocket: 0, colour: 'green', wins: [90n, 120n, 180n, 0n, 0n, 0n] });
    expect([round.stake, round.win]).toEqual([60n, 390n]);
  });

  it('pays a spot by its kind alone, whatever else the spot carries', () => {
    const stray = { kind: 'red', numbers: [0], which: 1, amount: 10n } as unknown as RouletteBetSpot;
    expect(rouletteFamily.checkBet(config, { spots: [stray] })).toBeNull();
    expect(spin(0.01, { spots: [stray] }).win).toBe(0n);
    expect(spin(0.01, { spots: [{ kind: 'dozen', which: 1, numbers: [0], amount: 10n } as unknown as RouletteBetSpot] }).win).toBe(0n);
  });

  it('needs one float a spin', () => {
    const floats = new FloatSource([0.3]);
    rouletteFamily.open(config, { spots: [{ kind: 'odd', amount: 10n }] }, floats);
    expect([rouletteFamily.maxFloats(config, { spots: [] }), floats.used]).toEqual([1, 1]);
  });
});

describe('roulette bets', () => {
  const chips = 100n;

  it('knows every spot of the table', () => {
    const count = (kind: RouletteKind) => allSpots().filter((spot) => spot.kind === kind).length;
    expect(allSpots()).toHaveLength(157);
    expect([
      count('straight'),
      count('split'),
      count('street'),
      count('trio'),
      count('corner'),
      count('firstFour'),
      count('sixLine'),
    ]).toEqual([37, 60, 12, 2, 22, 1, 11]);
    expect(allSpots().every((spot) => check({ ...spot, amount: chips }) === null)).toBe(true);
    expect(coveredNumbers({ kind: 'column', which: 2 })).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35]);
    expect(coveredNumbers({ kind: 'red' })).toHaveLength(18);
  });

  it('refuses spots that are not on the layout, saying what the spot must be', () => {
    const { split, street, corner, sixLine, straight, trio, dozen } = ROULETTE_KINDS;
    expect(check({ kind: 'split', numbers: [17, 19], amount: chips })).toBe(split.rule);
    expect(check({ kind: 'split', numbers: [3, 4], amount: chips })).toBe(split.rule); // the ends of two rows
    expect(check({ kind: 'split', numbers: [0, 4], amount: chips })).toBe(split.rule);
    expect(check({ kind: 'split', numbers: [5, 5], amount: chips })).toBe(split.rule);
    expect(check({ kind: 'street', numbers: [2, 3, 4], amount: chips })).toBe(street.rule);
    expect(check({ kind: 'corner', numbers: [3, 4, 6, 7], amount: chips })).toBe(corner.rule);
    expect(check({ kind: 'corner', numbers: [1, 2, 3, 4], amount: chips })).toBe(corner.rule);
    expect(check({ kind: 'sixLine', numbers: [34, 35, 36, 37, 38, 39], amount: chips })).toBe(sixLine.rule);
    expect(check({ kind: 'straight', numbers: [37], amount: chips })).toBe(straight.rule);
    expect(check({ kind: 'straight', numbers: ['7' as unknown as number], amount: chips })).toBe(straight.rule);
    expect(check({ kind: 'trio', numbers: [0, 1, 3], amount: chips })).toBe(trio.rule);
    expect(check({ kind: 'dozen', which: 4 as 1, amount: chips })).toBe(dozen.rule);
    expect(check({ kind: 'basket' as 'red', amount: chips })).toBe('That is not a bet on this table.');
    expect(check({ kind: 'toString' as 'red', amount: chips })).toBe('That is not a bet on this table.');
  });

  it('takes inside numbers in any order', () => {
    expect(check({ kind: 'corner', numbers: [17, 13, 16, 14], amount: chips })).toBeNull();
  });

  it('holds each spot to the table limits and the spin to its maximum', () => {
    expect(check()).toBe('Place at least one chip.');
    expect(check({ kind: 'red', amount: 9n })).toBe('Red: the chips are below the table minimum for a spot.');
    expect(check({ kind: 'straight', numbers: [7], amount: 5_000n })).toBeNull();
    expect(check({ kind: 'straight', numbers: [7], amount: 5_001n })).toBe(
      'Straight up: the chips are above the table maximum for that spot.',
    );
    expect(check({ kind: 'split', numbers: [7, 8], amount: 10_000n })).toBeNull();
    expect(check({ kind: 'split', numbers: [7, 8], amount: 10_001n })).toBe('Split: the chips are above the table maximum for that spot.');
    expect(check({ kind: 'red', amount: 90_000n })).toBeNull();
    expect(check({ kind: 'red', amount: 90_001n })).toBe('Red: the chips are above the table maximum for that spot.');
    expect(check({ kind: 'red', amount: 90_000n }, { kind: 'black', amount: 10_000n })).toBeNull();
    expect(check({ kind: 'red', amount: 90_000n }, { kind: 'black', amount: 10_001n })).toBe(
      'The chips on the table are above the maximum for one spin.',
    );
    expect(check({ kind: 'split', numbers: [17, 20], amount: chips }, { kind: 'split', numbers: [20, 17], amount: chips })).toBe(
      'Split: that spot is in the bet twice; put all its chips on it once.',
    );
    const redAgain = { kind: 'red', which: 2, amount: chips } as unknown as RouletteBetSpot;
    expect(check({ kind: 'red', amount: chips }, redAgain)).toBe('Red: that spot is in the bet twice; put all its chips on it once.');
  });
});

describe('roulette RTP', () => {
  it('returns exactly 36 stakes over the 37 pockets on every spot of the table: 36/37 = 97.297 %', () => {
    const math = rouletteSpotMath(config, 100n);
    expect(math).toHaveLength(157);
    for (const { spot, returned, hits, rtp } of math) {
      expect({ spot, returned, hits, rtp }).toEqual({ spot, returned: 3_600n, hits: ROULETTE_KINDS[spot.kind].covers, rtp: 36 / 37 });
    }
  });
});
