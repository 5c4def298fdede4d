import { expect } from 'vitest';
import type { App } from '../src/app';
import { randomIp } from './http';

/**
 * Checks how a public file is cached: its Cache-Control, a strong ETag, an empty 304 for every
 * If-None-Match that names the ETag (weakly, in a list, or "*") and the whole body for another tag.
 * Returns the ETag.
 */
export async function expectRevalidation(app: App, url: string, cacheControl: string): Promise<string> {
  const remoteAddress = randomIp();
  const get = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, remoteAddress, headers });
  const first = await get();
  expect(first.statusCode, url).toBe(200);
  expect(first.headers['cache-control'], url).toBe(cacheControl);
  const etag = String(first.headers.etag);
  expect(etag, url).toMatch(/^"[\w-]+"$/);

  for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
    const again = await get({ 'if-none-match': ifNoneMatch });
    expect(again.statusCode, `${url} ${ifNoneMatch}`).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(cacheControl);
  }
  const older = await get({ 'if-none-match': '"older"' });
  expect(older.statusCode, url).toBe(200);
  expect(older.body).toBe(first.body);
  return etag;
}
