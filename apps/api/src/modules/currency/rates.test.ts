import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CURRENCY_CODES, type TCurrencyCode } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { currencyRates } from '../../db/schema/currency';
import { createFileRatesProvider, SHIPPED_RATES_FILE, type RatesProvider } from './rates-provider';
import { RatesRefusedError } from './rates-validation';
import { getRateLimits, getRatePerEur, getRatesStatus, getReferenceRatePerEur, loadRates, seedMissingRates } from './service';

type RatesFile = { quotedAt: string; base: string; rates: Record<string, unknown> };
const shipped = JSON.parse(readFileSync(SHIPPED_RATES_FILE, 'utf8')) as RatesFile;
const HOUR = 3_600_000;

describe('exchange rates', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(path.join(tmpdir(), 'casino-rates-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const db = () => t.database.db;
  const now = () => t.clock.now();
  let fileCount = 0;
  const writeRates = (content: unknown) => {
    const file = path.join(dir, `rates-${++fileCount}.json`);
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };
  const stored = async () => (await getRatesStatus(db(), { maxAgeHours: 48, now: new Date(0) })).rates;

  /** Runs a load that must be refused and returns its problems, checking that nothing changed. */
  async function refusedProblems(load: () => Promise<unknown>): Promise<string[]> {
    const before = await stored();
    const err = await load().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(RatesRefusedError);
    expect(await stored()).toEqual(before);
    return (err as RatesRefusedError).problems;
  }

  it('fills a fresh database from the shipped file when the API starts', async () => {
    const status = await getRatesStatus(db(), { maxAgeHours: 48, now: new Date(shipped.quotedAt) });
    expect(status.missing).toEqual([]);
    expect(status.rates.map((r) => r.currency)).toEqual(CURRENCY_CODES);
    for (const rate of status.rates) {
      expect(rate.ratePerEur).toBe(shipped.rates[rate.currency]);
      expect(rate.source).toBe('file:rates.json');
      expect(rate.quotedAt.toISOString()).toBe(new Date(shipped.quotedAt).toISOString());
    }
    expect(await getRatePerEur(db(), 'EUR')).toBe('1');
  });

  it('ships a file with a positive rate for every supported currency and the reference ones (GBP: the UK caps)', () => {
    expect(shipped.base).toBe('EUR');
    expect(Object.keys(shipped.rates).sort()).toEqual([...CURRENCY_CODES, 'GBP'].sort());
  });

  it('loads a good file: every rate replaced, with its source and quote time', async () => {
    const quotedAt = new Date(now().getTime() - HOUR);
    const rates = { ...shipped.rates, USD: '1.1012', JPY: '170.5', BTC: '0.0000098' };
    const file = writeRates({ quotedAt: quotedAt.toISOString(), base: 'EUR', rates });
    const loaded = await loadRates(db(), createFileRatesProvider(file), now());
    expect(loaded.source).toBe(`file:${path.basename(file)}`);
    expect(loaded.quotedAt.toISOString()).toBe(quotedAt.toISOString());

    expect(await getRatePerEur(db(), 'USD')).toBe('1.1012');
    expect(await getRatePerEur(db(), 'BTC')).toBe('0.0000098');
    const status = await getRatesStatus(db(), { maxAgeHours: 48, now: now() });
    expect(status.rates.every((r) => r.source === loaded.source && r.quotedAt.getTime() === quotedAt.getTime())).toBe(true);
    expect(status.isStale).toBe(false);

    const res = await t.app.inject({ method: 'GET', url: '/profile-service/api/v1/rate/limit/JPY' });
    expect(res.json().minDeposit).toBe(1705);
  });

  it('refuses a bad file listing every problem, and changes nothing', async () => {
    const rates: Record<string, unknown> = { ...shipped.rates, USD: '-1.0834' };
    delete rates.CAD;
    const file = writeRates({ quotedAt: shipped.quotedAt, base: 'USD', rates });
    const problems = await refusedProblems(() => loadRates(db(), createFileRatesProvider(file), now()));
    expect(problems).toEqual(
      expect.arrayContaining([
        'base: must be "EUR": rates are units of each currency per 1 EUR',
        'rates.CAD: missing: every supported currency needs a rate',
        'rates.USD: must be positive, got "-1.0834"',
      ]),
    );
    expect(problems).toHaveLength(3);
  });

  it.each([
    ['a missing currency', { DOG: undefined }, ['rates.DOG: missing: every supported currency needs a rate']],
    ['a negative rate', { BTC: '-0.0000104' }, ['rates.BTC: must be positive, got "-0.0000104"']],
    ['a zero rate', { ETH: '0.000' }, ['rates.ETH: must be greater than zero, got "0.000"']],
    [
      'a number instead of a string',
      { USD: 1.08 },
      [expect.stringMatching(/^rates\.USD: must be a decimal string such as "1\.0834".*got 1\.08$/)],
    ],
    ['too many decimals', { XRP: '0.4525000000001' }, [expect.stringMatching(/^rates\.XRP: must be a decimal string/)]],
    ['EUR not 1', { EUR: '1.01' }, ['rates.EUR: must be "1" (rates are units per 1 EUR), got "1.01"']],
    ['an unsupported currency', { CHF: '0.94' }, ['rates.CHF: not a supported currency']],
  ])('refuses %s', async (_name, change, expected) => {
    const rates: Record<string, unknown> = { ...shipped.rates, ...change };
    for (const [code, value] of Object.entries(change)) if (value === undefined) delete rates[code];
    const file = writeRates({ quotedAt: shipped.quotedAt, base: 'EUR', rates });
    expect(await refusedProblems(() => loadRates(db(), createFileRatesProvider(file), now()))).toEqual(expected);
  });

  it('refuses files that are not rates at all', async () => {
    const noDate = writeRates({ base: 'EUR', rates: shipped.rates });
    expect(await refusedProblems(() => loadRates(db(), createFileRatesProvider(noDate), now()))).toEqual([
      'quotedAt: must be an ISO date-time such as "2026-11-20T16:00:00Z"',
    ]);
    const notJson = writeRates('{"quotedAt": ');
    expect((await refusedProblems(() => loadRates(db(), createFileRatesProvider(notJson), now())))[0]).toMatch(/is not valid JSON/);
    const missing = path.join(dir, 'nowhere.json');
    expect(await refusedProblems(() => loadRates(db(), createFileRatesProvider(missing), now()))).toEqual([
      `cannot read ${missing}: no such file`,
    ]);
    const list = writeRates([]);
    expect(await refusedProblems(() => loadRates(db(), createFileRatesProvider(list), now()))).toEqual([
      'must be a JSON object with quotedAt, base and rates',
    ]);
  });

  it('refuses a quote from the future, whatever the provider', async () => {
    const provider: RatesProvider = {
      name: 'clock-skewed-feed',
      fetchRates: async () => ({
        quotedAt: new Date(now().getTime() + 2 * HOUR),
        rates: shipped.rates as Record<TCurrencyCode, string>,
      }),
    };
    expect(await refusedProblems(() => loadRates(db(), provider, now()))).toEqual(['quotedAt: is in the future']);
  });

  it('reports the age of the rates and when they are stale', async () => {
    const quotedAt = new Date('2026-01-10T12:00:00Z');
    const file = writeRates({ quotedAt: quotedAt.toISOString(), base: 'EUR', rates: shipped.rates });
    await loadRates(db(), createFileRatesProvider(file), now());

    const fresh = await getRatesStatus(db(), { maxAgeHours: 48, now: new Date(quotedAt.getTime() + 47 * HOUR) });
    expect(fresh).toMatchObject({ oldestQuotedAt: quotedAt, ageHours: 47, isStale: false, missing: [] });
    expect(fresh.rates.every((r) => r.ageHours === 47)).toBe(true);

    const stale = await getRatesStatus(db(), { maxAgeHours: 48, now: new Date(quotedAt.getTime() + 49 * HOUR) });
    expect(stale).toMatchObject({ ageHours: 49, isStale: true });

    const opts = { promotionMinEurCents: 1000n, maxAgeHours: 24 };
    const { age } = await getRateLimits(db(), 'USD', { ...opts, now: new Date(quotedAt.getTime() + 30 * HOUR) });
    expect(age).toEqual({ quotedAt, ageHours: 30, isStale: true });
    const young = await getRateLimits(db(), 'USD', { ...opts, now: new Date(quotedAt.getTime() + 2 * HOUR) });
    expect(young.age.isStale).toBe(false);
  });

  it('on start adds only the rates that are missing, never overwriting newer ones', async () => {
    const file = writeRates({ quotedAt: now().toISOString(), base: 'EUR', rates: { ...shipped.rates, USD: '1.2222' } });
    await loadRates(db(), createFileRatesProvider(file), now());
    expect(await seedMissingRates(db(), now())).toBe(0);
    expect(await getRatePerEur(db(), 'USD')).toBe('1.2222');

    await db().delete(currencyRates).where(eq(currencyRates.currency, 'TRX'));
    await db().delete(currencyRates).where(eq(currencyRates.currency, 'GBP'));
    expect((await getRatesStatus(db(), { maxAgeHours: 48, now: now() })).missing).toEqual(['TRX']);
    await expect(getReferenceRatePerEur(db(), 'GBP')).rejects.toMatchObject({ statusCode: 503 });
    await expect(getRateLimits(db(), 'TRX', { promotionMinEurCents: 1000n, maxAgeHours: 48, now: now() })).rejects.toMatchObject({
      statusCode: 503,
    });

    expect(await seedMissingRates(db(), now())).toBe(2);
    expect(await getRatePerEur(db(), 'TRX')).toBe(shipped.rates.TRX);
    expect(await getReferenceRatePerEur(db(), 'GBP')).toBe(shipped.rates.GBP);
    expect(await getRatePerEur(db(), 'USD')).toBe('1.2222');
  });
});
