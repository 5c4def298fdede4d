import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/app';
import { createTestClock } from '../../../test/clock';
import { insertPlayers } from '../../../test/wallet';
import { registerErrorHandler } from '../../lib/error-handler';
import { credit } from '../wallet';
import { reportRoutes } from '.';

// The report routes on a Fastify instance built as the API's (zod schemas, the error handler), under the staff
// prefix: what they declare, what they refuse, and the CSV files they answer.

describe('report routes', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  const permissions = new Map<string, unknown>();
  const get = (url: string) => app.inject({ method: 'GET', url: `/staff-api/v1${url}` });

  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    const [playerId] = await insertPlayers(created.database.db, 1);
    await credit(created.database.db, {
      source: 'gateway:test',
      idempotencyKey: `fund:${playerId}`,
      kind: 'deposit',
      currency: 'EUR',
      amount: 12_345n,
      userId: playerId!,
      from: { kind: 'gateway_clearing' },
    });
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app.decorate('database', created.database);
    app.decorate('clock', createTestClock());
    app.addHook('onRoute', (route) => void permissions.set(route.url, (route.config as { permission?: string } | undefined)?.permission));
    await app.register(reportRoutes, { prefix: '/staff-api/v1' });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('declares the reports.read permission on every route', () => {
    expect(Object.fromEntries(permissions)).toEqual({
      '/staff-api/v1/reports/games': 'reports.read',
      '/staff-api/v1/reports/payments': 'reports.read',
      '/staff-api/v1/reports/players': 'reports.read',
      '/staff-api/v1/reports/liabilities': 'reports.read',
    });
  });

  it('refuses a bad range with a 400 naming the field', async () => {
    const cases: [string, string, string][] = [
      ['/reports/games?to=2025-01-31', 'from', 'expected string'],
      ['/reports/games?from=2025-1-1&to=2025-01-31', 'from', 'Use a date as YYYY-MM-DD.'],
      ['/reports/payments?from=2025-02-30&to=2025-03-01', 'from', 'This date does not exist.'],
      ['/reports/players?from=2025-03-02&to=2025-03-01', 'to', 'The end date must not be before the start date.'],
      ['/reports/games?from=2024-01-01&to=2025-01-01', 'to', 'A report covers at most 366 days.'],
      ['/reports/games?from=2025-01-01&to=2025-01-02&currency=XYZ', 'currency', 'Unsupported currency'],
      ['/reports/games?from=2025-01-01&to=2025-01-02&format=xlsx', 'format', 'format must be json or csv'],
      ['/reports/liabilities?at=yesterday', 'at', 'Use a date-time such as 2025-01-31T23:59:59Z.'],
    ];
    for (const [url, field, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0], url).toMatchObject({ field, message: expect.stringContaining(message) });
    }
    // A leap year's 366 days are one report.
    expect((await get('/reports/games?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
  });

  it('lists every day of the players report and answers the liabilities reconciled', async () => {
    const players = await get('/reports/players?from=2025-01-30&to=2025-02-02');
    expect(players.json()).toEqual({
      from: '2025-01-30',
      to: '2025-02-02',
      rows: ['2025-01-30', '2025-01-31', '2025-02-01', '2025-02-02'].map((day) => ({ day, activePlayers: 0, newPlayers: 0 })),
      totals: { activePlayers: 0, newPlayers: 0 },
    });
    const liabilities = (await get('/reports/liabilities')).json();
    expect(liabilities).toMatchObject({ isLedgerSound: true, isReconciled: true });
    expect(liabilities.rows).toEqual([
      {
        currency: 'EUR',
        real: '123.45',
        bonus: '0.00',
        freeSpins: '0.00',
        held: '0.00',
        total: '123.45',
        ledgerCheckTotal: '123.45',
        movedSince: '0.00',
        isReconciled: true,
      },
    ]);
    // Before the deposit the players held nothing, and the deposit is what moved since.
    const before = (await get('/reports/liabilities?at=2000-01-01T00:00:00Z')).json();
    expect(before.rows[0]).toMatchObject({ total: '0.00', movedSince: '123.45', ledgerCheckTotal: '123.45', isReconciled: true });
  });

  it('answers a CSV file with format=csv', async () => {
    const res = await get('/reports/players?from=2025-01-31&to=2025-02-01&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="players-2025-01-31-2025-02-01.csv"');
    expect(res.body).toBe('day,activePlayers,newPlayers\r\n2025-01-31,0,0\r\n2025-02-01,0,0\r\n');

    const games = await get('/reports/games?from=2025-01-31&to=2025-02-01&format=csv');
    expect(games.body.split('\r\n')[0]).toBe(
      'day,currency,provider,game,gameName,operator,rounds,bets,realBets,bonusBets,wins,realWins,bonusWins,ggr,bonusCost,ngr',
    );
    const liabilities = await get('/reports/liabilities?format=csv&at=2030-01-01T00:00:00Z');
    expect(liabilities.headers['content-disposition']).toBe('attachment; filename="liabilities-2030-01-01T000000.csv"');
    expect(liabilities.body.split('\r\n')[1]).toBe('EUR,123.45,0.00,0.00,0.00,123.45,123.45,0.00,true');
  });
});
