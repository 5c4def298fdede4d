import { ZErrorResponse } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createClient } from '../../../test/http';

const JSON_LIMIT = 3;
const IMAGE_LIMIT = 5;
const GAME_API = '/game-aggregator-service/api/v1';

/** Every public read a scraper would loop over: the static CDN files, the catalogue and its thumbnails. */
const JSON_PATHS = [
  '/cdn/static/country-codes.json',
  '/cdn/static/restricted-countries.json',
  '/cdn/static/site-configuration.json',
  '/cdn/static/recommended-games.json',
  `${GAME_API}/games-and-categories/EUR`,
  `${GAME_API}/category/top-games`,
  `${GAME_API}/category/main-games`,
  `${GAME_API}/category/featured-games`,
  `${GAME_API}/category/new-games`,
  `${GAME_API}/winners/latest`,
  `${GAME_API}/winners/top`,
  `${GAME_API}/skin-configuration`,
  `${GAME_API}/jackpots`,
  `${GAME_API}/jackpots/games`,
];
const IMAGE_PATHS = ['/cdn/images/velvetreel/NeonNights.webp', '/cdn/i/s3/velvetreel/NeonNights.webp'];

describe('rate limits on the public catalogue and CDN files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_RATE_LIMIT_PER_MINUTE: String(JSON_LIMIT),
      IMAGE_RATE_LIMIT_PER_MINUTE: String(IMAGE_LIMIT),
    });
  });
  afterAll(() => t.close());

  async function exhaust(path: string, limit: number) {
    const scraper = createClient(t.app, { base: '' });
    for (let i = 1; i <= limit; i++) {
      const res = await scraper.get(path);
      expect(res.statusCode, `${path} #${i}`).toBe(200);
      expect(res.headers['x-ratelimit-limit'], path).toBe(String(limit));
      expect(res.headers['x-ratelimit-remaining'], path).toBe(String(limit - i));
    }
    const refused = await scraper.get(path);
    expect(refused.statusCode, path).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(ZErrorResponse.parse(refused.json()).message).toMatch(/rate limit/i);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    return scraper;
  }

  it.each(JSON_PATHS)('answers 429 to one address asking %s too often, and serves everyone else', async (path) => {
    const scraper = await exhaust(path, JSON_LIMIT);
    expect((await createClient(t.app, { base: '' }).get(path)).statusCode).toBe(200);
    // Each route counts on its own: being turned away from one file does not block the next.
    const other = JSON_PATHS.find((p) => p !== path)!;
    const elsewhere = await scraper.get(other);
    expect(elsewhere.statusCode).not.toBe(429);
  });

  it.each(IMAGE_PATHS)('answers 429 to one address fetching thumbnails from %s too often', async (path) => {
    await exhaust(path, IMAGE_LIMIT);
    expect((await createClient(t.app, { base: '' }).get(path)).statusCode).toBe(200);
  });

  it('counts a 304 revalidation like any other request', async () => {
    const path = '/cdn/static/country-codes.json';
    const client = createClient(t.app, { base: '' });
    const etag = String((await client.get(path)).headers.etag);
    for (let i = 2; i <= JSON_LIMIT; i++) {
      expect((await client.request('GET', path, undefined, { 'if-none-match': etag })).statusCode).toBe(304);
    }
    expect((await client.request('GET', path, undefined, { 'if-none-match': etag })).statusCode).toBe(429);
  });
});
