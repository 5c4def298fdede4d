import { describe, expect, it } from 'vitest';
import { cards } from '../../shared/cards';
import { handOfValue, handValue, PLAY_FROM_VALUE, QUALIFYING_VALUE } from './hands';

const value = (codes: string) => handValue(cards(codes));
const hand = (codes: string) => handOfValue(value(codes));

describe('three-card hands', () => {
  it('names each kind of hand', () => {
    expect(['Qh Kh Ah', '7c 7d 7s', '9c Td Js', '2h 8h Kh', '5c 5d As', 'Ac Kd 9s'].map(hand)).toEqual([
      'straightFlush',
      'threeOfAKind',
      'straight',
      'flush',
      'pair',
      'highCard',
    ]);
  });

  it('counts A-2-3 as the lowest straight and Q-K-A as the highest, and not K-A-2', () => {
    expect([hand('Ac 2d 3s'), hand('Qc Kd As'), hand('Kc Ad 2s'), hand('Ah 2h 3h')]).toEqual([
      'straight',
      'straight',
      'highCard',
      'straightFlush',
    ]);
    expect(value('Ac 2d 3s')).toBeLessThan(value('2c 3d 4s'));
    expect(value('Jc Qd Ks')).toBeLessThan(value('Qc Kd As'));
    expect(value('Ah 2h 3h')).toBeGreaterThan(value('Ac Ad As'));
  });

  it('ranks a straight above a flush and a flush above a pair', () => {
    expect(value('2c 3d 4s')).toBeGreaterThan(value('Ah Kh Jh'));
    expect(value('2h 3h 5h')).toBeGreaterThan(value('Ac Ad Ks'));
    expect(value('2c 2d 3s')).toBeGreaterThan(value('Ac Kd Js'));
  });

  it('breaks ties by the high cards, the pair before its kicker, and ties hands of equal ranks', () => {
    expect(value('Ac 9d 2s')).toBeGreaterThan(value('Kc Qd 9s'));
    expect(value('Kc 9d 3s')).toBeGreaterThan(value('Kc 9d 2s'));
    expect(value('Kc Td 2s')).toBeGreaterThan(value('Kh 9s 8d'));
    expect(value('3c 3d 2s')).toBeGreaterThan(value('2c 2d As'));
    expect(value('9c 9d Ks')).toBeGreaterThan(value('9h 9s Qd'));
    expect(value('Ah Kh 9h')).toBeGreaterThan(value('Ac Kc 8c'));
    expect(value('Ac Kd 9s')).toBe(value('Ad Kh 9c'));
    expect(value('5c 6d 7s')).toBe(value('5h 6h 7s'));
  });

  it('lets the dealer qualify from queen-high, and optimal play start at Q-6-4', () => {
    expect([value('Qc 3d 2s'), value('Jc Td 8s'), value('2c 2d 3s')].map((v) => v >= QUALIFYING_VALUE)).toEqual([true, false, true]);
    expect(value('Qc 6d 4s')).toBe(PLAY_FROM_VALUE);
    expect(value('Qc 6d 3s')).toBeLessThan(PLAY_FROM_VALUE);
  });
});
