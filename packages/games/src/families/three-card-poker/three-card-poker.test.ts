import { describe, expect, it } from 'vitest';
import { FloatSource } from '../../fairness/float-source';
import { THREE_CARD_TITLES } from './titles';
import { cardCode, cardOf } from '../../shared/cards';
import {
  checkThreeCardAction,
  THREE_CARD_FLOATS,
  threeCardPokerFamily,
  threeCardView,
  type ThreeCardAction,
  type ThreeCardState,
} from './three-card-poker';

const config = THREE_CARD_TITLES.ThreeCardShowdown.config;

/** The floats that deal these six cards (the player's three, then the dealer's) from the partial shuffle. */
function floatsFor(codes: string): number[] {
  const deck = Array.from({ length: 52 }, (_, card) => card);
  return codes.split(' ').map((code, place) => {
    const pick = deck.indexOf(cardOf(code)!);
    [deck[place], deck[pick]] = [deck[pick]!, deck[place]!];
    return (pick - place + 0.5) / (52 - place);
  });
}

const deal = (codes: string, ante = 100n, pairPlus = 0n) =>
  threeCardPokerFamily.open(config, { ante, pairPlus }, new FloatSource(floatsFor(codes)));
const act = (state: ThreeCardState, kind: ThreeCardAction['kind']) => threeCardPokerFamily.act!(config, state, { kind });
/** A round as the platform gives it back from the database: the steps' amounts as decimal strings. */
const stored = (state: ThreeCardState): ThreeCardState => ({
  ...state,
  steps: JSON.parse(JSON.stringify(state.steps, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item))),
});

describe('three card poker deal', () => {
  it('shuffles the first six places of the deck, the player’s three cards then the dealer’s', () => {
    const state = deal('Ah Kh Qh 2c 7d 9s', 100n, 50n);
    expect(state.steps).toEqual([
      { kind: 'cards', cards: ['Ah', 'Kh', 'Qh', '2c', '7d', '9s'] },
      { kind: 'deal', cards: ['Ah', 'Kh', 'Qh'], hand: 'straightFlush', ante: 100n, pairPlus: 50n },
    ]);
    expect([state.stake, state.win, state.isFinished]).toEqual([150n, 0n, false]);
    // Floats of 0 keep the deck's own order.
    expect(threeCardPokerFamily.open(config, { ante: 100n, pairPlus: 0n }, new FloatSource(Array(6).fill(0))).steps[0]).toEqual({
      kind: 'cards',
      cards: [0, 1, 2, 3, 4, 5].map(cardCode),
    });
  });

  it('needs six floats and hides the dealer’s cards until the round is settled', () => {
    const floats = new FloatSource(Array<number>(6).fill(0.3));
    const state = threeCardPokerFamily.open(config, { ante: 100n, pairPlus: 0n }, floats);
    expect([threeCardPokerFamily.maxFloats(config, { ante: 100n, pairPlus: 0n }), floats.used]).toEqual([THREE_CARD_FLOATS, 6]);
    expect(threeCardView(state)).toEqual({
      cards: (state.steps[1] as { cards: string[] }).cards,
      hand: 'pair',
      showdown: null,
      win: null,
    });
  });

  it('takes an ante and an optional pair plus within the limits, naming the bet refused', () => {
    const check = (ante: bigint, pairPlus = 0n) => threeCardPokerFamily.checkBet(config, { ante, pairPlus });
    expect([check(100n), check(50_000n, 50_000n), check(100n, 100n)]).toEqual([null, null, null]);
    expect(check(99n)).toBe('The ante is below the minimum for this game.');
    expect(check(50_001n)).toBe('The ante is above the maximum for this game.');
    expect(check(100n, 99n)).toBe('The pair plus bet is below the minimum for this game.');
    expect(check(100n, 50_001n)).toBe('The pair plus bet is above the maximum for this game.');
  });
});

describe('three card poker decision', () => {
  it('folds: the ante is lost, no play bet is taken, the pair plus still pays', () => {
    const folded = act(deal('5c 5d 9s Kc Kd 2s', 100n, 10n), 'fold');
    expect([folded.stake, folded.win, folded.isFinished]).toEqual([110n, 20n, true]);
    expect(folded.steps[2]).toEqual({
      kind: 'showdown',
      decision: 'fold',
      dealer: ['Kc', 'Kd', '2s'],
      dealerHand: 'pair',
      qualifies: true,
      outcome: null,
      pays: { ante: 0n, play: 0n, anteBonus: 0n, pairPlus: 20n },
    });
  });

  it('plays against a dealer who does not qualify: the ante wins even money, the play is returned', () => {
    const played = act(deal('Ac 9d 2s Jc Td 8h', 100n), 'play');
    expect([played.stake, played.win]).toEqual([200n, 300n]);
    const step = played.steps[2]!;
    expect(step.kind === 'showdown' && [step.qualifies, step.outcome, step.pays]).toEqual([
      false,
      null,
      { ante: 200n, play: 100n, anteBonus: 0n, pairPlus: 0n },
    ]);
  });

  it('plays against a qualifying dealer: a win pays ante and play even money, a tie pushes, a loss takes both', () => {
    const outcome = (codes: string) => {
      const settled = act(deal(codes, 100n), 'play');
      const step = settled.steps[2]!;
      return step.kind === 'showdown' && [step.outcome, settled.win];
    };
    expect(outcome('Kc Kd 3s Qc 9d 4h')).toEqual(['win', 400n]);
    expect(outcome('Ac 9d 2s Ad 9h 2c')).toEqual(['tie', 200n]);
    expect(outcome('Qc 7d 5s Kc 2d 3h')).toEqual(['lose', 0n]);
  });

  it('pays the ante bonus on a played straight, three of a kind or straight flush even when the dealer wins', () => {
    const bonus = (codes: string) => {
      const step = act(deal(codes, 100n), 'play').steps[2]!;
      return step.kind === 'showdown' && [step.outcome, step.pays.anteBonus];
    };
    expect(bonus('Ac 2d 3s Qc Kd Ah')).toEqual(['lose', 100n]);
    expect(bonus('7c 7d 7s 2h 5h 9h')).toEqual(['win', 400n]);
    expect(bonus('Jh Qh Kh 2c 5d 9s')).toEqual([null, 500n]);
    expect(bonus('Kc Kd 3s Qc 9d 4h')).toEqual(['win', 0n]);
  });

  it('pays pair plus by the player’s hand: 1, 4, 6, 30, 40 to one, the stake returned', () => {
    const pairPlus = (codes: string) => {
      const step = act(deal(codes, 100n, 10n), 'fold').steps[2]!;
      return step.kind === 'showdown' && step.pays.pairPlus;
    };
    expect(['5c 5d 9s', '2h 8h Kh', '9c Td Js', '7c 7d 7s', 'Jh Qh Kh', 'Ac Kd 9s'].map((p) => pairPlus(`${p} 2s 3s 4d`))).toEqual([
      20n,
      50n,
      70n,
      310n,
      410n,
      0n,
    ]);
  });

  it('plays a round the database gave back, its amounts as strings', () => {
    const played = act(stored(deal('Kc Kd 3s Qc 9d 4h', 100n, 10n)), 'play');
    expect([played.stake, played.win]).toEqual([210n, 420n]);
  });

  it('refuses a decision after the round is over, or one that is not play or fold, with a sentence', () => {
    const open = deal('Kc Kd 3s Qc 9d 4h');
    expect(checkThreeCardAction(open, { kind: 'play' })).toBeNull();
    expect(checkThreeCardAction(open, { kind: 'draw' } as unknown as ThreeCardAction)).toBe('Play (a bet equal to the ante) or fold.');
    const settled = act(open, 'fold');
    expect(checkThreeCardAction(settled, { kind: 'play' })).toBe('This round is over.');
    expect(() => act(settled, 'play')).toThrow('This round is over.');
    expect(threeCardView(settled).showdown?.dealer).toEqual(['Qc', '9d', '4h']);
  });
});
