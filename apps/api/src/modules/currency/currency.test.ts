import { CURRENCIES, CURRENCY_CODES, ZCurrenciesFile, ZCurrencyList, ZRateLimitResponse } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { expectRevalidation } from '../../../test/http-cache';
import type { RatesProvider } from './rates-provider';
import { loadRates } from './service';

const shipped = { USD: 1.0834, JPY: 162.47, BTC: 0.0000104 };

describe('currencies and minimums', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const limits = (currency: string) => get(`/profile-service/api/v1/rate/limit/${currency}`);

  describe('GET /cdn/static/currencies.json', () => {
    it('lists every currency with symbol and precision, fiat first in table order', async () => {
      const res = await get('/cdn/static/currencies.json');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = ZCurrenciesFile.parse(res.json());
      expect(body).toHaveLength(CURRENCY_CODES.length);
      expect(body.map((c) => c.code)).toEqual(CURRENCY_CODES);
      expect(body.findIndex((c) => !c.fiat)).toBe(body.filter((c) => c.fiat).length);
      for (const entry of body) expect(entry).toEqual(CURRENCIES[entry.code]);
      expect(body.find((c) => c.code === 'ETH')?.subunits_to_unit).toBe(1e18);
      expect(body.find((c) => c.code === 'JPY')).toEqual({ code: 'JPY', symbol: '¥', subunits_to_unit: 1, fiat: true });
    });

    it('is cacheable for an hour and answers 304 to a matching ETag', async () => {
      await expectRevalidation(t.app, '/cdn/static/currencies.json', 'public, max-age=3600');
    });
  });

  describe('GET /game-aggregator-service/api/v1/currency', () => {
    it('lists every code with its type, without a session', async () => {
      const res = await get('/game-aggregator-service/api/v1/currency');
      expect(res.statusCode).toBe(200);
      const body = ZCurrencyList.parse(res.json());
      expect(body).toHaveLength(CURRENCY_CODES.length);
      expect(body).toContainEqual({ code: 'EUR', type: 'FIAT' });
      expect(body).toContainEqual({ code: 'JPY', type: 'FIAT' });
      expect(body).toContainEqual({ code: 'DOG', type: 'CRYPTO' });
      expect(body).toContainEqual({ code: 'USDT', type: 'CRYPTO' });
      for (const item of body) expect(item.type).toBe(CURRENCIES[item.code].fiat ? 'FIAT' : 'CRYPTO');
    });
  });

  describe('GET /profile-service/api/v1/rate/limit/{currency}', () => {
    it('gives 10 EUR and a rate of 1 for EUR, cacheable for a minute', async () => {
      const res = await limits('EUR');
      expect(res.statusCode).toBe(200);
      expect(ZRateLimitResponse.parse(res.json())).toEqual({ minDeposit: 10, minPromotion: 10, eurRate: 1 });
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    });

    it('converts 10 EUR to USD rounded up to the cent', async () => {
      const body = (await limits('USD')).json();
      expect(body.minDeposit).toBe(10.84); // 10.834
      expect(body.minPromotion).toBe(10.84);
      expect(body.eurRate).toBeCloseTo(1 / shipped.USD, 12);
      expect(body.minDeposit * body.eurRate).toBeGreaterThanOrEqual(10);
    });

    it('gives whole yen', async () => {
      const body = (await limits('JPY')).json();
      expect(body.minDeposit).toBe(1625); // 1624.7
      expect(Number.isInteger(body.minDeposit)).toBe(true);
      expect(body.eurRate).toBeCloseTo(1 / shipped.JPY, 12);
    });

    it('gives bitcoin to 8 decimals, rounded up', async () => {
      expect((await limits('BTC')).json()).toEqual({ minDeposit: 0.000104, minPromotion: 0.000104, eurRate: 1 / shipped.BTC });
    });

    it('answers 404 naming an unknown currency, and codes are exact upper case', async () => {
      for (const code of ['XYZ', 'eur', 'Eur', 'DOGE', '%20EUR']) {
        const res = await limits(code);
        expect(res.statusCode, code).toBe(404);
        expect(res.json().message).toBe(`Unknown currency ${decodeURIComponent(code)}`);
      }
      const long = await limits('A'.repeat(40));
      expect(long.statusCode).toBe(404);
      expect(long.json().message).toBe(`Unknown currency ${'A'.repeat(16)}…`);
    });

    it('needs no session and is in the OpenAPI document', async () => {
      const doc = (await get('/api/docs/json')).json();
      expect(doc.paths['/profile-service/api/v1/rate/limit/{currency}']).toBeDefined();
      expect(doc.paths['/cdn/static/currencies.json']).toBeDefined();
      expect(doc.paths['/game-aggregator-service/api/v1/currency']).toBeDefined();
    });
  });

  describe('after new rates are loaded', () => {
    let other: TestApp;
    beforeAll(async () => {
      other = await createTestApp({ PROMOTION_MIN_EUR: '25' });
      const provider: RatesProvider = {
        name: 'test-feed',
        fetchRates: async () => ({
          quotedAt: other.clock.now(),
          rates: {
            ...Object.fromEntries(CURRENCY_CODES.map((c) => [c, '1'])),
            USD: '1.1',
            BTC: '0.000010412345',
            ETH: '0.000300000001',
          } as Record<(typeof CURRENCY_CODES)[number], string>,
        }),
      };
      await loadRates(other.database.db, provider, other.clock.now());
    });
    afterAll(() => other.close());

    it('serves the new rates and the configured promotion minimum, each rounded up', async () => {
      const get2 = (c: string) => other.app.inject({ method: 'GET', url: `/profile-service/api/v1/rate/limit/${c}` });
      expect((await get2('EUR')).json()).toEqual({ minDeposit: 10, minPromotion: 25, eurRate: 1 });
      expect((await get2('USD')).json()).toMatchObject({ minDeposit: 11, minPromotion: 27.5 });
      // 10 EUR × 0.000010412345 = 0.00010412345 BTC → 0.00010413; 25 EUR → 0.000260308625 → 0.00026031.
      expect((await get2('BTC')).json()).toMatchObject({ minDeposit: 0.00010413, minPromotion: 0.00026031 });
      // 10 EUR × 0.000300000001 ETH = 0.00300000001 ETH: exact at 18 decimals, nothing to round.
      expect((await get2('ETH')).json()).toMatchObject({ minDeposit: 0.00300000001 });
    });
  });
});
