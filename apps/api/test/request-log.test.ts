import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase } from './app';
import { createTestClock } from './clock';

// Far above what a loaded machine takes for a real request: only the test clock makes one this slow.
const SLOW_REQUEST_MS = 60_000;

type Line = { level: number; msg: string; reqId?: string; req?: { url: string }; res?: { statusCode: number }; responseTime?: number };

describe('the request log at info level', () => {
  const lines: Line[] = [];
  const clock = createTestClock();
  let app: App;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', SLOW_REQUEST_MS: String(SLOW_REQUEST_MS) });
    app = await buildApp({
      config,
      database: created.database,
      clock,
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Line) },
    });
    // Stand-ins for a handler that takes long (by the app's clock) and one that fails.
    app.get('/test/slow/unsubscribe/:token', async () => {
      clock.advance(SLOW_REQUEST_MS);
      return { ok: true };
    });
    app.get('/test/fail', async () => {
      throw new Error('broken on purpose');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  /** The lines logged while `run` ran. */
  async function logged(run: () => Promise<unknown>): Promise<Line[]> {
    const from = lines.length;
    await run();
    return lines.slice(from);
  }

  it('writes nothing for a fast successful answer', async () => {
    const found = await logged(async () => {
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/cdn/static/currencies.json' })).statusCode).toBe(200);
    });
    expect(found).toEqual([]);
  });

  it('writes a failed request at error, with its request id', async () => {
    const found = await logged(async () => expect((await app.inject({ method: 'GET', url: '/test/fail' })).statusCode).toBe(500));
    const completed = found.find((l) => l.msg === 'request completed');
    expect(completed).toMatchObject({ level: 50, req: { url: '/test/fail' }, res: { statusCode: 500 } });
    expect(completed!.reqId).toMatch(/\S/);
    // The error handler's line carries the same id.
    expect(found.find((l) => l.msg === 'request failed')?.reqId).toBe(completed!.reqId);
  });

  it('writes a slow request at warn, its time read from the clock and its path token masked', async () => {
    const found = await logged(async () => {
      const res = await app.inject({ method: 'GET', url: '/test/slow/unsubscribe/secret-token-123' });
      expect(res.statusCode).toBe(200);
    });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ level: 40, msg: 'slow request', req: { url: '/test/slow/unsubscribe/[redacted]' } });
    expect(found[0]!.responseTime).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
    expect(JSON.stringify(found)).not.toContain('secret-token-123');
  });

  it('writes a refused request at info', async () => {
    const found = await logged(async () => expect((await app.inject({ method: 'GET', url: '/no/such/route' })).statusCode).toBe(404));
    expect(found).toEqual([expect.objectContaining({ level: 30, msg: 'request completed', res: { statusCode: 404 } })]);
  });
});
