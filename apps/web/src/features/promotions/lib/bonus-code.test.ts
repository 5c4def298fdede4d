import { describe, expect, it } from 'vitest';
import { bonusCodeError, cleanBonusCode } from './bonus-code';

describe('bonus code', () => {
  it('keeps digits only as the player types', () => {
    expect(cleanBonusCode('12a 3-4')).toBe('1234');
    expect(cleanBonusCode('abc')).toBe('');
  });

  it("uses the contract's messages", () => {
    expect(bonusCodeError('')).toBe('Enter a bonus code');
    expect(bonusCodeError('12a')).toBe('Bonus code must contain digits only');
    expect(bonusCodeError('1'.repeat(33))).toBe('Bonus code must have at most 32 digits');
  });

  it('accepts a code of digits', () => {
    expect(bonusCodeError('2024')).toBeUndefined();
    expect(bonusCodeError('1'.repeat(32))).toBeUndefined();
  });
});
