import { describe, expect, it } from 'vitest';
import { pickTarget, spawn, SWIMMERS_ON_SCREEN } from './swimmers';

const TARGETS = [
  { id: 'perch', multiplier: 2 },
  { id: 'king', multiplier: 200 },
];

describe('the fishing scene swimmers', () => {
  it('picks small fish more often than the boss, by the square root of the multiplier', () => {
    // weights 1/√2 ≈ 0.707 and 1/√200 ≈ 0.0707: the boss is the last ~9 % of the roll
    expect(pickTarget(TARGETS, () => 0)).toBe('perch');
    expect(pickTarget(TARGETS, () => 0.9)).toBe('perch');
    expect(pickTarget(TARGETS, () => 0.92)).toBe('king');
    expect(pickTarget(TARGETS, () => 0.999999)).toBe('king');
  });

  it('spreads the lanes inside the scene and gives every swimmer its own key', () => {
    const swimmers = Array.from({ length: SWIMMERS_ON_SCREEN }, (_, slot) => spawn(TARGETS, slot, () => 0.99));
    expect(new Set(swimmers.map((s) => s.key)).size).toBe(SWIMMERS_ON_SCREEN);
    for (const s of swimmers) {
      expect(s.top).toBeGreaterThanOrEqual(6);
      expect(s.top).toBeLessThan(85);
      expect(s.rest).toBeLessThan(85);
      expect(s.seconds).toBeLessThanOrEqual(16);
      expect(s.swum).toBe(0);
    }
    const opening = spawn(TARGETS, 0, () => 0.5, true);
    expect(opening.swum).toBeCloseTo(12 * 0.5 * 0.8);
  });
});
