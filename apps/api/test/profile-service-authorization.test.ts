import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { CLIENT_HEADERS, randomIp } from './http';

/** Routes under /profile-service that are public on purpose. */
const PUBLIC = new Set([
  'GET /profile-service/api/v1/rate/limit/{currency}', // the deposit dialog asks before sign-in
  'DELETE /profile-service/api/v1/profile/unsubscribe/{id}', // opened from a mail; the signed token is the proof
  'GET /profile-service/api/v1/promotion/welcome', // the welcome offer the public pages advertise
  'GET /profile-service/api/v1/proof-of-liabilities', // the published roots: anyone may check them
  'GET /profile-service/api/v1/proof-of-liabilities/{snapshotId}/reserves/{currency}', // the signed reserves, as public
]);

const SAMPLE_PARAMS: Record<string, string> = { currency: 'EUR', id: 'b1d4c1d6-0000-4000-8000-000000000000', type: 'deposit' };

describe('every /profile-service route, across modules, refuses a caller without a session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 and reveals nothing', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, object> }>();
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/profile-service/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    // The wallet, favourites and profile modules each add routes here.
    expect(routes.length).toBeGreaterThan(15);

    for (const route of routes.filter((r) => !PUBLIC.has(r))) {
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x');
      const res = await t.app.inject({
        method,
        url,
        remoteAddress: randomIp(),
        headers: method === 'GET' ? {} : CLIENT_HEADERS,
        cookies: { sid: 'not-a-session' },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(res.statusCode, route).toBe(401);
      expect(Object.keys(res.json<object>()).sort(), route).toEqual(expect.arrayContaining(['message']));
      expect(res.body, route).not.toMatch(/@|totalMoney|sessionId/);
    }
  });
});
