import { describe, expect, it } from 'vitest';
import { FloatSource } from '../../fairness/float-source';
import { mulberry32 } from '../../simulation/prng';
import { cardOf, DECK_SIZE } from '../../shared/cards';
import {
  allowedActions,
  blackjackFamily,
  blackjackView,
  checkBlackjackAction,
  MAX_CARDS,
  SHOE_SIZE,
  type BlackjackAction,
  type BlackjackState,
  type BlackjackTable,
} from './blackjack';
import { handTotal } from './hand';

const config = { limits: { minBet: 100n, maxBet: 200_000n } };

/** The floats that put these cards first in the shoe (player, dealer up, player, hole, then the draws). */
function floatsFor(codes: string): number[] {
  const shoe = Array.from({ length: SHOE_SIZE }, (_, place) => place % DECK_SIZE);
  const wanted = codes.split(' ');
  return Array.from({ length: MAX_CARDS }, (_, place) => {
    const code = wanted[place];
    if (code === undefined) return 0;
    const pick = shoe.indexOf(cardOf(code)!, place);
    [shoe[place], shoe[pick]] = [shoe[pick]!, shoe[place]!];
    return (pick - place + 0.5) / (SHOE_SIZE - place);
  });
}

const deal = (codes: string, stake = 100n) => blackjackFamily.open(config, { amount: stake }, new FloatSource(floatsFor(codes)));
/** A round as the platform gives it back from the database: amounts as decimal strings. */
const stored = (state: BlackjackState): BlackjackState => ({
  ...state,
  steps: JSON.parse(JSON.stringify(state.steps, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item))),
});
const act = (state: BlackjackState, ...actions: (Exclude<BlackjackAction['kind'], 'insurance'> | 'insure' | 'decline')[]) =>
  actions.reduce((round, kind) => {
    const action: BlackjackAction =
      kind === 'insure' ? { kind: 'insurance', take: true } : kind === 'decline' ? { kind: 'insurance', take: false } : { kind };
    return blackjackFamily.act!(config, stored(round), action);
  }, state);
const table = (state: BlackjackState) => state.steps.at(-1) as BlackjackTable;
const hands = (state: BlackjackState) => table(state).hands.map((hand) => [hand.cards.join(' '), hand.outcome, hand.pays]);
const money = (state: BlackjackState) => [state.stake, state.win, state.isFinished];

describe('blackjack totals', () => {
  it('counts one ace as 11 when it can: a soft total', () => {
    expect(handTotal(['Ah', '6c'])).toEqual({ total: 17, isSoft: true });
    expect(handTotal(['Ah', '6c', 'Tc'])).toEqual({ total: 17, isSoft: false });
    expect(handTotal(['Ah', 'As', '9c'])).toEqual({ total: 21, isSoft: true });
    expect(handTotal(['Kh', 'Qs', '2c'])).toEqual({ total: 22, isSoft: false });
  });
});

describe('blackjack deal', () => {
  it('deals player, dealer, player, hole from a shuffled six-deck shoe, showing the dealer’s up card only', () => {
    const state = deal('9h 7c 8d Ks');
    expect(state.steps[0]).toMatchObject({ kind: 'shoe' });
    expect((state.steps[0] as { cards: string[] }).cards.slice(0, 4)).toEqual(['9h', '7c', '8d', 'Ks']);
    expect(table(state)).toMatchObject({ phase: 'play', active: 0, dealer: ['7c'], next: 4 });
    expect(hands(state)).toEqual([['9h 8d', null, 0n]]);
    expect(money(state)).toEqual([100n, 0n, false]);
    expect(blackjackView(state).shoe).toBeNull();
    expect(allowedActions(state)).toEqual(['hit', 'stand', 'double']);
  });

  it('draws one float per card it may deal, and six copies of every card fill the shoe', () => {
    const floats = new FloatSource(Array<number>(MAX_CARDS).fill(0.999));
    blackjackFamily.open(config, { amount: 100n }, floats);
    expect([blackjackFamily.maxFloats(config, { amount: 100n }), floats.used]).toEqual([61, 61]);
    // Floats of 0 keep the shoe's own order: the first deck, then the second.
    const ordered = blackjackFamily.open(config, { amount: 100n }, new FloatSource(Array(MAX_CARDS).fill(0)));
    expect((ordered.steps[0] as { cards: string[] }).cards.slice(51, 54)).toEqual(['As', '2c', '2d']);
  });

  it('takes a bet within the limits', () => {
    expect(blackjackFamily.checkBet(config, { amount: 100n })).toBeNull();
    expect(blackjackFamily.checkBet(config, { amount: 99n })).toBe('The bet is below the minimum for this game.');
    expect(blackjackFamily.checkBet(config, { amount: 200_001n })).toBe('The bet is above the maximum for this game.');
  });
});

describe('blackjack naturals and the peek', () => {
  it('pays a blackjack 3:2 at once, the dealer drawing nothing', () => {
    const state = deal('Ah 9c Kd 7s 5h', 101n);
    expect(hands(state)).toEqual([['Ah Kd', 'blackjack', 252n]]);
    expect(table(state).dealer).toEqual(['9c', '7s']);
    expect(money(state)).toEqual([101n, 252n, true]);
  });

  it('peeks under a ten: a dealer blackjack takes the bet before any decision', () => {
    expect(hands(deal('9h Kc 8d As'))).toEqual([['9h 8d', 'lose', 0n]]);
    expect(hands(deal('Ah Kc Qd As'))).toEqual([['Ah Qd', 'push', 100n]]);
  });

  it('offers insurance under an ace: half the bet, paying 2:1 when the dealer has blackjack', () => {
    const offered = deal('9h Ac 8d Ks');
    expect(table(offered).phase).toBe('insurance');
    expect(allowedActions(offered)).toEqual(['insurance']);
    expect(checkBlackjackAction(offered, { kind: 'hit' })).toBe('Take or decline insurance first.');
    const insured = act(offered, 'insure');
    expect(hands(insured)).toEqual([['9h 8d', 'lose', 0n]]);
    expect(money(insured)).toEqual([150n, 150n, true]);
    expect(money(act(offered, 'decline'))).toEqual([100n, 0n, true]);
  });

  it('loses the insurance when the dealer has no blackjack, and play goes on', () => {
    const insured = act(deal('Th Ac 9d 6s 5c'), 'insure');
    expect(table(insured)).toMatchObject({ phase: 'play', insurance: 50n, insurancePays: 0n });
    const settled = act(insured, 'stand');
    expect(table(settled).dealer).toEqual(['Ac', '6s']); // soft 17 stands
    expect(hands(settled)).toEqual([['Th 9d', 'win', 200n]]);
    expect(money(settled)).toEqual([150n, 200n, true]);
    expect(checkBlackjackAction(insured, { kind: 'insurance', take: true })).toBe(
      'Insurance is offered only when the dealer shows an ace, before any other decision.',
    );
  });

  it('insures a blackjack against a dealer blackjack: even money', () => {
    expect(money(act(deal('Ah Ac Kd Ks'), 'insure'))).toEqual([150n, 250n, true]);
  });
});

describe('blackjack decisions', () => {
  it('hits until bust, the dealer drawing nothing', () => {
    const bust = act(deal('Th 7c 5d Ks 9c 2h'), 'hit');
    expect(hands(bust)).toEqual([['Th 5d 9c', 'bust', 0n]]);
    expect(table(bust).dealer).toEqual(['7c', 'Ks']);
    expect(money(bust)).toEqual([100n, 0n, true]);
  });

  it('stands at 21 by itself, and the dealer draws to hard 17', () => {
    const state = act(deal('5h 6c 4d Ts 2c Th 4h 3c', 100n), 'hit', 'hit');
    expect(hands(state)).toEqual([['5h 4d 2c Th', 'win', 200n]]);
    expect(table(state).dealer).toEqual(['6c', 'Ts', '4h']);
    expect(table(state).after).toBe('hit');
  });

  it('doubles on two cards for one card, raising the stake', () => {
    const doubled = act(deal('6h 5c 5d Ts Kc 9h'), 'double');
    expect(hands(doubled)).toEqual([['6h 5d Kc', 'win', 400n]]);
    expect(table(doubled).dealer).toEqual(['5c', 'Ts', '9h']);
    expect(money(doubled)).toEqual([200n, 400n, true]);
    expect(checkBlackjackAction(act(deal('2h 5c 3d Ts 4c'), 'hit'), { kind: 'double' })).toBe(
      'You can double only on your first two cards.',
    );
  });

  it('splits a pair into two hands, each playing on, doubling after the split', () => {
    const split = act(deal('8h 6c 8d Ts 3c 2h'), 'split');
    expect(hands(split)).toEqual([
      ['8h 3c', null, 0n],
      ['8d', null, 0n],
    ]);
    expect(split.stake).toBe(200n);
    expect(allowedActions(split)).toEqual(['hit', 'stand', 'double']);
    // 8 3 doubles to 8 3 9; the second hand takes the 2, stands on 10; the dealer's 6 T draws an ace: 17.
    const state = blackjackFamily.open(config, { amount: 100n }, new FloatSource(floatsFor('8h 6c 8d Ts 3c 9c 2h Ac')));
    const settled = act(state, 'split', 'double', 'stand');
    expect(hands(settled)).toEqual([
      ['8h 3c 9c', 'win', 400n],
      ['8d 2h', 'lose', 0n],
    ]);
    expect(table(settled).dealer).toEqual(['6c', 'Ts', 'Ac']);
    expect(money(settled)).toEqual([300n, 400n, true]);
  });

  it('splits equal tens, up to four hands, and refuses a fifth', () => {
    const four = act(deal('Th 6c Kd 7s Jc Qh 8c 9d'), 'split', 'split', 'split');
    expect(table(four).hands.map((hand) => hand.cards.join(' '))).toEqual(['Th 8c', 'Qh', 'Jc', 'Kd']);
    expect(four.stake).toBe(400n);
    expect(checkBlackjackAction(act(deal('Th 6c Kd 7s Jc Qh Ks'), 'split', 'split', 'split'), { kind: 'split' })).toBe(
      'You can split into at most 4 hands.',
    );
  });

  it('refuses to split unequal cards', () => {
    expect(checkBlackjackAction(deal('9h 6c 8d Ts'), { kind: 'split' })).toBe('You can split only two cards of the same value.');
  });

  it('gives split aces one card each, counts 21 there as 21 not a blackjack, and never splits them again', () => {
    const state = act(deal('Ah 6c Ad Ts Kc As 2c'), 'split');
    expect(hands(state)).toEqual([
      ['Ah Kc', 'win', 200n],
      ['Ad As', 'lose', 0n],
    ]);
    expect(table(state).dealer).toEqual(['6c', 'Ts', '2c']);
    expect(money(state)).toEqual([200n, 200n, true]);
  });

  it('settles a push and a dealer bust', () => {
    expect(hands(act(deal('Th 9c 7d Ts'), 'stand'))).toEqual([['Th 7d', 'lose', 0n]]);
    expect(hands(act(deal('Th 9c 8d 9s'), 'stand'))).toEqual([['Th 8d', 'push', 100n]]);
    expect(hands(act(deal('Th 6c 2d Ts 9h'), 'stand'))).toEqual([['Th 2d', 'win', 200n]]);
  });

  it('refuses any decision once the round is over, and a decision it does not know', () => {
    const over = act(deal('Th 9c 8d 8s'), 'stand');
    expect(checkBlackjackAction(over, { kind: 'hit' })).toBe('This round is over.');
    expect(() => act(over, 'hit')).toThrow('This round is over.');
    expect(checkBlackjackAction(deal('Th 9c 8d 8s'), { kind: 'fold' } as unknown as BlackjackAction)).toBe(
      'Hit, stand, double, split or answer the insurance offer.',
    );
    expect(blackjackView(over).shoe).toHaveLength(MAX_CARDS);
  });
});

describe('blackjack rounds played at random', () => {
  it('never deal past the shoe’s bound, and stake and win are the sum of the hands', () => {
    const next = mulberry32(21);
    for (let round = 0; round < 20_000; round += 1) {
      // Every third round from a shoe whose front holds low cards (floats near 0 pick among the first deck's twos to fives).
      const isLow = round % 3 === 0;
      let state = blackjackFamily.open(
        config,
        { amount: 100n },
        new FloatSource(Array.from({ length: MAX_CARDS }, () => (isLow ? next() * 0.05 : next()))),
      );
      while (!state.isFinished) {
        const allowed = allowedActions(state);
        const kind = allowed[Math.floor(next() * allowed.length)]!;
        const action: BlackjackAction = kind === 'insurance' ? { kind, take: next() < 0.5 } : { kind };
        state = blackjackFamily.act!(config, state, action);
      }
      const last = table(state);
      expect(last.next).toBeLessThanOrEqual(MAX_CARDS);
      expect(state.stake).toBe(last.hands.reduce((sum, hand) => sum + hand.stake, 0n) + (last.insurance ?? 0n));
      expect(state.win).toBe(last.hands.reduce((sum, hand) => sum + hand.pays, 0n) + last.insurancePays);
    }
  });
});
