import { describe, expect, it } from 'vitest';
import { ratio } from '../../shared/rational';
import { overround, payAt, price, returnOf } from './pricing';

describe('virtual sports prices', () => {
  it('are the book factor over the chance, rounded down to the hundredth — worked by hand', () => {
    expect(price(ratio(1, 6), 9_500)).toBe(570); // 5.70 exactly: returns 95 %
    expect(price(ratio(2, 7), 9_500)).toBe(332); // 3.325 → 3.32
    expect(returnOf(ratio(2, 7), 332)).toEqual(ratio(166, 175)); // 94.857 %
    expect(price(ratio(1, 1_000), 9_600)).toBe(96_000);
  });

  it('offer nothing below 1.01 or above 1000.00', () => {
    expect(price(ratio(19, 20), 9_500)).toBeNull(); // 1.00
    expect(price(ratio(94, 100), 9_500)).toBe(101); // 1.0106
    expect(price(ratio(1, 2_000), 9_600)).toBeNull(); // 1920.00
    expect(price(ratio(0), 9_600)).toBeNull();
  });

  it('pay the stake at the odds rounded down to the minor unit, and state the overround', () => {
    expect(payAt(33n, 332)).toBe(109n); // 109.56
    expect(payAt(20_000n, 29_070)).toBe(5_814_000n);
    expect(overround(9_500)).toBe('5.26');
    expect(overround(9_600)).toBe('4.17');
  });
});
