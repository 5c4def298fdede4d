import { describe, expect, it } from 'vitest';
import { createCountryGate, isRestrictedCountry } from './country-gate';

const RESTRICTED = [{ code: 'US' }, { code: 'GB' }];
const PLACES: Record<string, { isoCode: string; country: string }> = {
  '8.8.8.8': { isoCode: 'US', country: 'United States' },
  '194.25.2.129': { isoCode: 'DE', country: 'Germany' },
  '81.2.69.160': { isoCode: 'gb', country: ' ' },
};

function gate({ failLookup = false, failList = false } = {}) {
  let clock = 0;
  const asked: (string | undefined)[] = [];
  let listLoads = 0;
  const countryGate = createCountryGate({
    now: () => clock,
    lookup: async (address) => {
      asked.push(address);
      if (failLookup) throw new Error('API down');
      // The API places unknown and private addresses in its default country.
      return PLACES[address ?? ''] ?? { isoCode: 'MT', country: 'Malta' };
    },
    loadRestricted: async () => {
      listLoads++;
      if (failList) throw new Error('API down');
      return RESTRICTED;
    },
  });
  return { countryGate, asked, listLoads: () => listLoads, advance: (ms: number) => (clock += ms) };
}

describe('isRestrictedCountry', () => {
  it('matches listed codes in any letter case and with spaces around', () => {
    expect(isRestrictedCountry('US', RESTRICTED)).toBe(true);
    expect(isRestrictedCountry(' gb ', RESTRICTED)).toBe(true);
    expect(isRestrictedCountry('DE', RESTRICTED)).toBe(false);
    expect(isRestrictedCountry('', RESTRICTED)).toBe(false);
    expect(isRestrictedCountry('USA', RESTRICTED)).toBe(false);
  });
});

describe('createCountryGate', () => {
  it('blocks a visitor placed in a restricted country, naming it (by its code when the API gives no name)', async () => {
    const { countryGate } = gate();
    expect(await countryGate.decide('8.8.8.8')).toEqual({ blocked: true, isoCode: 'US', country: 'United States' });
    expect(await countryGate.decide('81.2.69.160')).toEqual({ blocked: true, isoCode: 'GB', country: 'GB' });
  });

  it('sends the site to everyone else, the default country included', async () => {
    const { countryGate } = gate();
    expect(await countryGate.decide('194.25.2.129')).toEqual({ blocked: false });
    expect(await countryGate.decide('127.0.0.1')).toEqual({ blocked: false });
    expect(await countryGate.decide(undefined)).toEqual({ blocked: false });
  });

  it('asks the API about an address once per five minutes, and for the list once a minute', async () => {
    const { countryGate, asked, listLoads, advance } = gate();
    await Promise.all([countryGate.decide('8.8.8.8'), countryGate.decide('8.8.8.8')]);
    advance(30_000);
    await countryGate.decide('8.8.8.8');
    expect(asked).toEqual(['8.8.8.8']);
    expect(listLoads()).toBe(1);
    advance(4 * 60_000);
    await countryGate.decide('8.8.8.8');
    expect(asked).toEqual(['8.8.8.8']);
    expect(listLoads()).toBe(2);
    advance(31_000);
    await countryGate.decide('8.8.8.8');
    expect(asked).toEqual(['8.8.8.8', '8.8.8.8']);
  });

  it('sends the site when the API cannot place the visitor or list the countries, and asks again soon', async () => {
    const down = gate({ failLookup: true });
    expect(await down.countryGate.decide('8.8.8.8')).toEqual({ blocked: false });
    down.advance(11_000);
    await down.countryGate.decide('8.8.8.8');
    expect(down.asked).toEqual(['8.8.8.8', '8.8.8.8']);
    expect(await gate({ failList: true }).countryGate.decide('8.8.8.8')).toEqual({ blocked: false });
  });

  it('keeps a bounded number of addresses', async () => {
    let asked = 0;
    const countryGate = createCountryGate({
      maxAddresses: 2,
      lookup: async () => (asked++, { isoCode: 'DE', country: 'Germany' }),
      loadRestricted: async () => RESTRICTED,
    });
    for (const address of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '1.1.1.1']) await countryGate.decide(address);
    expect(asked).toBe(4);
  });
});
