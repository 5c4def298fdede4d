import type { TPlayGameView } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { handOf, payRows } from './hand';

type View = Extract<TPlayGameView, { family: 'videoPoker' }>;
const view = (deck: View['deck'], table: [string, number][]): View =>
  ({ family: 'videoPoker', deck, payTable: table.map(([hand, pays]) => ({ hand, pays })) }) as View;
const labels = (v: View) =>
  payRows(v).map((row) => `${row.label.key}${row.label.values ? JSON.stringify(row.label.values) : ''} ${row.pays}`);
const tail: [string, number][] = [
  ['fullHouse', 8],
  ['flush', 5],
  ['straight', 4],
  ['threeOfAKind', 3],
  ['twoPair', 2],
  ['jacksOrBetter', 1],
];

describe('handOf', () => {
  const deal = { kind: 'deal', cards: ['Ah', 'Kh', '2c', '7d', '9s'], hint: [true, true, false, false, false] };
  it('shows the deal and its hint while open', () => {
    const hand = handOf({ family: 'videoPoker', status: 'open', steps: [deal] } as never);
    expect(hand).toEqual({ cards: deal.cards, hint: deal.hint, draw: null, isOpen: true });
  });

  it('shows the final hand, the hold and what it made once drawn, and no hint', () => {
    const draw = {
      kind: 'draw',
      hold: [true, true, false, false, false],
      cards: ['Ah', 'Kh', 'Ac', '3d', '4s'],
      hand: 'jacksOrBetter',
      multiplier: 1,
    };
    const hand = handOf({ family: 'videoPoker', status: 'settled', steps: [{ kind: 'cards', cards: [] }, deal, draw] } as never);
    expect(hand).toEqual({ cards: draw.cards, hint: null, draw: { hold: draw.hold, hand: 'jacksOrBetter', multiplier: 1 }, isOpen: false });
    expect(handOf(null)).toEqual({ cards: [], hint: null, draw: null, isOpen: false });
  });
});

describe('payRows', () => {
  it('merges four of a kind when every range pays alike (Jacks or Better)', () => {
    const jacks = view('standard', [
      ['royalFlush', 800],
      ['straightFlush', 50],
      ['fourAces', 25],
      ['fourJacksToKings', 25],
      ['fourFivesToTens', 25],
      ['fourTwosToFours', 25],
      ['fullHouse', 9],
      ['flush', 6],
    ]);
    expect(labels(jacks)).toEqual([
      'hands.royalFlush 800',
      'hands.straightFlush 50',
      'hands.fourOfAKind 25',
      'hands.fullHouse 9',
      'hands.flush 6',
    ]);
    expect(payRows(jacks)[2]!.hands).toHaveLength(4);
  });

  it('merges only neighbouring ranges of one pay, best pay first (Bonus Poker, Aces and Faces)', () => {
    const bonus = view('standard', [
      ['royalFlush', 800],
      ['straightFlush', 50],
      ['fourAces', 80],
      ['fourTwosToFours', 40],
      ['fourFivesToTens', 25],
      ['fourJacksToKings', 25],
      ...tail,
    ]);
    expect(labels(bonus).slice(0, 5)).toEqual([
      'hands.royalFlush 800',
      'hands.fourAces 80',
      'hands.straightFlush 50',
      'hands.fourTwosToFours 40',
      'fourRange{"low":"5","high":"K"} 25',
    ]);
    const faces = view('standard', [
      ['royalFlush', 800],
      ['straightFlush', 50],
      ['fourAces', 80],
      ['fourJacksToKings', 40],
      ['fourFivesToTens', 25],
      ['fourTwosToFours', 25],
      ...tail,
    ]);
    expect(labels(faces).slice(1, 5)).toEqual([
      'hands.fourAces 80',
      'hands.straightFlush 50',
      'hands.fourJacksToKings 40',
      'fourRange{"low":"2","high":"10"} 25',
    ]);
  });

  it('keeps the table order between hands of one pay (Deuces Wild)', () => {
    const deuces = view('deucesWild', [
      ['naturalRoyalFlush', 800],
      ['fourDeuces', 200],
      ['fourOfAKind', 4],
      ['fullHouse', 4],
      ['flush', 3],
    ]);
    expect(labels(deuces)).toEqual([
      'hands.naturalRoyalFlush 800',
      'hands.fourDeuces 200',
      'hands.fourOfAKind 4',
      'hands.fullHouse 4',
      'hands.flush 3',
    ]);
  });
});
