import { describe, expect, it } from 'vitest';
import { FloatSource } from '../../fairness/float-source';
import { slotsFamily } from './engine';
import { floatsFor, LINES_FIXTURE, WAYS_FIXTURE } from './fixtures';

// Strips (LINES_FIXTURE): base  AWQSKQ WAKQSK AQKSWQ KQASQW QKSAKQ
//                         free  AWSKQ  KSAWQ  QASKW  SKQAW  WQKSA
// A window shows a reel's stop and the two symbols after it. Stake = 3 lines × coin.
const BASE = LINES_FIXTURE.reels;
const FREE = LINES_FIXTURE.freeSpins.reels!;
const open = (floats: number[], coinValue = 2n, config = LINES_FIXTURE) => slotsFamily.open(config, { coinValue }, new FloatSource(floats));

describe('slots engine: lines', () => {
  it('lets the wild stand in on a payline', () => {
    // Stops 5 5 5 0 0 → columns QAW KWA QAQ KQA QKS: middle A W A Q K is three aces (5 coins);
    // top Q K ... and bottom W A Q ... break before three; one scatter pays nothing.
    const round = open(floatsFor([BASE, [5, 5, 5, 0, 0]]));
    const [spin] = round.steps;
    expect(spin!.window).toEqual([
      ['Q', 'A', 'W'],
      ['K', 'W', 'A'],
      ['Q', 'A', 'Q'],
      ['K', 'Q', 'A'],
      ['Q', 'K', 'S'],
    ]);
    expect(spin!.wins).toEqual([
      {
        line: 0,
        symbol: 'A',
        count: 3,
        ways: 1,
        positions: [
          [0, 1],
          [1, 1],
          [2, 1],
        ],
        amount: 10n,
      },
    ]);
    expect(spin!.scatter).toEqual({ count: 1, positions: [[4, 2]], amount: 0n });
    expect(round).toMatchObject({ stake: 6n, win: 10n, isFinished: true });
    expect(round.steps).toHaveLength(1);
  });

  it('pays a run of wilds as wilds when that pays more than the symbol it stands in for', () => {
    // Stops 0 5 3 5 5 → middle W W W K Q: four kings pay 5, three wilds pay 10.
    const [spin] = open(floatsFor([BASE, [0, 5, 3, 5, 5]])).steps;
    expect(spin!.window.map((column) => column[1])).toEqual(['W', 'W', 'W', 'K', 'Q']);
    expect(spin!.wins).toMatchObject([{ line: 0, symbol: 'W', count: 3, amount: 20n }]);
  });

  it('pays scatters on the stake and plays the free spins they trigger, multiplied', () => {
    // Base stops 3 4 3 0 3 → columns SKQ SKW SWQ KQA AKQ: three scatters pay 2 × stake 6 = 12 and
    // award 1 free spin; middle K K W (2 coins × 2 = 4); bottom Q W Q (0.5 coins × 2 = 1).
    // Free stops 3 2 3 1 4 → columns KQA AWQ KWQ KQA AWQ: middle Q W W Q W, five queens,
    // 2 coins × coin 2 × multiplier 3 = 12.
    const round = open(floatsFor([BASE, [3, 4, 3, 0, 3]], [FREE, [3, 2, 3, 1, 4]]));
    const [base, free] = round.steps;
    expect(base).toMatchObject({
      freeSpin: 0,
      multiplier: 1,
      stops: [3, 4, 3, 0, 3],
      freeSpinsAwarded: 1,
      freeSpinsTotal: 1,
      win: 17n,
      total: 17n,
    });
    expect(base!.scatter).toEqual({
      count: 3,
      positions: [
        [0, 0],
        [1, 0],
        [2, 0],
      ],
      amount: 12n,
    });
    expect(base!.wins.map((w) => [w.line, w.symbol, w.count, w.amount])).toEqual([
      [0, 'K', 3, 4n],
      [2, 'Q', 3, 1n],
    ]);
    expect(free).toMatchObject({ freeSpin: 1, multiplier: 3, freeSpinsAwarded: 0, freeSpinsTotal: 1, win: 12n, total: 29n });
    expect(free!.wins).toMatchObject([{ line: 0, symbol: 'Q', count: 5, amount: 12n }]);
    expect(round).toMatchObject({ stake: 6n, win: 29n });
  });

  it('adds free spins when scatters land again during the free spins', () => {
    // Free spin 1 (stops 2 1 2 1 0 → SKQ SAW SKW KQA WQK): three scatters pay 2 × 6 × 3 = 36 and
    // add a spin; bottom Q W W A is three queens, 0.5 × 2 × 3 = 3. Free spin 2 is the one above (12).
    const round = open(floatsFor([BASE, [3, 4, 3, 0, 3]], [FREE, [2, 1, 2, 1, 0]], [FREE, [3, 2, 3, 1, 4]]));
    expect(round.steps.map((s) => [s.freeSpin, s.freeSpinsAwarded, s.freeSpinsTotal, s.win, s.total])).toEqual([
      [0, 1, 1, 17n, 17n],
      [1, 1, 2, 39n, 56n],
      [2, 0, 2, 12n, 68n],
    ]);
    expect(round.win).toBe(68n);
  });

  it('stops awarding at the cap, so a round never needs more than maxFloats floats', () => {
    // Base stops 3 4 3 3 2 → SKQ SKW SWQ SQW SAK: five scatters, 20 × 6 = 120, and 3 free spins
    // (the cap); middle K K W (4), bottom Q W Q W (four queens, 1 × 2 = 2). Every free spin
    // (stops 2 1 2 0 3 → SKQ SAW SKW SKQ SAW) shows five scatters again: 20 × 6 × 3 = 360 plus
    // bottom Q W W Q W, five queens, 2 × 2 × 3 = 12, and awards nothing more.
    const floats = floatsFor([BASE, [3, 4, 3, 3, 2]], ...Array.from({ length: 3 }, () => [FREE, [2, 1, 2, 0, 3]] as [string[], number[]]));
    expect(floats).toHaveLength(slotsFamily.maxFloats(LINES_FIXTURE, { coinValue: 2n }));
    const source = new FloatSource(floats);
    const round = slotsFamily.open(LINES_FIXTURE, { coinValue: 2n }, source);
    expect(source.used).toBe(20);
    expect(round.steps.map((s) => [s.freeSpinsAwarded, s.freeSpinsTotal, s.win])).toEqual([
      [3, 3, 126n],
      [0, 3, 372n],
      [0, 3, 372n],
      [0, 3, 372n],
    ]);
    expect(round.win).toBe(126n + 3n * 372n);
  });

  it('rounds each win down to the minor unit', () => {
    // Coin 3: three queens pay 0.5 × 3 = 1.5 → 1; three kings 2 × 3 = 6; scatters 2 × 9 = 18.
    const [base] = open(floatsFor([BASE, [3, 4, 3, 0, 3]], [FREE, [3, 2, 3, 1, 4]]), 3n).steps;
    expect(base!.wins.map((w) => [w.symbol, w.amount])).toEqual([
      ['K', 6n],
      ['Q', 1n],
    ]);
    expect(base!.scatter.amount).toBe(18n);
  });
});

describe('slots engine: ways', () => {
  it('multiplies the matching cells of adjacent reels from the left', () => {
    // Stops 0 0 0 0 1 → AQA WKA KAQ KQS AQK. Aces: 2 × 2 (wild and ace) × 1, then none on reel 4:
    // 4 ways of three aces, 5 × 4 = 20 coins. Queens: Q, W, Q, Q, Q, one way of five, 2 coins.
    const round = open(floatsFor([WAYS_FIXTURE.reels, [0, 0, 0, 0, 1]]), 1n, WAYS_FIXTURE);
    expect(round.steps[0]!.wins).toEqual([
      {
        line: null,
        symbol: 'A',
        count: 3,
        ways: 4,
        positions: [
          [0, 0],
          [0, 2],
          [1, 0],
          [1, 2],
          [2, 1],
        ],
        amount: 20n,
      },
      {
        line: null,
        symbol: 'Q',
        count: 5,
        ways: 1,
        positions: [
          [0, 1],
          [1, 0],
          [2, 2],
          [3, 1],
          [4, 1],
        ],
        amount: 2n,
      },
    ]);
    expect(round).toMatchObject({ stake: 5n, win: 22n });
  });
});

describe('slots checkBet', () => {
  const check = (coinValue: bigint) => slotsFamily.checkBet(LINES_FIXTURE, { coinValue });

  it("takes the title's coin values within its stake limits", () => {
    expect(check(2n)).toBeNull();
    expect(check(3n)).toBeNull();
    expect(check(4n)).toBe('This game does not offer a coin value of 4; choose one of 1, 2, 3, 5.');
    expect(check(1n)).toBe("A stake of 3 is below this game's minimum of 6.");
    expect(check(5n)).toBe("A stake of 15 is above this game's maximum of 9.");
  });

  it('needs five floats per spin, for the paid spin and every free spin up to the cap', () => {
    expect(slotsFamily.maxFloats(LINES_FIXTURE, { coinValue: 2n })).toBe(5 * (1 + 3));
    expect(slotsFamily.maxFloats(WAYS_FIXTURE, { coinValue: 1n })).toBe(5 * (1 + 4));
  });
});
