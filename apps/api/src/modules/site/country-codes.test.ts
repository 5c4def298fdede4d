import { ZCountryCodes } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createClient, type Client } from '../../../test/http';
import { countryName, isCountryCode, listCountries } from './countries';

const PATH = '/cdn/static/country-codes.json';

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

describe('GET /cdn/static/country-codes.json', () => {
  let t: TestApp;
  let client: Client;
  beforeAll(async () => {
    t = await createTestApp();
    client = createClient(t.app, { base: '' });
  });
  afterAll(() => t.close());

  it('serves every country keyed by its code, in alphabetical order of name', async () => {
    const res = await client.get(PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = ZCountryCodes.parse(res.json());
    expect(Object.keys(body)).toHaveLength(249);
    expect(body.DE).toEqual({ name: 'Germany' });
    expect(body.JP).toEqual({ name: 'Japan' });
    const names = Object.values(body).map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('is cacheable for an hour and answers 304 to a matching ETag', async () => {
    const first = await client.get(PATH);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await client.request('GET', PATH, undefined, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=3600');
    }
    const stale = await client.request('GET', PATH, undefined, { 'if-none-match': '"older"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('needs no session and is in the OpenAPI document', async () => {
    const doc = (await client.get('/api/docs/json')).json();
    for (const file of ['country-codes', 'restricted-countries', 'site-configuration', 'recommended-games']) {
      expect(doc.paths[`/cdn/static/${file}.json`], file).toBeDefined();
    }
  });
});
