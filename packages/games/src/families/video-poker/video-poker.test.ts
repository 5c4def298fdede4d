import { describe, expect, it } from 'vitest';
import { FloatSource } from '../../fairness/float-source';
import { VIDEO_POKER_TITLES } from './titles';
import {
  checkVideoPokerAction,
  VIDEO_POKER_FLOATS,
  videoPokerFamily,
  videoPokerView,
  type VideoPokerAction,
  type VideoPokerState,
} from './video-poker';

const config = VIDEO_POKER_TITLES.JacksOrBetterDeluxe.config;
const open = (floats: number[], amount = 100n) => videoPokerFamily.open(config, { amount }, new FloatSource(floats));
const draw = (state: VideoPokerState, ...hold: boolean[]) => videoPokerFamily.act!(config, state, { kind: 'draw', hold });
const LAST = 1 - 2 ** -32;

describe('video poker deal', () => {
  it('shuffles the first ten places of the deck, one float each over the cards not yet placed', () => {
    // Floats of 0 keep each card in place: the deck's own order.
    expect(open(Array<number>(10).fill(0)).steps).toEqual([
      { kind: 'cards', cards: ['2c', '2d', '2h', '2s', '3c', '3d', '3h', '3s', '4c', '4d'] },
      { kind: 'deal', cards: ['2c', '2d', '2h', '2s', '3c'] },
    ]);
    // The largest float takes the last card each time: the ace of spades, then each card it displaced in turn.
    expect(open(Array<number>(10).fill(LAST)).steps[0]).toEqual({
      kind: 'cards',
      cards: ['As', '2c', '2d', '2h', '2s', '3c', '3d', '3h', '3s', '4c'],
    });
    // 0.5 × 52 = 26, the 8 of hearts; then 0.5 × 51 → place 1 + 25 = 26, now the 2 of clubs it displaced.
    expect(open([0.5, 0.5, ...Array<number>(8).fill(0)]).steps[1]).toEqual({ kind: 'deal', cards: ['8h', '2c', '2h', '2s', '3c'] });
  });

  it('needs ten floats', () => {
    const floats = new FloatSource(Array<number>(10).fill(0.3));
    videoPokerFamily.open(config, { amount: 10n }, floats);
    expect([videoPokerFamily.maxFloats(config, { amount: 10n }), floats.used]).toEqual([VIDEO_POKER_FLOATS, 10]);
  });

  it('takes a stake within the limits', () => {
    const check = (amount: bigint) => videoPokerFamily.checkBet(config, { amount });
    expect([check(10n), check(5_000n)]).toEqual([null, null]);
    expect(check(9n)).toBe('The stake is below the minimum for this game.');
    expect(check(5_001n)).toBe('The stake is above the maximum for this game.');
  });
});

describe('video poker draw', () => {
  const dealt = open(Array<number>(10).fill(0), 100n); // 2c 2d 2h 2s 3c, then 3d 3h 3s 4c 4d

  it('replaces the cards let go with the next cards in order and pays the final hand', () => {
    const held = draw(dealt, true, true, true, true, false);
    expect(held).toEqual({
      stake: 100n,
      win: 2_500n,
      steps: [
        ...dealt.steps,
        {
          kind: 'draw',
          hold: [true, true, true, true, false],
          cards: ['2c', '2d', '2h', '2s', '3d'],
          hand: 'fourTwosToFours',
          multiplier: 25,
        },
      ],
      isFinished: true,
    });
    const someHeld = draw(dealt, true, false, true, false, true);
    expect(someHeld.steps.at(-1)).toMatchObject({ cards: ['2c', '3d', '2h', '3h', '3c'], hand: 'fullHouse', multiplier: 9 });
    expect(someHeld.win).toBe(900n);
    const noneHeld = draw(dealt, false, false, false, false, false);
    expect([noneHeld.steps.at(-1), noneHeld.win]).toEqual([
      { kind: 'draw', hold: [false, false, false, false, false], cards: ['3d', '3h', '3s', '4c', '4d'], hand: 'fullHouse', multiplier: 9 },
      900n,
    ]);
    // 0.9 × 52 → 46, the king of hearts; 1 + 0.7 × 51 → 36, Jc; 2 + 0.5 × 50 → 27, 8s; 3 + 0.3 × 49 → 17, 6d; 4 + 0.1 × 48 → 8, 4c.
    const nothing = draw(open([0.9, 0.7, 0.5, 0.3, 0.1, 0, 0, 0, 0, 0]), true, true, true, true, true);
    expect([nothing.steps.at(-1), nothing.win]).toEqual([
      { kind: 'draw', hold: [true, true, true, true, true], cards: ['Kh', 'Jc', '8s', '6d', '4c'], hand: null, multiplier: 0 },
      0n,
    ]);
  });

  it('says why a draw is not possible', () => {
    const holding = (hold: unknown) => ({ kind: 'draw', hold }) as VideoPokerAction;
    const fiveHolds = 'Say for each of the five cards whether to hold it.';
    expect(checkVideoPokerAction(dealt, holding([true, true, true, true]))).toBe(fiveHolds);
    expect(checkVideoPokerAction(dealt, holding([true, true, true, true, 1]))).toBe(fiveHolds);
    expect(checkVideoPokerAction(dealt, holding('all'))).toBe(fiveHolds);
    expect(checkVideoPokerAction(dealt, { kind: 'stand' } as unknown as VideoPokerAction)).toBe('Choose the cards to hold, then draw.');
    expect(checkVideoPokerAction(dealt, holding([false, false, false, false, false]))).toBeNull();
    const finished = draw(dealt, true, true, true, true, true);
    expect(checkVideoPokerAction(finished, holding([true, true, true, true, true]))).toBe('This round is over.');
    expect(() => draw(finished, true, true, true, true, true)).toThrow('This round is over.');
    expect(() => draw(dealt, true)).toThrow(fiveHolds);
  });

  it('resumes from the state the platform stored', () => {
    const stored = JSON.stringify(dealt, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
    const parsed = JSON.parse(stored) as VideoPokerState & { stake: string; win: string };
    const restored = { ...parsed, stake: BigInt(parsed.stake), win: BigInt(parsed.win) };
    expect(draw(restored, true, true, true, true, false)).toEqual(draw(dealt, true, true, true, true, false));
  });

  it('shows the player the replacement cards only once the round is finished', () => {
    expect(videoPokerView(dealt)).toEqual({
      dealt: ['2c', '2d', '2h', '2s', '3c'],
      hold: null,
      cards: ['2c', '2d', '2h', '2s', '3c'],
      hand: null,
      multiplier: null,
      win: null,
      deck: null,
    });
    expect(JSON.stringify(videoPokerView(dealt))).not.toMatch(/3d|3h|3s|4c|4d/);
    expect(videoPokerView(draw(dealt, true, true, true, true, false))).toEqual({
      dealt: ['2c', '2d', '2h', '2s', '3c'],
      hold: [true, true, true, true, false],
      cards: ['2c', '2d', '2h', '2s', '3d'],
      hand: 'fourTwosToFours',
      multiplier: 25,
      win: 2_500n,
      deck: ['2c', '2d', '2h', '2s', '3c', '3d', '3h', '3s', '4c', '4d'],
    });
  });
});
