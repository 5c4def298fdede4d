import type { OutgoingHttpHeaders } from 'node:http';

/**
 * A rendered page as it is kept: its headers and its body cut at every occurrence of the nonce it
 * was rendered with, so each answer can carry a fresh one.
 */
export type KeptPage = { headers: OutgoingHttpHeaders; parts: Buffer[]; nonce: string; storedAt: number };

export type PageCacheOptions = {
  /** How long a page is served as it is before one request renders it again. */
  freshMs: number;
  /** How long after that a page may still be served while that request renders it. */
  staleMs: number;
  maxPages: number;
  now?: () => number;
};

/** The nonce of a page's script-src (`'nonce-…'`), as the proxy set it. */
export function policyNonce(policy: unknown): string | undefined {
  return typeof policy === 'string' ? /'nonce-([A-Za-z0-9+/=_-]{16,})'/.exec(policy)?.[1] : undefined;
}

/** The body cut at each occurrence of the nonce. */
export function splitAtNonce(body: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** The page with `nonce` wherever it had its own: in the body and in the headers (the policy). */
export function withNonce(page: KeptPage, nonce: string): { headers: OutgoingHttpHeaders; body: Buffer } {
  const glue = Buffer.from(nonce);
  const pieces = page.parts.flatMap((part, i) => (i === 0 ? [part] : [glue, part]));
  const headers = Object.fromEntries(
    Object.entries(page.headers).map(([name, value]) => [name, typeof value === 'string' ? value.replaceAll(page.nonce, nonce) : value]),
  );
  return { headers, body: Buffer.concat(pieces) };
}

/**
 * Pages the web server keeps in memory (docs/decisions/012-cached-pages-and-server-geo.md). A page
 * is fresh for `freshMs`; after that the first request renders it again while the others are still
 * answered with the kept copy, up to `staleMs` later. The oldest pages go first past `maxPages`.
 */
export function createPageCache({ freshMs, staleMs, maxPages, now = Date.now }: PageCacheOptions) {
  const pages = new Map<string, KeptPage>();
  const rendering = new Set<string>();

  return {
    /**
     * What to do with a request for `key`: answer with a kept page, or render it (`page` is then
     * undefined, and the caller must call `done` when the render is over, kept or not).
     */
    take(key: string): { page: KeptPage } | { page: undefined; done: () => void } {
      const page = pages.get(key);
      const age = page ? now() - page.storedAt : Infinity;
      if (page && age < freshMs) return { page };
      if (page && age < freshMs + staleMs && rendering.has(key)) return { page };
      if (page && age >= freshMs + staleMs) pages.delete(key);
      rendering.add(key);
      return { page: undefined, done: () => rendering.delete(key) };
    },
    store(key: string, page: Omit<KeptPage, 'storedAt'>) {
      rendering.delete(key);
      pages.delete(key);
      if (pages.size >= maxPages) pages.delete(pages.keys().next().value!);
      pages.set(key, { ...page, storedAt: now() });
    },
    /** Drops every kept page (what they are made of changed); renders under way are not kept either. */
    clear() {
      pages.clear();
    },
  };
}
