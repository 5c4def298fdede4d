import { describe, expect, it } from 'vitest';
import { VIDEO_POKER_TITLES } from './titles';
import { cards } from '../../shared/cards';
import { DRAWS, EV_SCALE, oddsTables } from './odds';
import { payTableOf, type VideoPokerConfig } from './pay-table';
import { optimalHold } from './rtp';
import { mulberry32 } from '../../simulation/prng';

const jacks = VIDEO_POKER_TITLES.JacksOrBetterDeluxe.config;
const deuces = VIDEO_POKER_TITLES.DeucesWildVelvet.config;
const holdOf = (mask: number) => [0, 1, 2, 3, 4].map((i) => (mask & (1 << i)) !== 0);

/** The total a hold pays over every draw, by evaluating each final hand: what the odds tables replace. */
function bruteForceTotal(config: VideoPokerConfig, dealt: number[], mask: number): number {
  const { evaluate, pays } = payTableOf(config);
  const held = dealt.filter((_, i) => mask & (1 << i));
  const rest = Array.from({ length: 52 }, (_, card) => card).filter((card) => !dealt.includes(card));
  const hand = [...held, 0, 0, 0, 0, 0].slice(0, 5);
  let total = 0;
  const drawFrom = (from: number, slot: number) => {
    if (slot === 5) {
      total += pays[evaluate(hand[0]!, hand[1]!, hand[2]!, hand[3]!, hand[4]!)]!;
      return;
    }
    for (let i = from; i < rest.length; i += 1) {
      hand[slot] = rest[i]!;
      drawFrom(i + 1, slot + 1);
    }
  };
  drawFrom(0, held.length);
  return total;
}

function randomDeal(random: () => number): number[] {
  const deck = Array.from({ length: 52 }, (_, card) => card);
  for (let place = 0; place < 5; place += 1) {
    const pick = place + Math.floor(random() * (52 - place));
    [deck[place], deck[pick]] = [deck[pick]!, deck[place]!];
  }
  return deck.slice(0, 5);
}

describe('video poker draw odds', () => {
  it('scales every hold to a whole number: 7,669,695 is the least common multiple of C(47, 0…5)', () => {
    expect(Array.from(DRAWS)).toEqual([1_533_939, 178_365, 16_215, 1_081, 47, 1]);
    expect(Array.from(DRAWS, (draws) => EV_SCALE % draws)).toEqual([0, 0, 0, 0, 0, 0]);
    const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
    const lcm = Array.from(DRAWS).reduce((a, b) => (a * b) / gcd(a, b));
    expect(lcm).toBe(EV_SCALE);
  });

  it('totals what all 2,598,960 hands pay in 9/6 Jacks or Better', () => {
    // 4 royals × 800, 36 straight flushes × 50, 624 quads × 25, 3,744 full houses × 9, 5,108 flushes × 6,
    // 10,200 straights × 4, 54,912 trips × 3, 123,552 two pairs × 2, 4 × 84,480 pairs of jacks or better × 1.
    expect(oddsTables(payTableOf(jacks)).totals[0]![0]).toBe(875_504);
  });

  it('holds a pair of jacks in 9/6 Jacks or Better for 1.5365 a unit', () => {
    const { hold, ev } = optimalHold(jacks, cards('Jh 3c Js 7d 9s'));
    expect(hold).toEqual([true, false, true, false, false]);
    expect(ev).toBeCloseTo(1.5365, 4);
  });

  it('keeps a dealt royal flush and breaks a dealt flush for four to a royal', () => {
    expect(optimalHold(jacks, cards('As Ks Qs Js Ts'))).toMatchObject({ hold: [true, true, true, true, true], ev: 800 });
    // Of the 47 draws: the ten of hearts (800), seven other hearts (flush, 6), three other tens (straight, 4)
    // and twelve aces, kings, queens or jacks (1): 866 / 47 = 18.4255, more than the flush's 6.
    const fourToRoyal = optimalHold(jacks, cards('Ah Kh Qh Jh 4h'));
    expect(fourToRoyal.hold).toEqual([true, true, true, true, false]);
    expect(fourToRoyal.ev * EV_SCALE).toBe((866 * EV_SCALE) / 47);
  });

  it('draws five new cards to a hand with nothing worth keeping', () => {
    const garbage = cards('2c 4d 7h 9s 3h');
    const best = optimalHold(jacks, garbage);
    expect(best.hold).toEqual([false, false, false, false, false]);
    expect(best.ev * EV_SCALE).toBe((bruteForceTotal(jacks, garbage, 0) * EV_SCALE) / DRAWS[0]!);
  });

  it('breaks exact ties by the lowest mask: four deuces keep the deuces and draw one', () => {
    const best = optimalHold(deuces, cards('2c 2d 2h 2s 7c'));
    expect([best.hold, best.ev, best.evs[31]]).toEqual([[true, true, true, true, false], 200, 200]);
  });

  it.each([
    ['9/6 Jacks or Better', jacks, 1],
    ['Not So Ugly Ducks Deuces Wild', deuces, 2],
  ])('agrees with evaluating every draw of every hold on random deals in %s', (_name, config, seed) => {
    const random = mulberry32(seed);
    for (let deal = 0; deal < 2; deal += 1) {
      const dealt = randomDeal(random);
      const { evs } = optimalHold(config, dealt);
      // Drawing five (1,533,939 hands) is checked on the first deal only: the rest of the time is the holds.
      for (let mask = deal === 0 ? 0 : 1; mask < 32; mask += 1) {
        const held = holdOf(mask).filter(Boolean).length;
        expect(Math.round(evs[mask]! * EV_SCALE)).toBe((bruteForceTotal(config, dealt, mask) * EV_SCALE) / DRAWS[held]!);
      }
    }
  });

  it('refuses a deal that is not five different cards', () => {
    expect(() => optimalHold(jacks, cards('2c 2c 7h 9s 3h'))).toThrow('a deal is five different cards');
    expect(() => optimalHold(jacks, [1, 2, 3, 4])).toThrow('a deal is five different cards');
    expect(() => optimalHold(jacks, [1, 2, 3, 4, 52])).toThrow('a deal is five different cards');
  });
});
