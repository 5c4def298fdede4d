import { describe, expect, it } from 'vitest';
import { cards, DECK_SIZE } from './cards';
import { bestHandValue, handOfValue, POKER_HANDS, type PokerHand } from './poker-hands';
import { STANDARD_HANDS, standardHand } from '../families/video-poker/hands';

const best = (codes: string) => bestHandValue(cards(codes));
const handOf = (codes: string) => handOfValue(best(codes));

describe('best five-card hand', () => {
  it('names known seven-card hands', () => {
    const known: [string, PokerHand][] = [
      ['Ah Kh Qh Jh Th 2c 3d', 'royalFlush'],
      ['9h Kh Qh Jh Th Ah 3d', 'royalFlush'],
      ['5d 4d 3d 2d Ad Kc Kh', 'straightFlush'],
      ['7s 7h 7d 7c 2h 3h 4h', 'fourOfAKind'],
      ['Kc Kd Ks 2c 2d 2h 9s', 'fullHouse'],
      ['2c 5c 9c Jc Kc Qd Jh', 'flush'],
      ['Ac 2d 3h 4s 5c Kd Kh', 'straight'],
      ['Tc Jd Qh Ks Ac 2c 2d', 'straight'],
      ['8c 8d 8h As Kc 3d 4h', 'threeOfAKind'],
      ['8c 8d 4h 4s Kc Kd 2h', 'twoPair'],
      ['Ac Ad 7h 5s 3c 2d 9h', 'pair'],
      ['Ac Jd 7h 5s 3c 2d 9h', 'highCard'],
    ];
    for (const [codes, hand] of known) expect(handOf(codes), codes).toBe(hand);
  });

  it('orders hands by category, then by the ranks that break ties, the kicker included', () => {
    const ascending = [
      'Ac Jd 7h 5s 3c 2d 9h', // ace-high
      '4c 4d 2h 6s 8c Td Qh', // pair of fours
      '4c 4d 2h 6s 8c Td Kh', // pair of fours, a better kicker
      'Ac Ad 7h 5s 3c 2d 9h',
      '3c 3d 2h 2s Ac Kd 9h', // threes and twos
      'Kc Kd 2h 2s 4c 5d 9h',
      'Kc Kd Qh Qs 4c 5d 9h',
      '8c 8d 8h As Kc 3d 4h',
      'Ac 2d 3h 4s 5c Kd Kh', // the wheel, the lowest straight
      '2c 3d 4h 5s 6c Kd Kh',
      'Tc Jd Qh Ks Ac 2c 2d',
      '2c 5c 9c Jc Kc Qd Jh',
      '2c 3d 2h 3s 3c Kd 8h', // threes full of twos
      'Kc Kd Ks 2c 2d 2h 9s', // kings full of twos: the better trips, not two trips' lower
      'Kc Kd Ks Ac Ad 2h 9s',
      '7s 7h 7d 7c 2h 3h 4h',
      '7s 7h 7d 7c Ah 3h 4h',
      '5d 4d 3d 2d Ad Kc Kh',
      'Ah Kh Qh Jh Th 2c 3d',
    ].map(best);
    for (let i = 1; i < ascending.length; i += 1) expect(ascending[i]!, String(i)).toBeGreaterThan(ascending[i - 1]!);
  });

  it('ties hands that play the same five cards, and only counts the best five', () => {
    expect(best('Ac Kd Qh Js 9c 3d 2h')).toBe(best('Ad Kc Qs Jh 9d 4c 2s'));
    expect(best('Ac Kd Qh Js 9c 8d 2h')).toBeGreaterThan(best('Ad Kc Qs Jh 8s 4c 2s'));
    // The board plays: both hands are the same straight.
    expect(best('2c 3d 5h 6s 7c 8d 9h')).toBe(best('2h 4c 5h 6s 7c 8d 9h'));
  });

  it('counts all 2,598,960 five-card hands of each kind, as video poker’s evaluator does', () => {
    const counts = Object.fromEntries(POKER_HANDS.map((hand) => [hand, 0])) as Record<PokerHand, number>;
    const paying = new Map<string, number>();
    for (let a = 0; a < DECK_SIZE; a += 1)
      for (let b = a + 1; b < DECK_SIZE; b += 1)
        for (let c = b + 1; c < DECK_SIZE; c += 1)
          for (let d = c + 1; d < DECK_SIZE; d += 1)
            for (let e = d + 1; e < DECK_SIZE; e += 1) {
              const hand = handOfValue(bestHandValue([a, b, c, d, e]));
              counts[hand] += 1;
              const videoPoker = STANDARD_HANDS[standardHand(a, b, c, d, e)] ?? 'none';
              const key = `${hand}:${videoPoker.startsWith('four') ? 'four' : videoPoker}`;
              paying.set(key, (paying.get(key) ?? 0) + 1);
            }
    expect(counts).toEqual({
      royalFlush: 4,
      straightFlush: 36,
      fourOfAKind: 624,
      fullHouse: 3_744,
      flush: 5_108,
      straight: 10_200,
      threeOfAKind: 54_912,
      twoPair: 123_552,
      pair: 1_098_240,
      highCard: 1_302_540,
    });
    // Every hand named alike by both evaluators (video poker pays pairs from jacks only).
    expect(Object.fromEntries(paying)).toEqual({
      'royalFlush:royalFlush': 4,
      'straightFlush:straightFlush': 36,
      'fourOfAKind:four': 624,
      'fullHouse:fullHouse': 3_744,
      'flush:flush': 5_108,
      'straight:straight': 10_200,
      'threeOfAKind:threeOfAKind': 54_912,
      'twoPair:twoPair': 123_552,
      'pair:jacksOrBetter': 337_920,
      'pair:none': 760_320,
      'highCard:none': 1_302_540,
    });
  }, 120_000);
});
