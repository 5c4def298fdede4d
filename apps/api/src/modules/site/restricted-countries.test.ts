import { ZRestrictedCountries } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectStartRefused, type TestApp } from '../../../test/app';
import { createClient } from '../../../test/http';
import { expectRevalidation } from '../../../test/http-cache';
import { useTempDir } from '../../../test/temp-dir';
import { loadConfig } from '../../config';
import { isCountryCode } from '../../lib/countries';
import { isRestrictedCountry, listRestrictedCountries, loadRestrictedCountries } from './restricted-countries';

const PATH = '/cdn/static/restricted-countries.json';

const { fileIn, writeJson } = useTempDir('restricted-countries-');

describe('the shipped restricted-countries file', () => {
  it('blocks the markets an Anjouan licence does not cover, and nothing unknown', () => {
    const codes = loadRestrictedCountries(loadConfig({}).restrictedCountriesFile);
    for (const code of ['US', 'GB', 'FR', 'NL', 'ES', 'AU', 'CW', 'KM']) expect(codes, code).toContain(code);
    for (const code of ['DE', 'CA', 'BR', 'JP']) expect(codes, code).not.toContain(code);
    for (const code of codes) expect(isCountryCode(code), code).toBe(true);
  });
});

describe('GET /cdn/static/restricted-countries.json', () => {
  let shipped: TestApp;
  let custom: TestApp;
  beforeAll(async () => {
    const file = await writeJson('custom.json', [
      { code: 'DE', reason: 'test market' },
      { code: 'AT' },
      { code: 'CH', reason: 'test market' },
    ]);
    // One after the other: PostgreSQL copies a template for one database at a time.
    shipped = await createTestApp();
    custom = await createTestApp({ RESTRICTED_COUNTRIES_FILE: file });
  });
  afterAll(async () => {
    await shipped?.close();
    await custom?.close();
  });

  it('lists the codes only, in alphabetical order', async () => {
    const res = await createClient(shipped.app, { base: '' }).get(PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = ZRestrictedCountries.parse(res.json());
    expect(body).toContainEqual({ code: 'US' });
    expect(body).toContainEqual({ code: 'GB' });
    for (const entry of res.json()) expect(Object.keys(entry)).toEqual(['code']);
    const codes = body.map((c) => c.code);
    expect(codes).toEqual([...codes].sort());
  });

  it('is cacheable for five minutes and answers 304 to a matching ETag', async () => {
    await expectRevalidation(shipped.app, PATH, 'public, max-age=300');
  });

  it('serves the file RESTRICTED_COUNTRIES_FILE names, under its own ETag', async () => {
    const shippedEtag = String((await createClient(shipped.app, { base: '' }).get(PATH)).headers.etag);
    const client = createClient(custom.app, { base: '' });
    const res = await client.request('GET', PATH, undefined, { 'if-none-match': shippedEtag });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ code: 'AT' }, { code: 'CH' }, { code: 'DE' }]);
    expect(res.headers.etag).not.toBe(shippedEtag);
    expect(listRestrictedCountries(custom.app.config)).toEqual(res.json());
  });

  it('answers isRestrictedCountry from the configured file, for any spelling of a code', () => {
    for (const code of ['DE', 'de', ' at ', 'Ch']) expect(isRestrictedCountry(custom.app.config, code), code).toBe(true);
    for (const code of ['US', 'GB', 'FR', '', 'D', 'DEU']) expect(isRestrictedCountry(custom.app.config, code), code).toBe(false);
    expect(isRestrictedCountry(shipped.app.config, 'us')).toBe(true);
    expect(isRestrictedCountry(shipped.app.config, 'DE')).toBe(false);
  });
});

describe('a bad restricted-countries file', () => {
  it('is refused with the unknown codes named', async () => {
    const file = await writeJson('unknown.json', [{ code: 'US' }, { code: 'XX' }, { code: 'usa' }, { code: 'GB' }]);
    expect(() => loadRestrictedCountries(file)).toThrow(
      `Invalid configuration:\n  - RESTRICTED_COUNTRIES_FILE (${file}): unknown country codes XX, usa (use upper-case ISO 3166-1 alpha-2 codes such as US)`,
    );
  });

  it('is refused when a code is listed twice', async () => {
    const file = await writeJson('twice.json', [{ code: 'US' }, { code: 'GB' }, { code: 'US' }]);
    expect(() => loadRestrictedCountries(file)).toThrow(/listed more than once: US$/);
  });

  it('is refused when it is not a list of { code } entries, naming the entry', async () => {
    const notList = await writeJson('object.json', { US: true });
    expect(() => loadRestrictedCountries(notList)).toThrow(/the file: must be a list of entries such as \{ "code": "US" \}/);
    const typo = await writeJson('typo.json', [{ code: 'US' }, { country: 'GB' }]);
    const message = (() => {
      try {
        loadRestrictedCountries(typo);
        return '';
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(message).toContain('[1].code');
    expect(message).toContain('country');
  });

  it('is refused when it is not JSON or does not exist', async () => {
    const broken = await writeJson('broken.json', '[{ "code": "US" },');
    expect(() => loadRestrictedCountries(broken)).toThrow(/RESTRICTED_COUNTRIES_FILE \(.*broken\.json\): not valid JSON/);
    const missing = fileIn('missing.json');
    expect(() => loadRestrictedCountries(missing)).toThrow(
      /RESTRICTED_COUNTRIES_FILE \(.*missing\.json\): cannot read the file \(ENOENT\)/,
    );
  });

  it('stops the API from starting', async () => {
    const file = await writeJson('start.json', [{ code: 'US' }, { code: 'QQ' }]);
    await expectStartRefused({ RESTRICTED_COUNTRIES_FILE: file }, /RESTRICTED_COUNTRIES_FILE .*unknown country codes QQ/);
  });
});
