import { describe, expect, it } from 'vitest';
import { chipValues, pickedSpot, slipSpots, slipTotal, WHEEL, wheelAngle } from './bet-slip';

describe('roulette bet slip', () => {
  it('sums chips on the same spot whatever order its numbers were picked in', () => {
    const chips = [
      { spot: { kind: 'split' as const, numbers: [2, 1] }, amount: 10n },
      { spot: { kind: 'red' as const }, amount: 50n },
      { spot: { kind: 'split' as const, numbers: [1, 2] }, amount: 20n },
    ];
    expect(slipSpots(chips)).toEqual([
      { spot: { kind: 'split', numbers: [2, 1] }, amount: 30n },
      { spot: { kind: 'red' }, amount: 50n },
    ]);
    expect(slipTotal(chips)).toBe(80n);
  });

  it('makes an inside spot from picked numbers, or says why it cannot', () => {
    expect(pickedSpot('split', [1], 2)).toBeNull();
    expect(pickedSpot('split', [2, 1], 2)).toEqual({ kind: 'split', numbers: [1, 2] });
    expect(pickedSpot('split', [1, 5], 2)).toMatch(/split/i);
    expect(pickedSpot('street', [3, 1, 2], 3)).toEqual({ kind: 'street', numbers: [1, 2, 3] });
  });

  it('offers chips from the table minimum up to the round maximum', () => {
    expect(chipValues(10n, 1_000n)).toEqual([10n, 50n, 250n, 1_000n]);
  });

  it('turns the wheel forward to bring the pocket under the pointer', () => {
    const angle = wheelAngle(17, 0);
    expect(angle).toBeGreaterThan(0);
    const normalised = ((angle % 360) + 360) % 360;
    expect(Math.round(normalised * 1000) / 1000).toBe(Math.round(((((-(WHEEL.indexOf(17) * 360) / 37) % 360) + 360) % 360) * 1000) / 1000);
    expect(wheelAngle(0, angle)).toBeGreaterThan(angle);
  });
});
