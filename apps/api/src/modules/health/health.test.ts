import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { READY_CACHE_MS } from './routes';

describe('health and platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database it runs on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'pg' : 'pglite' });
  });

  it('is ready while the database answers, and asks it again only every few seconds', async () => {
    const other = await createTestApp();
    const ready = () => other.app.inject({ method: 'GET', url: '/health/ready' });
    try {
      expect((await ready()).statusCode).toBe(200);
      await other.database.close();
      // Within the window the last answer stands: no query was made.
      other.clock.advance(READY_CACHE_MS / 2);
      expect((await ready()).statusCode).toBe(200);
      other.clock.advance(READY_CACHE_MS / 2);
      const res = await ready();
      expect([res.statusCode, res.json().message]).toEqual([503, 'Database unavailable']);
      // Liveness never touches the database.
      expect((await other.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await other.close().catch(() => undefined);
    }
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/health']).toBeDefined();
  });

  it('refuses state-changing calls without the client header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/health', payload: {} });
    expect(res.statusCode).toBe(403);
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No route for GET /nope');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
