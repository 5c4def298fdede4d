import { describe, expect, it } from 'vitest';
import { countryName, isCountryCode, listCountries } from './countries';

describe('country list', () => {
  it('holds the 249 countries of ISO 3166-1 with their English names', () => {
    const countries = listCountries();
    expect(Object.keys(countries)).toHaveLength(249);
    expect(countries.DE).toEqual({ name: 'Germany' });
    expect(countries.FR).toEqual({ name: 'France' });
    expect(countries.US).toEqual({ name: 'United States' });
    expect(countries.GB).toEqual({ name: 'United Kingdom' });
    expect(countries.BZ).toEqual({ name: 'Belize' });
    expect(countries.KM).toEqual({ name: 'Comoros' });
    expect(countries.AX?.name).toBe('Åland Islands');
    for (const [code, { name }] of Object.entries(countries)) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(name.length, code).toBeGreaterThan(2);
    }
  });

  it('leaves out codes the standard keeps for private use, such as XK', () => {
    expect(isCountryCode('XK')).toBe(false);
    expect(Object.keys(listCountries()).filter((c) => /^(AA|Q[M-Z]|X[A-Z]|ZZ)$/.test(c))).toEqual([]);
  });

  it('recognises only assigned upper-case alpha-2 codes', () => {
    for (const code of ['DE', 'US', 'GB', 'AQ', 'SS', 'CW']) expect(isCountryCode(code), code).toBe(true);
    for (const code of ['de', 'De', 'DEU', 'D', '', 'XX', 'ZZ', 'EU', 'UK', 'constructor', '__proto__', 'toString']) {
      expect(isCountryCode(code), code).toBe(false);
    }
    expect(countryName('NL')).toBe('Netherlands');
    expect(countryName('UK')).toBeUndefined();
  });
});
