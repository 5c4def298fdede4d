import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ZGamesAndCategories } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_CHECK_MS, importCatalogue } from '../src/modules/games';
import { useTestApp, type TestApp } from './app';
import { randomIp } from './http';

const CATALOGUE = '/game-aggregator-service/api/v1/games-and-categories';
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** The JSON text of an answer, decoded from whatever content coding it came in. */
function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString();
}

describe('public lists answered from memory', () => {
  let t: TestApp;
  useTestApp((app) => (t = app));
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress: randomIp(), headers });

  it.each([
    `${CATALOGUE}/EUR`,
    `${CATALOGUE}/USD`,
    '/game-aggregator-service/api/v1/category/top-games',
    '/game-aggregator-service/api/v1/skin-configuration',
    '/game-aggregator-service/api/v1/jackpots',
    '/cdn/static/country-codes.json',
    '/cdn/static/site-configuration.json',
    '/cdn/static/recommended-games.json',
    '/cdn/static/currencies.json',
  ])('%s: br, gzip and identity bodies hold the same JSON under one ETag, and a matching ETag gets an empty 304', async (url) => {
    const answers = {
      br: await get(url, { 'accept-encoding': 'br' }),
      gzip: await get(url, { 'accept-encoding': 'gzip;q=1, br;q=0.5' }),
      browser: await get(url, { 'accept-encoding': BROWSER_ENCODINGS }),
      identity: await get(url),
      refused: await get(url, { 'accept-encoding': 'br;q=0, gzip;q=0, deflate' }),
    };
    expect(answers.br.headers['content-encoding']).toBe('br');
    expect(answers.gzip.headers['content-encoding']).toBe('gzip');
    expect(answers.browser.headers['content-encoding']).toBe('br');
    expect(answers.identity.headers['content-encoding']).toBeUndefined();
    expect(answers.refused.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(answers.identity.body);
    for (const [kind, res] of Object.entries(answers)) {
      expect(res.statusCode, kind).toBe(200);
      expect(res.headers['content-type'], kind).toBe('application/json; charset=utf-8');
      expect(res.headers.vary, kind).toMatch(/accept-encoding/i);
      expect(res.headers.etag, kind).toBe(answers.identity.headers.etag);
      expect(JSON.parse(decoded(res)), kind).toEqual(json);
    }
    // Brotli's framing outweighs what it saves on a body of a few bytes (an empty list), not on a real one.
    if (answers.identity.rawPayload.length > 100) expect(answers.br.rawPayload.length).toBeLessThan(answers.identity.rawPayload.length);

    const again = await get(url, { 'accept-encoding': BROWSER_ENCODINGS, 'if-none-match': String(answers.br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers.etag).toBe(answers.br.headers.etag);
  });

  it('keeps the catalogue shape: the body parses as games-and-categories', async () => {
    const res = await get(`${CATALOGUE}/EUR`, { 'accept-encoding': 'br' });
    expect(ZGamesAndCategories.parse(JSON.parse(decoded(res))).games.length).toBeGreaterThan(0);
  });

  it('changes after a catalogue import once the catalogue is checked again, with a new ETag', async () => {
    const before = await get(`${CATALOGUE}/EUR`, { 'accept-encoding': 'br' });
    const oldEtag = String(before.headers.etag);
    const feed = [
      {
        id: 'partner:fresh-title',
        name: 'Fresh Title',
        provider: 'PartnerStudio',
        categories: ['slots'],
        rtp: 96.5,
        volatility: 'low',
        minBet: '0.20',
        maxBet: '50.00',
      },
    ];
    expect((await importCatalogue(t.database.db, feed)).added).toEqual(['partner:fresh-title']);
    t.clock.advance(CATALOGUE_CHECK_MS);

    for (const encoding of ['br', 'gzip', 'identity']) {
      const after = await get(`${CATALOGUE}/EUR`, { 'accept-encoding': encoding, 'if-none-match': oldEtag });
      expect(after.statusCode, encoding).toBe(200);
      expect(after.headers.etag).not.toBe(oldEtag);
      const { games } = ZGamesAndCategories.parse(JSON.parse(decoded(after)));
      expect(games.find((g) => g.id === 'partner:fresh-title')).toMatchObject({ name: 'Fresh Title', minBet: '0.20' });
    }
  });

  it('shows bet limits at a new exchange rate once the catalogue is checked again', async () => {
    const minBetOf = async () => {
      const { games } = ZGamesAndCategories.parse((await get(`${CATALOGUE}/USD`)).json());
      return games.find((g) => g.id === 'partner:fresh-title')!.minBet;
    };
    t.clock.advance(CATALOGUE_CHECK_MS);
    const before = await minBetOf();
    // As a rates update does: a new rate with a new quote time.
    await t.database.db.execute(sql`UPDATE currency_rates SET rate_per_eur = rate_per_eur * 3, quoted_at = now() WHERE currency = 'USD'`);
    t.clock.advance(CATALOGUE_CHECK_MS);
    const after = await minBetOf();
    expect(Number(after)).toBeCloseTo(Number(before) * 3, 1);
  });

  it('compresses a large answer of an ordinary route for a client that accepts it, and leaves a small one alone', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);
    for (const encoding of ['br', 'gzip']) {
      const res = await get('/api/docs/json', { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decoded(res))).toEqual(plain.json());
    }
    const small = await get('/health', { 'accept-encoding': BROWSER_ENCODINGS });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
