import { describe, expect, it } from 'vitest';
import { FloatSource } from '../../fairness/float-source';
import { generateFloats } from '../../fairness/floats';
import { checkLotteryPicks, lotteryFamily, type LotteryConfig } from './lottery';

const keno: LotteryConfig = {
  game: 'keno',
  numbers: 40,
  drawn: 10,
  pays: { 1: [0, 3.8], 2: [0, 1, 9.8], 3: [0, 0, 2.5, 50] },
  limits: { minBet: 10n, maxBet: 2_000n },
};
const lotto: LotteryConfig = { ...keno, game: 'lotto', numbers: 49, drawn: 6, pays: { 6: [0, 0, 2, 21, 217, 5000, 100_000] } };
const bingo: LotteryConfig = { ...keno, game: 'bingo', numbers: 75, drawn: 30, pays: { 24: Array<number>(25).fill(1) } };

/** The float that picks the (index + 1)-th of `left` numbers still in the pool. */
const at = (index: number, left: number) => (index + 0.5) / left;

describe('the lottery draw', () => {
  it('draws without replacement by a partial Fisher–Yates, one float per number — worked by hand', () => {
    // Pool 1..40: index 0 → 1; index 0 of the 39 left → 2; index 37 of the 38 left → 40 (3 moves to its
    // place); then seven floats of 0 take places 3 to 9 as they stand: 4 to 10.
    const floats = [at(0, 40), at(0, 39), at(37, 38), ...Array<number>(7).fill(0)];
    const round = lotteryFamily.open(keno, { amount: 100n, picks: [40, 2, 33] }, new FloatSource(floats));
    expect(round.steps[0]!.drawn).toEqual([1, 2, 40, 4, 5, 6, 7, 8, 9, 10]);
    expect(round.steps[0]!.hits).toEqual([2, 40]);
    expect(round.steps[0]!.multiplier).toBe(2.5);
    expect(round).toMatchObject({ stake: 100n, win: 250n, isFinished: true });
  });

  it('pays the pick count’s row by hits, decimals exact to the minor unit, rounded down', () => {
    const floats = [at(6, 40), ...Array<number>(9).fill(0)];
    // 7 is drawn first; a one-number ticket on 7 pays 3.8 × 33 = 125.4 → 125.
    expect(lotteryFamily.open(keno, { amount: 33n, picks: [7] }, new FloatSource(floats)).win).toBe(125n);
    expect(lotteryFamily.open(keno, { amount: 33n, picks: [39] }, new FloatSource(floats)).win).toBe(0n);
  });

  it('draws distinct numbers on the board, uses exactly its floats, and counts hits from the ticket', async () => {
    for (let nonce = 0; nonce < 500; nonce += 1) {
      const floats = new FloatSource(await generateFloats({ serverSeed: 'keno', clientSeed: 'board', nonce }, 10));
      const picks = [3, 17, 38];
      const { steps } = lotteryFamily.open(keno, { amount: 10n, picks }, floats);
      const { drawn, hits } = steps[0]!;
      expect(new Set(drawn).size).toBe(10);
      expect(drawn.every((n) => n >= 1 && n <= 40)).toBe(true);
      expect(hits).toEqual(drawn.filter((n) => picks.includes(n)));
      expect(floats.used).toBe(lotteryFamily.maxFloats(keno, { amount: 10n, picks }));
    }
  });

  it('deals a bingo card of 24 numbers, each column from its own fifteen, then draws 30 of 75', async () => {
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const floats = new FloatSource(await generateFloats({ serverSeed: 'bingo', clientSeed: 'card', nonce }, 54));
      const { steps } = lotteryFamily.open(bingo, { amount: 10n, picks: [] }, floats);
      const { ticket, drawn, hits, multiplier } = steps[0]!;
      const columns = [ticket.slice(0, 5), ticket.slice(5, 10), ticket.slice(10, 14), ticket.slice(14, 19), ticket.slice(19)];
      columns.forEach((column, c) => expect(column.every((n) => n > 15 * c && n <= 15 * (c + 1))).toBe(true));
      expect(new Set(ticket).size).toBe(24);
      expect(new Set(drawn).size).toBe(30);
      expect(hits).toEqual(drawn.filter((n) => ticket.includes(n)));
      expect(multiplier).toBe(1);
      expect(floats.used).toBe(54);
    }
  });
});

describe('the lottery bet', () => {
  it('refuses bad picks with a sentence saying what to send', () => {
    expect(checkLotteryPicks(keno, [5, 5])).toBe('Pick each number once; 5 is picked twice.');
    expect(checkLotteryPicks(keno, [0])).toBe('Pick numbers from 1 to 40; 0 is not on the board.');
    expect(checkLotteryPicks(keno, [41, 1])).toBe('Pick numbers from 1 to 40; 41 is not on the board.');
    expect(checkLotteryPicks(keno, [1.5])).toBe('Pick from 1 to 3 numbers, each a whole number from 1 to 40.');
    expect(checkLotteryPicks(keno, 'all')).toBe('Pick from 1 to 3 numbers, each a whole number from 1 to 40.');
    expect(checkLotteryPicks(keno, [])).toBe('Pick from 1 to 3 numbers; you picked 0.');
    expect(checkLotteryPicks(keno, [1, 2, 3, 4])).toBe('Pick from 1 to 3 numbers; you picked 4.');
    expect(checkLotteryPicks(lotto, [1, 2, 3])).toBe('Pick exactly 6 numbers; you picked 3.');
    expect(checkLotteryPicks(bingo, [1])).toBe('This game deals your card: send no numbers.');
    expect(checkLotteryPicks(keno, [40, 1, 20])).toBeNull();
    expect(checkLotteryPicks(lotto, [1, 2, 3, 4, 5, 49])).toBeNull();
    expect(checkLotteryPicks(bingo, [])).toBeNull();
  });

  it('holds the stake to the limits before the picks', () => {
    expect(lotteryFamily.checkBet(keno, { amount: 9n, picks: [] })).toBe('The stake is below the minimum for this game.');
    expect(lotteryFamily.checkBet(keno, { amount: 2_001n, picks: [1] })).toBe('The stake is above the maximum for this game.');
    expect(lotteryFamily.checkBet(keno, { amount: 2_000n, picks: [1, 1] })).toBe('Pick each number once; 1 is picked twice.');
    expect(lotteryFamily.checkBet(keno, { amount: 10n, picks: [1] })).toBeNull();
  });
});
