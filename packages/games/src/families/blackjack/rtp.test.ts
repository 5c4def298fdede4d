import { describe, expect, it } from 'vitest';
import { blackjackMath, decide, dealerOutcomes, strategyFor } from './rtp';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('blackjack dealer outcomes on an infinite shoe', () => {
  it('ends on 17–21 or bust, standing on soft 17', () => {
    for (let up = 1; up <= 10; up += 1) expect(sum(dealerOutcomes(up))).toBeCloseTo(1, 12);
    // Under a 6 the dealer busts 42.32 % of the time; under an ace without blackjack 16.65 %.
    expect(dealerOutcomes(6)[22]!.toFixed(4)).toBe('0.4232');
    expect(dealerOutcomes(1)[22]!.toFixed(4)).toBe('0.1665');
    // Soft 17 stands: an ace and a 6 in the hole ends on 17, so 17 is as likely as 18–20 under an ace.
    expect(
      dealerOutcomes(1)
        .slice(17, 21)
        .map((p) => p.toFixed(4)),
    ).toEqual(['0.1889', '0.1889', '0.1889', '0.1889']);
  });
});

describe('blackjack basic strategy', () => {
  const decision = (up: number, hard: number, hasAce: boolean, split: number | null = null, canDouble = true) =>
    decide(strategyFor(up), { hard, hasAce }, { canDouble, canSplitValue: split });

  it('is the published chart for six decks, S17, double after split', () => {
    expect(decision(10, 16, false)).toBe('hit');
    expect(decision(4, 12, false)).toBe('stand');
    expect(decision(2, 12, false)).toBe('hit');
    expect(decision(10, 11, false)).toBe('double');
    expect(decision(1, 11, false)).toBe('hit');
    expect(decision(2, 8, true)).toBe('stand'); // soft 18
    expect(decision(3, 8, true)).toBe('double');
    expect(decision(9, 8, true)).toBe('hit');
    expect(decision(10, 16, false, 8)).toBe('split');
    expect(decision(7, 18, false, 9)).toBe('stand');
    expect(decision(10, 2, true, 1)).toBe('split');
    expect(decision(6, 20, false, 10)).toBe('stand');
    expect(decision(5, 8, false, 4)).toBe('split');
    expect(decision(2, 4, false, 2)).toBe('split');
  });
});

describe('blackjack return', () => {
  it('returns 99.4883 % under basic strategy on an infinite shoe (house edge 0.51 %)', () => {
    const math = blackjackMath();
    expect((math.rtp * 100).toFixed(4)).toBe('99.4883');
    expect(math.insuranceRtp).toBeCloseTo(12 / 13, 15);
  });
});
