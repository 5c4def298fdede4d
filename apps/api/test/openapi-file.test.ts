import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/config';
import { buildOpenApiDocument, OPENAPI_FILE } from '../src/openapi-document';
import { createTestApp, createTestDatabase } from './app';

describe('the published OpenAPI document', () => {
  it('docs/openapi.json is the document the routes give', async () => {
    const published = readFileSync(path.join(ROOT_DIR, OPENAPI_FILE), 'utf8');
    const { database, drop } = await createTestDatabase();
    const built = await buildOpenApiDocument(database).finally(drop);
    expect(published === built, `${OPENAPI_FILE} differs from the routes: run npm run openapi:write`).toBe(true);
  });

  it('development serves the document and a reader of it', async () => {
    const t = await createTestApp();
    try {
      const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(json.statusCode).toBe(200);
      const reader = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(reader.statusCode).toBe(200);
      expect(reader.headers['content-type']).toMatch(/^text\/html/);
      expect(reader.body).toContain('POST /wallet-api/v1/');
    } finally {
      await t.close();
    }
  });

  it('production serves no document, so no server-to-server route is listed on the public origin', async () => {
    const secret = 'x'.repeat(32);
    const t = await createTestApp({
      NODE_ENV: 'production',
      CAPTCHA_HMAC_KEY: secret,
      UNSUBSCRIBE_SECRET: secret,
      DEVICE_COOKIE_SECRET: secret,
      WALLET_API_SECRETS: `aggregator:${'y'.repeat(32)}`,
    });
    try {
      for (const url of ['/api/docs/json', '/api/docs', '/documentation/json']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('wallet-api');
      }
    } finally {
      await t.close();
    }
  });
});
