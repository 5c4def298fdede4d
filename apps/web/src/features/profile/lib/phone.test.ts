import { describe, expect, it } from 'vitest';
import { isPhoneLocked, joinPhone, splitPhone } from './phone';

describe('phone', () => {
  it('keeps the national number and the calling code apart', () => {
    expect(splitPhone('+4915112345678')).toEqual({ phoneNumber: '15112345678', dialingCode: '+49' });
    expect(splitPhone('+12133734253')).toEqual({ phoneNumber: '2133734253', dialingCode: '+1' });
  });

  it('accepts a national number of 2 digits, not fewer', () => {
    expect(splitPhone('+4912')).toEqual({ phoneNumber: '12', dialingCode: '+49' });
    expect(splitPhone('+491')).toBeNull();
  });

  it('has nothing to send for an empty or unreadable input', () => {
    expect(splitPhone('')).toBeNull();
    expect(splitPhone(undefined)).toBeNull();
    expect(splitPhone('+')).toBeNull();
    expect(splitPhone('+3531234567890123456789')).toBeNull();
    expect(splitPhone(`+49${'1'.repeat(300)}`)).toBeNull();
  });

  it('shows a stored phone again in the input', () => {
    expect(joinPhone({ phoneNumber: '15112345678', dialingCode: '+49' })).toBe('+4915112345678');
    expect(joinPhone({ phoneNumber: '15112345678', dialingCode: '49' })).toBe('+4915112345678');
    expect(joinPhone({ phoneNumber: '15112345678', dialingCode: null })).toBeUndefined();
    expect(joinPhone({ phoneNumber: null, dialingCode: null })).toBeUndefined();
  });

  it('is read-only once both parts exist', () => {
    expect(isPhoneLocked({ phoneNumber: '15112345678', dialingCode: '+49' })).toBe(true);
    expect(isPhoneLocked({ phoneNumber: '15112345678', dialingCode: null })).toBe(false);
    expect(isPhoneLocked({ phoneNumber: null, dialingCode: '+49' })).toBe(false);
  });
});
