// The game client (/play/{token}, framed by /game/{slug}) is not a Next.js page: the web server
// answers its small HTML document and the files apps/web/play-client/build.ts wrote
// (docs/decisions/014-game-client-outside-next.md).
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PLAY_TOKEN_PATTERN } from '@casino/contracts';
import { z } from 'zod';
import { MANIFEST_FILE, PLAY_ASSET_PREFIX, firstLoadScripts, type PlayManifest } from '../play-client/manifest';
import texts from '../src/locales/en/common.json';
import { createNonce, pageSecurityHeaders } from '../src/lib/security-headers';

const PLAY_PAGE = /^\/play\/([^/]*)$/;

export const isPlayPagePath = (pathname: string) => PLAY_PAGE.test(pathname);
export const isPlayAssetPath = (pathname: string) => pathname.startsWith(PLAY_ASSET_PREFIX);

const ZPlayManifest = z.object({
  entry: z.string(),
  preload: z.array(z.string()),
  stylesheet: z.string(),
  families: z.record(z.string(), z.array(z.string())),
  files: z.array(z.string()),
});

export type PlayPageOptions = {
  /** Where the build wrote the manifest and the files. */
  dir: string;
  /** Development: the manifest is read again for every page, as the watcher rewrites it. */
  reload: boolean;
  isProduction: boolean;
  /** Image CDNs the policy allows (the run-time settings, as for every page). */
  imageOrigins: string[];
  nonce?: () => string;
};

type Asset = { type: string; body: Buffer; gzip?: Buffer; br?: Buffer };

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};
/** Fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.map']);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The headers every answer of the site carries (next.config.ts sets them on Next's). */
function baseHeaders(isProduction: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(isProduction ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** The document: the stylesheet, the entry module and its chunks (preloaded, not waited for in turn). */
export function playDocument(manifest: PlayManifest, nonce: string): string {
  const url = (file: string) => escapeHtml(`${PLAY_ASSET_PREFIX}${file}`);
  const [entry, ...chunks] = firstLoadScripts(manifest);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="theme-color" content="#0b1020">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(texts.play.pageTitle)}</title>`,
    `<link rel="stylesheet" href="${url(manifest.stylesheet)}">`,
    ...chunks.map((file) => `<link rel="modulepreload" href="${url(file)}" nonce="${nonce}">`),
    `<script type="module" src="${url(entry!)}" nonce="${nonce}"></script>`,
    '</head>',
    '<body class="min-h-dvh antialiased"><div id="play"></div></body>',
    '</html>',
    '',
  ].join('\n');
}

export function createPlayPage({ dir, reload, isProduction, imageOrigins, nonce = createNonce }: PlayPageOptions) {
  let kept: PlayManifest | undefined;
  const assets = new Map<string, Asset>();

  function manifest(): PlayManifest {
    if (kept && !reload) return kept;
    kept = ZPlayManifest.parse(JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')));
    return kept;
  }

  /** Read and compressed once: the names carry the content's hash, so a name never changes content. */
  function asset(name: string): Asset | undefined {
    const found = assets.get(name);
    if (found) return found;
    if (!manifest().files.includes(name)) return undefined;
    const ext = path.extname(name);
    const body = readFileSync(path.join(dir, name));
    const loaded: Asset = { type: TYPES[ext] ?? 'application/octet-stream', body };
    // Development bundles are large and rewritten on every change: sent as they are.
    if (COMPRESSIBLE.has(ext) && !reload) {
      loaded.gzip = gzipSync(body, { level: 9 });
      loaded.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    }
    assets.set(name, loaded);
    return loaded;
  }

  function notFound(res: ServerResponse, message: string) {
    res.writeHead(404, { ...baseHeaders(isProduction), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(message);
  }

  function methodNotAllowed(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method === 'GET' || req.method === 'HEAD') return false;
    res.writeHead(405, { ...baseHeaders(isProduction), Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method Not Allowed');
    return true;
  }

  return {
    /** GET /play/{token}: the game client's document, with a policy and nonce of its own. */
    answerPage(req: IncomingMessage, res: ServerResponse, pathname: string) {
      if (methodNotAllowed(req, res)) return;
      const token = PLAY_PAGE.exec(pathname)?.[1] ?? '';
      if (!PLAY_TOKEN_PATTERN.test(token)) return notFound(res, 'Not Found: no game session has this address');
      const pageNonce = nonce();
      const body = playDocument(manifest(), pageNonce);
      res.writeHead(200, {
        ...baseHeaders(isProduction),
        // Only what this page loads: its own origin, the image CDNs; none of the site's third parties.
        ...pageSecurityHeaders({ nonce: pageNonce, isProduction, imageOrigins }),
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex, nofollow',
        'Content-Length': Buffer.byteLength(body),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    },

    /** GET /_play/{file}: a file of the build, kept by browsers for a year (its name changes with it). */
    answerAsset(req: IncomingMessage, res: ServerResponse, pathname: string) {
      if (methodNotAllowed(req, res)) return;
      const found = asset(pathname.slice(PLAY_ASSET_PREFIX.length));
      if (!found) return notFound(res, 'Not Found');
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const encoding = found.br && /\bbr\b/.test(accepted) ? 'br' : found.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
      const body = encoding ? found[encoding]! : found.body;
      res.writeHead(200, {
        ...baseHeaders(isProduction),
        'Content-Type': found.type,
        'Cache-Control': 'public, max-age=31536000, immutable',
        ...(found.gzip ? { Vary: 'Accept-Encoding' } : {}),
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
        'Content-Length': body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
  };
}
