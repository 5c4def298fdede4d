import { AMOUNT_MESSAGES, CURRENCY_CODES, currencyDecimals, ZErrorResponse, ZMoneyMovement } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../../test/app';
import { CLIENT_HEADERS } from '../../../test/http';
import { insertPlayers } from '../../../test/wallet';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { toMinorUnits } from '../../lib/money';
import { checkLedger, credit } from './ledger';

// No route takes an amount yet, so this builds the real app (error handler, body parser, validator)
// with two routes of its own: one declared with the money contract, one that forgot it and hands
// whatever it gets to the ledger. Neither may answer a bad amount or key with a 5xx.

describe('money at the HTTP edge', () => {
  let app: App;
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database });
    const [player] = await insertPlayers(database.db, 1);
    app.post(
      '/test/movement',
      { schema: { body: ZMoneyMovement, response: { 200: z.object({ minor: z.string() }), 400: ZErrorResponse } } },
      async (request) => ({ minor: toMinorUnits(request.body.amount, request.body.currency).toString() }),
    );
    app.post(
      '/test/careless-credit',
      {
        schema: {
          body: z.object({
            source: z.string(),
            reference: z.string(),
            units: z.string().regex(/^-?\d+$/),
            metadata: z.record(z.string(), z.string()).optional(),
          }),
        },
      },
      async (request) => {
        const { source, reference, units, metadata } = request.body;
        const moved = await credit(database.db, {
          source,
          idempotencyKey: reference,
          kind: 'deposit',
          currency: 'EUR',
          amount: BigInt(units),
          userId: player!,
          from: { kind: 'gateway_clearing' },
          metadata,
        });
        return { id: moved.id };
      },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const send = (url: string, json: string) =>
    app.inject({ method: 'POST', url, payload: json, headers: { ...CLIENT_HEADERS, 'content-type': 'application/json' } });

  it('refuses JSON numbers, excess precision, zero, negative, overflow and junk with a 400 naming the field', async () => {
    const refusals: [string, string, string][] = [
      ['{"amount":12.5,"currency":"EUR"}', 'amount', AMOUNT_MESSAGES.type],
      ['{"amount":1.000000000000000001,"currency":"ETH"}', 'amount', AMOUNT_MESSAGES.type],
      ['{"amount":9007199254740993,"currency":"EUR"}', 'amount', AMOUNT_MESSAGES.type],
      ['{"amount":1e400,"currency":"EUR"}', 'amount', AMOUNT_MESSAGES.type],
      ['{"amount":-1e400,"currency":"EUR"}', 'amount', AMOUNT_MESSAGES.type],
      ['{"amount":null,"currency":"EUR"}', 'amount', AMOUNT_MESSAGES.type],
      ['{"amount":["1"],"currency":"EUR"}', 'amount', AMOUNT_MESSAGES.type],
      ['{"currency":"EUR"}', 'amount', AMOUNT_MESSAGES.required],
      ['{"amount":"0","currency":"EUR"}', 'amount', AMOUNT_MESSAGES.notPositive],
      ['{"amount":"0.00000000","currency":"BTC"}', 'amount', AMOUNT_MESSAGES.notPositive],
      ['{"amount":"-5","currency":"EUR"}', 'amount', AMOUNT_MESSAGES.format],
      ['{"amount":"1e400","currency":"EUR"}', 'amount', AMOUNT_MESSAGES.format],
      ['{"amount":"12.50\\u0000","currency":"EUR"}', 'amount', AMOUNT_MESSAGES.format],
      [`{"amount":"1${'0'.repeat(38)}","currency":"JPY"}`, 'amount', AMOUNT_MESSAGES.tooLarge],
      [`{"amount":"1${'0'.repeat(20)}","currency":"ETH"}`, 'amount', AMOUNT_MESSAGES.tooLarge],
      [`{"amount":"${'9'.repeat(100_000)}","currency":"EUR"}`, 'amount', AMOUNT_MESSAGES.tooLong],
      ['{"amount":"1","currency":"EU\\u0000R"}', 'currency', 'Unsupported currency'],
      ...CURRENCY_CODES.map((code): [string, string, string] => [
        `{"amount":"1.${'0'.repeat(currencyDecimals(code))}1","currency":"${code}"}`,
        'amount',
        `${code} amounts have at most ${currencyDecimals(code)} decimal places`,
      ]),
    ];
    for (const [json, field, message] of refusals) {
      const res = await send('/test/movement', json);
      expect(res.statusCode, json.slice(0, 80)).toBe(400);
      expect(res.json(), json.slice(0, 80)).toEqual({ message, errors: [{ field, message }] });
    }
  });

  it('reads valid amounts exactly, beyond what a JSON number holds', async () => {
    const valid: [string, string][] = [
      ['{"amount":"1.000000000000000001","currency":"ETH"}', '1000000000000000001'],
      ['{"amount":"9007199254740993","currency":"EUR"}', '900719925474099300'],
      ['{"amount":"12.500","currency":"EUR"}', '1250'],
      [`{"amount":"${'9'.repeat(38)}","currency":"JPY"}`, '9'.repeat(38)],
    ];
    for (const [json, minor] of valid) {
      const res = await send('/test/movement', json);
      expect(res.statusCode, json).toBe(200);
      expect(res.json()).toEqual({ minor });
    }
  });

  it('documents the amount as a decimal string in the OpenAPI document', async () => {
    const docs = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = docs.paths['/test/movement'].post.requestBody.content['application/json'].schema;
    expect(body.properties.amount).toMatchObject({ type: 'string', maxLength: 64 });
    expect(body.required).toEqual(['amount', 'currency']);
  });

  it('refuses, through a route that forgot the contract, what the ledger cannot hold with a 400, never a 5xx', async () => {
    const body = (change: Record<string, unknown>) =>
      JSON.stringify({ source: 'gateway:edge', reference: `edge-${crypto.randomUUID()}`, units: '100', ...change });
    const refusals: [string, string][] = [
      [body({ units: '0' }), 'amount'],
      [body({ units: '-5' }), 'amount'],
      [body({ units: `1${'0'.repeat(38)}` }), 'amount'],
      [body({ units: `1${'0'.repeat(400)}` }), 'amount'],
      [body({ reference: '' }), 'idempotencyKey'],
      [body({ reference: 'r'.repeat(201) }), 'idempotencyKey'],
      [body({ reference: 'pay\u00001' }), 'idempotencyKey'],
      [body({ reference: 'pay 1' }), 'idempotencyKey'],
      [body({ source: 'Gateway Edge' }), 'source'],
      [body({ source: 'g'.repeat(33) }), 'source'],
      [body({ metadata: { reference: 'a\u0000b' } }), 'metadata'],
    ];
    // The start seeds the jackpot pools: those transfers were there before this test's.
    const eurTransfers = async () => (await checkLedger(database.db)).currencies.find((c) => c.currency === 'EUR')?.transfers ?? 0;
    const before = await eurTransfers();
    for (const [json, field] of refusals) {
      const res = await send('/test/careless-credit', json);
      expect(res.statusCode, json.slice(0, 120)).toBe(400);
      expect(res.json().errors, json.slice(0, 120)).toEqual([{ field, message: expect.any(String) }]);
    }
    expect((await send('/test/careless-credit', body({}))).statusCode).toBe(200);
    expect(await checkLedger(database.db)).toMatchObject({ isSound: true });
    expect(await eurTransfers()).toBe(before + 1);
  });
});
