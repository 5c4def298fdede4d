import { describe, expect, it } from 'vitest';
import { VIDEO_POKER_TITLES } from './titles';
import { cardCode, cardOf, cards } from '../../shared/cards';
import { handOf } from './pay-table';

const { JacksOrBetterDeluxe, BonusPokerCopper, AcesAndFaces, DeucesWildVelvet } = VIDEO_POKER_TITLES;
const pays = (config: Parameters<typeof handOf>[0], codes: string) => handOf(config, cards(codes));

describe('cards', () => {
  it('names every card of the deck by rank and suit', () => {
    expect([0, 1, 2, 3, 4, 32, 51].map(cardCode)).toEqual(['2c', '2d', '2h', '2s', '3c', 'Tc', 'As']);
    expect(Array.from({ length: 52 }, (_, card) => cardOf(cardCode(card)))).toEqual(Array.from({ length: 52 }, (_, card) => card));
    expect([cardOf('1c'), cardOf('Ax'), cardOf('A'), cardOf('Ahh')]).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('standard deck hands, 9/6 Jacks or Better', () => {
  it.each([
    ['Th Jh Qh Kh Ah', 'royalFlush', 800],
    ['Ks 9s Js Ts Qs', 'straightFlush', 50],
    ['Ad 2d 3d 4d 5d', 'straightFlush', 50],
    ['Ac Ad Ah As 2c', 'fourAces', 25],
    ['Kc Kd 3d Kh Ks', 'fourJacksToKings', 25],
    ['Tc Td Th Ts 9c', 'fourFivesToTens', 25],
    ['2c 2d 2h 2s Ac', 'fourTwosToFours', 25],
    ['Qc 3s Qd Qh 3c', 'fullHouse', 9],
    ['2c 2d 2h As Ac', 'fullHouse', 9],
    ['2h 7h 9h Jh Kh', 'flush', 6],
    ['Ac 2d 3h 4s 5c', 'straight', 4],
    ['Tc Jd Qh Ks Ac', 'straight', 4],
    ['9s 6c Td 8h 7c', 'straight', 4],
    ['7c 7d 7h Ks 2c', 'threeOfAKind', 3],
    ['3c 3d 9h 9s Ac', 'twoPair', 2],
    ['Jc Jd 2h 5s 9c', 'jacksOrBetter', 1],
    ['4c Ad 2h As 9c', 'jacksOrBetter', 1],
  ])('%s is %s, paying %i', (codes, hand, multiple) => {
    expect(pays(JacksOrBetterDeluxe.config, codes)).toEqual({ hand, pays: multiple });
  });

  it.each([
    ['Tc Td 2h 5s 9c', 'a pair below jacks'],
    ['Qc Kd Ah 2s 3c', 'a straight cannot wrap round the ace'],
    ['2c 3d 4h 5s 7c', 'four to a straight'],
    ['2h 7h 9h Jh Kd', 'four to a flush'],
  ])('%s pays nothing (%s)', (codes) => {
    expect(pays(JacksOrBetterDeluxe.config, codes)).toEqual({ hand: null, pays: 0 });
  });
});

describe('four of a kind by rank', () => {
  it.each([
    ['Ac Ad Ah As 9c', 80, 80],
    ['Kc Kd Kh Ks 9c', 25, 40],
    ['Jc Jd Jh Js 9c', 25, 40],
    ['Tc Td Th Ts 9c', 25, 25],
    ['5c 5d 5h 5s 9c', 25, 25],
    ['4c 4d 4h 4s 9c', 40, 25],
    ['2c 2d 2h 2s 9c', 40, 25],
  ])('%s pays %i in 8/5 Bonus Poker and %i in 8/5 Aces and Faces', (codes, bonus, acesAndFaces) => {
    expect([pays(BonusPokerCopper.config, codes).pays, pays(AcesAndFaces.config, codes).pays]).toEqual([bonus, acesAndFaces]);
  });

  it('pays the rest of the 8/5 tables alike', () => {
    for (const config of [BonusPokerCopper.config, AcesAndFaces.config]) {
      const table = [
        'Th Jh Qh Kh Ah',
        '9s Ts Js Qs Ks',
        'Qc Qd Qh 3s 3c',
        '2h 7h 9h Jh Kh',
        'Ac 2d 3h 4s 5c',
        '7c 7d 7h Ks 2c',
        '3c 3d 9h 9s Ac',
        'Qc Qd 2h 5s 9c',
        'Tc Td 2h 5s 9c',
      ];
      expect(table.map((codes) => pays(config, codes).pays)).toEqual([800, 50, 8, 5, 4, 3, 2, 1, 0]);
    }
  });
});

describe('deuces wild hands, Not So Ugly Ducks', () => {
  it.each([
    ['Th Jh Qh Kh Ah', 'naturalRoyalFlush', 800],
    ['2c 2d 2h 2s 7c', 'fourDeuces', 200],
    ['2c 2d 2h 2s Ah', 'fourDeuces', 200],
    ['2c Jh Qh Kh Ah', 'wildRoyalFlush', 25],
    ['2c 2d 2h Ks As', 'wildRoyalFlush', 25],
    ['2c 7d 7h 7s 7c', 'fiveOfAKind', 16],
    ['2c 2d 2h Ks Kc', 'fiveOfAKind', 16],
    ['2c 2d 5h 6h 7h', 'straightFlush', 10],
    ['2c Ah 3h 4h 5h', 'straightFlush', 10],
    ['2c 2d 2h 5s 6s', 'straightFlush', 10],
    ['9h Th Jh Qh Kh', 'straightFlush', 10],
    ['2c 9d 9h 9s Kc', 'fourOfAKind', 4],
    ['2c 2d 9h 9s Kc', 'fourOfAKind', 4],
    ['2c 2d 2h 5s Js', 'fourOfAKind', 4],
    ['9c 9d 9h Ks Kc', 'fullHouse', 4],
    ['2c 9d 9h Ks Kc', 'fullHouse', 4],
    ['2c 4c 8c Jc Kc', 'flush', 3],
    ['3h 7h 9h Jh Kh', 'flush', 3],
    ['2c 5d 6h 8s 9c', 'straight', 2],
    ['2c 2d 3h 4s 7c', 'straight', 2],
    ['Ac 2d 3h 4s 5c', 'straight', 2],
    ['2c 5d 5h 9s Kc', 'threeOfAKind', 1],
    ['2c 2d 5h 9s Kc', 'threeOfAKind', 1],
    ['Qc Qd Qh 4s 9c', 'threeOfAKind', 1],
  ])('%s is %s, paying %i', (codes, hand, multiple) => {
    expect(pays(DeucesWildVelvet.config, codes)).toEqual({ hand, pays: multiple });
  });

  it.each([['3c 3d 9h 9s Kc'], ['Ac Ad 5h 9s Kc'], ['2c 5d 9h Js Kc'], ['Qc Kd Ah 2s 4c']])('%s pays nothing', (codes) => {
    expect(pays(DeucesWildVelvet.config, codes)).toEqual({ hand: null, pays: 0 });
  });
});
