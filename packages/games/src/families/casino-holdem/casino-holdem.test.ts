import { describe, expect, it } from 'vitest';
import { FloatSource } from '../../fairness/float-source';
import { HOLDEM_TITLES } from './titles';
import { cardCode, cardOf, cards } from '../../shared/cards';
import {
  casinoHoldemFamily,
  checkHoldemAction,
  checkHoldemBet,
  HOLDEM_FLOATS,
  holdemView,
  type HoldemAction,
  type HoldemState,
} from './casino-holdem';
import { shouldCall } from './strategy';

const config = HOLDEM_TITLES.CasinoHoldem.config;

/** The floats that deal these nine cards (player's two, flop, turn, river, dealer's two) from the partial shuffle. */
function floatsFor(codes: string): number[] {
  const deck = Array.from({ length: 52 }, (_, card) => card);
  return codes.split(' ').map((code, place) => {
    const pick = deck.indexOf(cardOf(code)!);
    [deck[place], deck[pick]] = [deck[pick]!, deck[place]!];
    return (pick - place + 0.5) / (52 - place);
  });
}

const deal = (codes: string, ante = 100n, aaBonus = 0n) =>
  casinoHoldemFamily.open(config, { ante, aaBonus }, new FloatSource(floatsFor(codes)));
const act = (state: HoldemState, kind: HoldemAction['kind']) => casinoHoldemFamily.act!(config, state, { kind });
/** A round as the platform gives it back from the database: the steps' amounts as decimal strings. */
const stored = (state: HoldemState): HoldemState => ({
  ...state,
  steps: JSON.parse(JSON.stringify(state.steps, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item))),
});
const showdownOf = (state: HoldemState) => state.steps[2] as Extract<HoldemState['steps'][number], { kind: 'showdown' }>;

describe('casino hold’em deal', () => {
  it('shuffles the first nine places: the player’s two cards, the flop, turn, river, the dealer’s two', () => {
    const state = deal('Ah Ad Ac 7d 2s 9c Jh Kd Ks', 100n, 50n);
    expect(state.steps).toEqual([
      { kind: 'cards', cards: ['Ah', 'Ad', 'Ac', '7d', '2s', '9c', 'Jh', 'Kd', 'Ks'] },
      { kind: 'deal', cards: ['Ah', 'Ad'], flop: ['Ac', '7d', '2s'], hand: 'threeOfAKind', ante: 100n, aaBonus: 50n },
    ]);
    expect([state.stake, state.win, state.isFinished]).toEqual([150n, 0n, false]);
    const zero = casinoHoldemFamily.open(config, { ante: 100n, aaBonus: 0n }, new FloatSource(Array(9).fill(0)));
    expect(zero.steps[0]).toEqual({ kind: 'cards', cards: [0, 1, 2, 3, 4, 5, 6, 7, 8].map(cardCode) });
  });

  it('needs nine floats and hides the turn, river and dealer until the round is settled', () => {
    const floats = new FloatSource(Array<number>(9).fill(0.3));
    const state = casinoHoldemFamily.open(config, { ante: 100n, aaBonus: 0n }, floats);
    expect([casinoHoldemFamily.maxFloats(config, { ante: 100n, aaBonus: 0n }), floats.used]).toEqual([HOLDEM_FLOATS, 9]);
    const view = holdemView(state);
    expect([view.showdown, view.win, view.cards.length, view.flop.length]).toEqual([null, null, 2, 3]);
  });

  it('refuses antes and AA bonus bets outside the stake limits, naming the bet', () => {
    expect(checkHoldemBet(config, { ante: 99n, aaBonus: 0n })?.field).toBe('ante');
    expect(checkHoldemBet(config, { ante: 100n, aaBonus: 100_001n })).toEqual({
      field: 'aaBonus',
      message: 'The AA bonus bet is above the maximum for this game.',
    });
    expect(checkHoldemBet(config, { ante: 100_000n, aaBonus: 0n })).toBeNull();
  });
});

describe('casino hold’em decisions', () => {
  it('folds: the ante is lost, the board and the dealer are shown', () => {
    const state = act(deal('2c 7d Ks 9h 4d 3c Jh Ad As'), 'fold');
    expect([state.stake, state.win, state.isFinished]).toEqual([100n, 0n, true]);
    expect(showdownOf(state)).toMatchObject({
      decision: 'fold',
      board: ['Ks', '9h', '4d', '3c', 'Jh'],
      dealer: ['Ad', 'As'],
      outcome: null,
    });
  });

  it('calls and wins against a qualifying dealer: the ante by the table (a flush pays 2), the call even money', () => {
    const state = act(stored(deal('Ah 9h 2h 7h 4c Kh Ks 8c 8d')), 'call');
    expect(showdownOf(state)).toMatchObject({
      hand: 'flush',
      dealerHand: 'twoPair',
      qualifies: true,
      outcome: 'win',
      pays: { ante: 300n, call: 400n, aaBonus: 0n },
    });
    expect([state.stake, state.win]).toEqual([300n, 700n]);
  });

  it('pays the ante and returns the call when the dealer has less than a pair of fours', () => {
    const state = act(deal('Ac Kd 9h 7s 2c Jd 5h 3s 3d'), 'call');
    expect(showdownOf(state)).toMatchObject({
      hand: 'highCard',
      dealerHand: 'pair',
      qualifies: false,
      outcome: null,
      pays: { ante: 200n, call: 200n },
    });
    expect(state.win).toBe(400n);
    // A pair of fours qualifies.
    expect(showdownOf(act(deal('Ac Kd 9h 7s 2c Jd 5h 4s 4d'), 'call')).qualifies).toBe(true);
  });

  it('pushes both bets on a tie and loses both to a better qualifying dealer', () => {
    const tie = act(deal('2c 3d Ah Kh Qs Jd Tc 4s 5s'), 'call');
    expect(showdownOf(tie)).toMatchObject({ outcome: 'tie', pays: { ante: 100n, call: 200n } });
    expect(tie.win).toBe(300n);
    const lost = act(deal('Ac Kd 9h 7s 2c Jd 5h 9s 9d'), 'call');
    expect(showdownOf(lost)).toMatchObject({ dealerHand: 'threeOfAKind', outcome: 'lose', pays: { ante: 0n, call: 0n } });
    expect([lost.stake, lost.win]).toEqual([300n, 0n]);
  });

  it('pays a royal flush 100 on the ante and the AA bonus on the first five cards, even after a fold', () => {
    const royal = act(deal('Ah Kh Qh Jh Th 2c 3d 4s 4d', 100n, 10n), 'call');
    expect(showdownOf(royal)).toMatchObject({
      hand: 'royalFlush',
      aaBonusHand: 'royalFlush',
      pays: { ante: 10_100n, call: 400n, aaBonus: 1_010n },
    });
    const aces = act(deal('Ah Ad 7c 5d 2s 9c Jh Kd Ks', 100n, 10n), 'fold');
    expect(showdownOf(aces)).toMatchObject({ aaBonusHand: 'pairOfAces', pays: { ante: 0n, call: 0n, aaBonus: 80n } });
    expect([aces.stake, aces.win]).toEqual([110n, 80n]);
    // A pair of kings pays nothing on the AA bonus.
    expect(showdownOf(act(deal('Kh Kd 7c 5d 2s 9c Jh Ad As', 100n, 10n), 'fold')).aaBonusHand).toBeNull();
  });

  it('refuses a decision that is neither call nor fold, and any decision once settled', () => {
    const state = deal('Ac Kd 9h 7s 2c Jd 5h 3s 3d');
    expect(checkHoldemAction(state, { kind: 'raise' } as unknown as HoldemAction)).toBe('Call (a bet of two antes) or fold.');
    expect(() => act(act(state, 'fold'), 'call')).toThrow('This round is over.');
  });
});

describe('the family’s strategy', () => {
  it('calls a pair of the player’s own, a flush or open-ended draw, a jack, a nine or ten with a seven, an inside draw with a five; folds the rest', () => {
    const decide = (hole: string, flop: string) => shouldCall(cards(hole), cards(flop));
    expect(decide('2c 2d', '9h Ts Jc')).toBe(true);
    expect(decide('7c 3d', '7h Ts Jc')).toBe(true);
    expect(decide('7h 3h', '9h Th Jc')).toBe(true);
    expect(decide('7c 8d', '9h Ts 2c')).toBe(true);
    expect(decide('Jc 3d', '9h 6s 5c')).toBe(true);
    expect(decide('9c 7d', 'Kh 4s 2c')).toBe(true);
    expect(decide('6c 2d', '4h 5s Kc')).toBe(true);
    // Four to 2-6 topped by a four, a ten with a low card, nothing but the board's pair: folded.
    expect(decide('4c 2d', '6h 5s Kc')).toBe(false);
    expect(decide('Tc 3d', 'Kh 6s 2c')).toBe(false);
    expect(decide('7c 3d', '9h 9s Jc')).toBe(false);
  });
});
