import { describe, expect, it } from 'vitest';
import { blockedCountryHeader, readBlockedCountryHeader } from './blocked-request';

describe('the blocked-country header', () => {
  it('carries the code and the name, spaces and all', () => {
    expect(readBlockedCountryHeader(blockedCountryHeader('US', 'United States'))).toEqual({ isoCode: 'US', country: 'United States' });
    expect(readBlockedCountryHeader(blockedCountryHeader('CI', "Côte d'Ivoire"))).toEqual({ isoCode: 'CI', country: "Côte d'Ivoire" });
  });

  it('reads nothing from a missing or malformed value', () => {
    for (const value of [null, undefined, '', 'US', 'us United', 'USA United', 'US %E0%A4%A']) {
      expect(readBlockedCountryHeader(value)).toBeNull();
    }
  });
});
