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
  const NONCE = 'abcdefghijklmnop1234';
  const PAGE = `<html><head><script src="/_next/static/chunks/a.js" async="" nonce="${NONCE}"></script></head><body><p>Lobby</p></body></html>`;

  /** Serves one page, rendered in two writes, through keepWhenRendered: whether it was kept, and the answer. */
  async function renderOnce(render: () => void, status = 200) {
    let isKept = false;
    const server = createServer((req, res) => {
      keepWhenRendered(req, res, () => (isKept = true));
      render();
      res.setHeader('content-security-policy', `script-src 'nonce-${NONCE}'`);
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.write(PAGE.slice(0, 40));
      res.end(PAGE.slice(40));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/`);
      return { isKept, status: res.status, policy: res.headers.get('content-security-policy') ?? '', body: await res.text() };
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('keeps a page rendered with every server-side source answering, and answers with the kept copy', async () => {
    const answer = await renderOnce(() => {});
    expect(answer.isKept).toBe(true);
    expect(answer.status).toBe(200);
    // A nonce of its own, in the policy and on the loader that replaced the chunk script.
    const nonce = /'nonce-([^']+)'/.exec(answer.policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(NONCE);
    expect(answer.body).not.toContain('<script src="/_next/static/chunks/a.js"');
    expect(answer.body).toContain(`<p>Lobby</p><script nonce="${nonce}" data-scripts-after-paint>`);
  });

  it('answers with the render as it was when the page is not one to keep (a 404)', async () => {
    const answer = await renderOnce(() => {}, 404);
    expect(answer).toMatchObject({ isKept: false, status: 404, body: PAGE });
  });

  it('does not keep a page rendered while a server-side source went unanswered', async () => {
    expect(await renderOnce(noteRenderMiss)).toMatchObject({ isKept: false, status: 200, body: PAGE });
  });

  it('does not keep a page the content changed under while it rendered', async () => {
    expect((await renderOnce(advanceContentGeneration)).isKept).toBe(false);
  });
});
