import { describe, expect, it } from 'vitest';
import { describeSpot } from './recall';

describe('roulette recall', () => {
  it('names a spot with its numbers or its part of the table', () => {
    expect(describeSpot({ kind: 'dozen', which: 2, amount: '1.00' })).toBe('Dozen 2');
  });
});
