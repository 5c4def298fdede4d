import { describe, expect, it } from 'vitest';
import { isAppCode, isSecondFactorCode, normalizeSecondFactorCode } from './second-factor-code';

describe('second-factor codes as typed', () => {
  it('drop the spaces and dashes people copy, and ignore case', () => {
    expect(normalizeSecondFactorCode(' 123 456 ')).toBe('123456');
    expect(normalizeSecondFactorCode('123-456')).toBe('123456');
    expect(normalizeSecondFactorCode('abcd-efgh 2345\t6789')).toBe('ABCDEFGH23456789');
  });

  it('know a code from the app: six digits, nothing else', () => {
    expect(isAppCode('123456')).toBe(true);
    expect(isAppCode('12345')).toBe(false);
    expect(isAppCode('1234567')).toBe(false);
    expect(isAppCode('12a456')).toBe(false);
  });

  it('take a code from the app or a recovery code, and refuse anything else', () => {
    expect(isSecondFactorCode('123456')).toBe(true);
    expect(isSecondFactorCode(normalizeSecondFactorCode('ABCD-EFGH-2345-6789'))).toBe(true);
    expect(isSecondFactorCode('ABCDEFGH2345678')).toBe(false);
    expect(isSecondFactorCode('ABCD-EFGH-2345-6789')).toBe(false);
    expect(isSecondFactorCode('')).toBe(false);
    expect(isSecondFactorCode('12345A')).toBe(false);
  });
});
