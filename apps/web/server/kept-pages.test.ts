import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { advanceContentGeneration } from '../src/lib/content-generation';
import { noteRenderMiss } from '../src/lib/render-misses';
import { isKeptPageRequest, keepWhenRendered, keptPageKey } from './kept-pages';

const request = (method: string, headers: Record<string, string> = {}) => ({ method, headers }) as unknown as IncomingMessage;

describe('isKeptPageRequest', () => {
  it("keeps public pages' HTML", () => {
    for (const path of ['/', '/games/all', '/games/all/Pragmatic', '/game/book-of-dead', '/promotions', '/faq']) {
      expect(isKeptPageRequest(request('GET'), path), path).toBe(true);
    }
  });

  it("never keeps a player's own pages, Next's own requests or anything but a GET", () => {
    for (const path of ['/profile', '/profile/my-wallet', '/play/abc', '/play', '/_next/static/chunks/a.js']) {
      expect(isKeptPageRequest(request('GET'), path), path).toBe(false);
    }
    for (const header of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action']) {
      expect(isKeptPageRequest(request('GET', { [header]: '1' }), '/'), header).toBe(false);
    }
    expect(isKeptPageRequest(request('HEAD'), '/')).toBe(false);
    expect(isKeptPageRequest(request('POST'), '/')).toBe(false);
  });
});

describe('keptPageKey', () => {
  it('tells pages apart by address and query, and HTML-only crawlers from browsers', () => {
    const browser = request('GET', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' });
    const url = (path: string) => new URL(path, 'http://web.invalid');
    expect(keptPageKey(browser, url('/game/x?demo=true'))).not.toBe(keptPageKey(browser, url('/game/x')));
    expect(keptPageKey(browser, url('/'))).toBe(keptPageKey(request('GET'), url('/')));
    expect(keptPageKey(request('GET', { 'user-agent': 'facebookexternalhit/1.1' }), url('/'))).not.toBe(keptPageKey(browser, url('/')));
  });
});

describe('keepWhenRendered', () => {
  /** Serves one page through keepWhenRendered and tells whether it was kept. */
  async function renderOnce(render: () => void): Promise<boolean> {
    let isKept = false;
    const server = createServer((_req, res) => {
      keepWhenRendered(res, () => (isKept = true));
      render();
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "script-src 'nonce-abcdefghijklmnop1234'",
      });
      res.end('<html><script nonce="abcdefghijklmnop1234"></script></html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await (await fetch(`http://127.0.0.1:${port}/`)).text();
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    return isKept;
  }

  it('keeps a page rendered with every server-side source answering', async () => {
    expect(await renderOnce(() => {})).toBe(true);
  });

  it('does not keep a page rendered while a server-side source went unanswered', async () => {
    expect(await renderOnce(noteRenderMiss)).toBe(false);
  });

  it('does not keep a page the content changed under while it rendered', async () => {
    expect(await renderOnce(advanceContentGeneration)).toBe(false);
  });
});
