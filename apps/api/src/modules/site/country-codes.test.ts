import { ZCountryCodes } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { createClient } from '../../../test/http';
import { expectRevalidation } from '../../../test/http-cache';

const PATH = '/cdn/static/country-codes.json';

describe('GET /cdn/static/country-codes.json', () => {
  let t: TestApp;
  useTestApp((app) => (t = app));
  const client = () => createClient(t.app, { base: '' });

  it('serves every country keyed by its code, in alphabetical order of name', async () => {
    const res = await client().get(PATH);
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
    await expectRevalidation(t.app, PATH, 'public, max-age=3600');
  });

  it('needs no session and is in the OpenAPI document', async () => {
    const doc = (await client().get('/api/docs/json')).json();
    for (const file of ['country-codes', 'restricted-countries', 'site-configuration', 'recommended-games']) {
      expect(doc.paths[`/cdn/static/${file}.json`], file).toBeDefined();
    }
  });
});
