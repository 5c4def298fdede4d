import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { getBotType } from 'next/dist/shared/lib/router/utils/is-bot';
import { contentGeneration } from '../src/lib/content-generation';
import { renderMisses } from '../src/lib/render-misses';
import { createNonce } from '../src/lib/security-headers';
import { loadScriptsAfterFirstPaint } from './after-first-paint';
import { policyNonce, splitAtNonce, withNonce, type KeptPage } from './page-cache';

const gzipAsync = promisify(gzip);

/** Pages of one visitor (their account, a game launched for them): never kept. */
const PERSONAL_PREFIXES = ['/profile', '/play/'];
/** Requests Next answers with something other than the page's HTML (client navigation, actions). */
const NEXT_REQUEST_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action'];
/** Headers that belong to one answer, not to the page. */
const PER_ANSWER_HEADERS = ['content-length', 'transfer-encoding', 'date', 'connection', 'keep-alive', 'etag', 'content-encoding'];
const MAX_PAGE_BYTES = 2 * 1024 * 1024;

/**
 * A request for a public page's HTML: the same for every visitor, since public pages read nothing of
 * the request (the player's own parts load in the browser).
 */
export function isKeptPageRequest(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== 'GET' || NEXT_REQUEST_HEADERS.some((name) => name in req.headers)) return false;
  if (pathname.startsWith('/_next/') || pathname.startsWith('/__nextjs')) return false;
  return !PERSONAL_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix));
}

/** Crawlers that read HTML only get the page Next renders for them (metadata in the head, unstreamed). */
export function keptPageKey(req: IncomingMessage, url: URL): string {
  return `${getBotType(req.headers['user-agent'] ?? '') ?? 'browser'} ${url.pathname}${url.search}`;
}

const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''));

/** Answers with a kept page and a nonce of its own, compressed when the client takes gzip. */
export async function answerWithKeptPage(req: IncomingMessage, res: ServerResponse, page: KeptPage) {
  const { headers, body } = withNonce(page, createNonce());
  const vary = [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
  if (acceptsGzip(req)) {
    const zipped = await gzipAsync(body);
    res.writeHead(200, { ...headers, vary, 'content-encoding': 'gzip', 'content-length': zipped.length }).end(zipped);
  } else {
    res.writeHead(200, { ...headers, vary, 'content-length': body.length }).end(body);
  }
}

function headersToKeep(res: ServerResponse, extra: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const all: OutgoingHttpHeaders = { ...res.getHeaders(), ...extra };
  for (const name of PER_ANSWER_HEADERS) delete all[name];
  return all;
}

/**
 * Takes the render whole instead of streaming it (public pages stream nothing worth waiting for), then
 * answers: a 200 HTML page with a nonce-based policy and no cookie, rendered while every server-side
 * source answered (a render that missed one is not kept: src/lib/render-misses.ts) and while the content
 * stayed the same generation (src/lib/content-generation.ts), is kept with its scripts loaded after the
 * first frame (after-first-paint.ts) and answered as every later request is; anything else goes out as
 * Next rendered it. The request must not ask for compression (the copy is kept plain; answerWithKeptPage
 * compresses).
 */
export function keepWhenRendered(req: IncomingMessage, res: ServerResponse, keep: (page: Omit<KeptPage, 'storedAt'>) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  let extraHeaders: OutgoingHttpHeaders = {};
  const { write, end, writeHead } = res;
  const missesBefore = renderMisses();
  const generationBefore = contentGeneration();
  const record = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const copy =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    size += copy.length;
    chunks.push(copy);
  };
  res.writeHead = function (this: ServerResponse, statusCode: number, ...args: unknown[]) {
    this.statusCode = statusCode;
    const headers = args.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    if (headers) extraHeaders = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    return this;
  } as ServerResponse['writeHead'];
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    record(chunk, rest[0]);
    return true;
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    record(chunk, typeof rest[0] === 'string' ? rest[0] : undefined);
    Object.assign(res, { write, end, writeHead });
    const body = Buffer.concat(chunks);
    const headers = headersToKeep(res, extraHeaders);
    const nonce = policyNonce(headers['content-security-policy']);
    const isHtml = String(headers['content-type'] ?? '').startsWith('text/html');
    // A render that missed a source, or that the content changed under, is right for this visitor only.
    const isKept =
      res.statusCode === 200 &&
      isHtml &&
      nonce !== undefined &&
      !('set-cookie' in headers) &&
      size <= MAX_PAGE_BYTES &&
      renderMisses() === missesBefore &&
      contentGeneration() === generationBefore;
    if (!isKept) {
      res.writeHead(res.statusCode, extraHeaders).end(body);
      return res;
    }
    for (const name of PER_ANSWER_HEADERS) res.removeHeader(name);
    const html = loadScriptsAfterFirstPaint(body.toString('utf8'), nonce);
    const page = { headers, parts: splitAtNonce(Buffer.from(html), nonce), nonce };
    keep(page);
    void answerWithKeptPage(req, res, { ...page, storedAt: 0 }).catch((err: unknown) => res.destroy(err as Error));
    return res;
  } as ServerResponse['end'];
}
