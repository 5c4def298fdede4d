import { describe, expect, it } from 'vitest';
import { createPageCache, policyNonce, splitAtNonce, withNonce } from './page-cache';

const NONCE = 'c2VjcmV0LW5vbmNlLTEyMw==';
const POLICY = `default-src 'self'; script-src 'nonce-${NONCE}' 'strict-dynamic' 'self'`;
const HTML = `<html><script nonce="${NONCE}" src="/a.js"></script><p>${NONCE.slice(0, 8)}</p><script nonce="${NONCE}">1</script></html>`;

function kept() {
  return {
    headers: { 'content-security-policy': POLICY, 'content-type': 'text/html' },
    parts: splitAtNonce(Buffer.from(HTML), NONCE),
    nonce: NONCE,
  };
}

describe('policyNonce', () => {
  it("reads script-src's nonce, and nothing without one", () => {
    expect(policyNonce(POLICY)).toBe(NONCE);
    expect(policyNonce("script-src 'self'")).toBeUndefined();
    expect(policyNonce(undefined)).toBeUndefined();
  });
});

describe('withNonce', () => {
  it('puts the fresh nonce wherever the page had its own, in the body and the policy', () => {
    const fresh = 'ZnJlc2gtbm9uY2UtNDU2Nzg5';
    const { headers, body } = withNonce({ ...kept(), storedAt: 0 }, fresh);
    expect(body.toString()).toBe(HTML.replaceAll(NONCE, fresh));
    expect(body.toString()).not.toContain(NONCE);
    expect(headers['content-security-policy']).toBe(POLICY.replace(NONCE, fresh));
    expect(headers['content-type']).toBe('text/html');
  });

  it('leaves a page without the nonce as it was', () => {
    const { body } = withNonce({ headers: {}, parts: splitAtNonce(Buffer.from('<p>plain</p>'), NONCE), nonce: NONCE, storedAt: 0 }, 'x');
    expect(body.toString()).toBe('<p>plain</p>');
  });
});

describe('createPageCache', () => {
  function cache() {
    let clock = 0;
    const pages = createPageCache({ freshMs: 30_000, staleMs: 60_000, maxPages: 2, now: () => clock });
    return { pages, advance: (ms: number) => (clock += ms) };
  }

  it('renders a page it does not have, then answers with the kept copy while it is fresh', () => {
    const { pages, advance } = cache();
    const first = pages.take('/');
    expect(first.page).toBeUndefined();
    pages.store('/', kept());
    advance(29_000);
    expect(pages.take('/').page?.nonce).toBe(NONCE);
  });

  it('once stale, has one request render it again while the others get the kept copy', () => {
    const { pages, advance } = cache();
    pages.take('/');
    pages.store('/', kept());
    advance(31_000);
    const refresh = pages.take('/');
    expect(refresh.page).toBeUndefined();
    expect(pages.take('/').page).toBeDefined();
    // The render failed (not kept): the next request tries again.
    if (!refresh.page) refresh.done();
    expect(pages.take('/').page).toBeUndefined();
  });

  it('drops a page too old to serve, and the oldest past its size', () => {
    const { pages, advance } = cache();
    pages.store('/', kept());
    advance(91_000);
    expect(pages.take('/').page).toBeUndefined();
    pages.store('/a', kept());
    pages.store('/b', kept());
    pages.store('/c', kept());
    expect(pages.take('/a').page).toBeUndefined();
    expect(pages.take('/c').page).toBeDefined();
  });

  it('drops every kept page at once when cleared', () => {
    const { pages } = cache();
    pages.store('/', kept());
    pages.store('/promotions', kept());
    pages.clear();
    expect(pages.take('/').page).toBeUndefined();
    expect(pages.take('/promotions').page).toBeUndefined();
  });
});
