import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, type PlayManifest } from '../play-client/manifest';
import { createPlayPage, isPlayAssetPath, isPlayPagePath } from './play-page';

const MANIFEST: PlayManifest = {
  entry: 'entry-AAAA.js',
  preload: ['chunk-BBBB.js'],
  stylesheet: 'play-CCCC.css',
  families: { slots: ['chunk-DDDD.js'] },
  files: ['entry-AAAA.js', 'chunk-BBBB.js', 'chunk-DDDD.js', 'play-CCCC.css', 'inter-EEEE.woff2'],
};
const ENTRY_CODE = `import './chunk-BBBB.js';\n${'console.log("the game client");\n'.repeat(50)}`;

let dir: string;
let server: Server;
let base: string;
let nonces = 0;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'play-page-'));
  writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(MANIFEST));
  writeFileSync(path.join(dir, 'entry-AAAA.js'), ENTRY_CODE);
  for (const file of ['chunk-BBBB.js', 'chunk-DDDD.js', 'play-CCCC.css', 'inter-EEEE.woff2']) writeFileSync(path.join(dir, file), file);
  // A file of the folder the build did not list: never served.
  writeFileSync(path.join(dir, 'notes.txt'), 'not a build file');
  const play = createPlayPage({
    dir,
    reload: false,
    isProduction: true,
    imageOrigins: ['https://img.example'],
    nonce: () => `nonce${++nonces}`,
  });
  server = createServer((req, res) => {
    const { pathname } = new URL(req.url!, 'http://web.invalid');
    if (isPlayPagePath(pathname)) play.answerPage(req, res, pathname);
    else if (isPlayAssetPath(pathname)) play.answerAsset(req, res, pathname);
    else res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** Raw bytes as sent (fetch would undo the compression). */
async function rawGet(pathname: string, headers: Record<string, string> = {}) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(`${base}${pathname}`, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the game client page, /play/{token}', () => {
  it('is a small document that runs the client bundle under a nonce of its own', async () => {
    const res = await fetch(`${base}/play/AbC_d-12`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    const policy = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();

    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toEqual([`<script type="module" src="/_play/entry-AAAA.js" nonce="${nonce}">`]);
    expect(html).toContain(`<link rel="modulepreload" href="/_play/chunk-BBBB.js" nonce="${nonce}">`);
    expect(html).toContain('<link rel="stylesheet" href="/_play/play-CCCC.css">');
    // A family's screen is fetched when its title opens, not with the page.
    expect(html).not.toContain('chunk-DDDD.js');
    expect(html).not.toContain('/_next/');
    expect(html).toContain('<title>Game</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('sends the site pages’ security headers, is never stored and may be framed by the site only', async () => {
    const res = await fetch(`${base}/play/token`);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).not.toContain("'unsafe-inline' 'strict-dynamic'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).toMatch(/img-src [^;]*https:\/\/img\.example/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('permissions-policy')).toMatch(/(^|, )camera=\(\)/);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('has a fresh nonce on every answer', async () => {
    const nonceOf = async () => /'nonce-([^']+)'/.exec((await fetch(`${base}/play/token`)).headers.get('content-security-policy')!)?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it.each([
    ['characters a launch token never has', '/play/to%20ken'],
    ['an empty token', '/play/'],
    ['a token longer than any launch', `/play/${'a'.repeat(101)}`],
  ])('answers 404 for %s', async (_, pathname) => {
    const res = await fetch(`${base}${pathname}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(await res.text()).toContain('no game session');
  });

  it('answers only GET and HEAD', async () => {
    const res = await fetch(`${base}/play/token`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    const head = await fetch(`${base}/play/token`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});

describe('the game client files, /_play/{file}', () => {
  it('are kept by browsers for a year and compressed as the browser accepts', async () => {
    const plain = await rawGet('/_play/entry-AAAA.js');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(ENTRY_CODE);

    const br = await rawGet('/_play/entry-AAAA.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(ENTRY_CODE);

    const gzip = await rawGet('/_play/entry-AAAA.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(ENTRY_CODE);
    expect(gzip.body.length).toBeLessThan(ENTRY_CODE.length);
  });

  it('send fonts as they are', async () => {
    const font = await rawGet('/_play/inter-EEEE.woff2', { 'accept-encoding': 'gzip, br' });
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding']).toBeUndefined();
  });

  it.each([
    ['a file the build never wrote', '/_play/entry-ZZZZ.js'],
    ['a file of the folder the build did not list', '/_play/notes.txt'],
    ['the manifest', `/_play/${MANIFEST_FILE}`],
    ['a way out of the folder', '/_play/..%2fpackage.json'],
  ])('answer 404 for %s', async (_, pathname) => {
    const res = await rawGet(pathname);
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
