import { describe, expect, it } from 'vitest';
import { releasedAmount } from './win-unlock';

describe('released free-spin winnings', () => {
  it('adds the extra percent and rounds down', () => {
    expect(releasedAmount(333n, 100)).toBe(666n);
    expect(releasedAmount(333n, 50)).toBe(499n);
    expect(releasedAmount(333n, 0)).toBe(333n);
    expect(releasedAmount(0n, 100)).toBe(0n);
  });
});
