import { describe, expect, it } from 'vitest';
import { geoVerdict, isRestrictedCountry } from './geo-verdict';

const restricted = [{ code: 'US' }, { code: 'GB' }];
const ok = <T>(data: T) => ({ status: 'success' as const, data });
const pending = { status: 'pending' as const };
const failed = { status: 'error' as const };

describe('isRestrictedCountry', () => {
  it('matches listed codes in any letter case and with spaces around', () => {
    expect(isRestrictedCountry('US', restricted)).toBe(true);
    expect(isRestrictedCountry('us', restricted)).toBe(true);
    expect(isRestrictedCountry(' gb ', restricted)).toBe(true);
  });

  it('lets every other country, and an unknown one, through', () => {
    expect(isRestrictedCountry('DE', restricted)).toBe(false);
    expect(isRestrictedCountry('', restricted)).toBe(false);
    expect(isRestrictedCountry('USA', restricted)).toBe(false);
    expect(isRestrictedCountry('US', [])).toBe(false);
  });
});

describe('geoVerdict', () => {
  it('waits until both answers are in', () => {
    expect(geoVerdict(pending, pending)).toEqual({ status: 'pending' });
    expect(geoVerdict(ok({ isoCode: 'US', country: 'United States' }), pending)).toEqual({ status: 'pending' });
    expect(geoVerdict(pending, ok(restricted))).toEqual({ status: 'pending' });
  });

  it('blocks a visitor from a restricted country, naming it', () => {
    expect(geoVerdict(ok({ isoCode: 'us', country: 'United States' }), ok(restricted))).toEqual({
      status: 'blocked',
      isoCode: 'US',
      country: 'United States',
    });
  });

  it('names the country by its code when the lookup gives no name', () => {
    expect(geoVerdict(ok({ isoCode: 'GB', country: ' ' }), ok(restricted))).toEqual({
      status: 'blocked',
      isoCode: 'GB',
      country: 'GB',
    });
  });

  it('allows everyone else', () => {
    expect(geoVerdict(ok({ isoCode: 'DE', country: 'Germany' }), ok(restricted))).toEqual({ status: 'allowed' });
  });

  it('allows the site when either lookup fails, without waiting for the other', () => {
    expect(geoVerdict(failed, pending)).toEqual({ status: 'allowed' });
    expect(geoVerdict(pending, failed)).toEqual({ status: 'allowed' });
    expect(geoVerdict(ok({ isoCode: 'US', country: 'United States' }), failed)).toEqual({ status: 'allowed' });
  });
});
