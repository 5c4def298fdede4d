// The web server (`npm start`, `npm run dev`): it answers the API's prefixes itself, streaming them to
// API_URL, and hands everything else to Next.js, after making the forwarding headers its own
// (docs/decisions/004-client-address-trust.md). Before a page renders it decides the visitor's country,
// and it keeps public pages' HTML (docs/decisions/012-cached-pages-and-server-geo.md). The game client,
// /play/{token}, is its own small bundle that this server answers (docs/decisions/014-game-client-outside-next.md).
// Options: --dev, -p/--port, -H/--hostname.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ZCurrentIp, ZRestrictedCountries } from '@casino/contracts';
import { PLAY_CLIENT_DEV_DIR, PLAY_CLIENT_DIR } from '../play-client/manifest';
import { GAMES_BASE } from '../src/features/games/api/paths';
import { BLOCKED_COUNTRY_HEADER, BLOCKED_COUNTRY_PATH, blockedCountryHeader } from '../src/features/geo/lib/blocked-request';
import { advanceContentGeneration } from '../src/lib/content-generation';
import { imageOrigins, readRuntimeConfig } from '../src/lib/runtime-config';
import { SITE_CONFIGURATION_PATH } from '../src/lib/site-configuration-path';
import { isApiPath, proxyToApi } from './api-proxy';
import { readTrustedProxies } from './client-address';
import { createContentWatch } from './content-watch';
import { createCountryGate } from './country-gate';
import { replaceForwardedHeaders } from './forwarded-headers';
import { answerWithKeptPage, isKeptPageRequest, keepWhenRendered, keptPageKey } from './kept-pages';
import { createPageCache } from './page-cache';
import { createPlayPage, isPlayAssetPath, isPlayPagePath } from './play-page';
import { answerUnreadableRequest } from './unreadable-request';

const { values: options } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    port: { type: 'string', short: 'p', default: '3000' },
    hostname: { type: 'string', short: 'H', default: '0.0.0.0' },
  },
});

function readSettings() {
  const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
  if (!URL.canParse(apiUrl) || !/^https?:$/.test(new URL(apiUrl).protocol)) {
    throw new Error(`API_URL: "${apiUrl}" is not an http(s) URL`);
  }
  return {
    apiUrl: new URL(apiUrl),
    trustedProxies: readTrustedProxies(process.env.WEB_TRUSTED_PROXIES),
    imageOrigins: imageOrigins(readRuntimeConfig(process.env)),
  };
}

let settings: ReturnType<typeof readSettings>;
try {
  settings = readSettings();
} catch (err) {
  console.error(`Invalid configuration: ${(err as Error).message}`);
  process.exit(1);
}

// As `next start` and `next dev` do; set before Next.js (and React with it) is loaded.
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV || (options.dev ? 'development' : 'production') });
const { default: next } = await import('next');

const port = Number(options.port);
const server = createServer();
const app = next({ dev: options.dev, dir: path.resolve(import.meta.dirname, '..'), hostname: options.hostname, port, httpServer: server });
const handle = app.getRequestHandler();
await app.prepare();

// In development the game client is rebuilt on every change; `npm run build` wrote it otherwise.
if (options.dev) {
  const { watchPlayClient } = await import('../play-client/build');
  await watchPlayClient();
}
const playPage = createPlayPage({
  dir: options.dev ? PLAY_CLIENT_DEV_DIR : PLAY_CLIENT_DIR,
  reload: options.dev,
  isProduction: process.env.NODE_ENV === 'production',
  imageOrigins: settings.imageOrigins,
});

/** Leading slashes collapse as in Next.js; "." and ".." segments resolve before a prefix is matched. */
function requestPath(target = '/'): URL | undefined {
  try {
    return new URL(target.replace(/^\/+/, '/'), 'http://web.invalid');
  } catch {
    return undefined;
  }
}

const API_TIMEOUT_MS = 1_500;
async function apiJson(path: string, headers: Record<string, string> = {}): Promise<unknown> {
  const res = await fetch(new URL(path, settings.apiUrl), {
    headers: { accept: 'application/json', ...headers },
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.json();
}

// The API places addresses and lists the restricted countries; the web server asks it (it trusts
// this server's X-Forwarded-For) and keeps the answers.
const countryGate = createCountryGate({
  lookup: async (address) =>
    ZCurrentIp.parse(await apiJson('/ip-service/api/v1/user/currentIp', address ? { 'x-forwarded-for': address } : {})),
  loadRestricted: async () => ZRestrictedCountries.parse(await apiJson('/cdn/static/restricted-countries.json')),
});

// Public pages are rendered at most every 30 s (catalogue and site configuration are themselves
// kept 30-60 s); none in development, where every change must show.
const pageCache = options.dev ? null : createPageCache({ freshMs: 30_000, staleMs: 10 * 60_000, maxPages: 500 });

// When the catalogue or the site configuration changes in the API, pages are rendered afresh from the
// new answers at once instead of when their copies age out.
const CONTENT_CHECK_MS = 5_000;
const contentWatch = createContentWatch({
  apiUrl: settings.apiUrl,
  paths: [`${GAMES_BASE}/games-and-categories/EUR`, SITE_CONFIGURATION_PATH],
  onChange: () => {
    advanceContentGeneration();
    pageCache?.clear();
  },
});
setInterval(() => void contentWatch.check(), CONTENT_CHECK_MS).unref();

/** Next's own files and the icons: the blocked-country page needs them too. */
const isSiteAsset = (pathname: string) => /^\/(_next\/|__nextjs|favicon\.ico$|icon\.svg$|apple-icon|robots\.txt$)/.test(pathname);

/** Makes the page Next renders go out with `status` instead of 200 (RFC 7725: 451 Unavailable For Legal Reasons). */
function answerWithStatus(res: ServerResponse, status: number) {
  const { writeHead } = res;
  res.writeHead = function (this: ServerResponse, code: number, ...rest: unknown[]) {
    return (writeHead as (...a: unknown[]) => ServerResponse).call(this, code === 200 ? status : code, ...rest);
  } as ServerResponse['writeHead'];
}

async function answerPage(req: IncomingMessage, res: ServerResponse, url: URL) {
  delete req.headers[BLOCKED_COUNTRY_HEADER];
  if (!isSiteAsset(url.pathname)) {
    const verdict = await countryGate.decide(req.headers['x-forwarded-for'] as string | undefined);
    if (verdict.blocked) {
      // Every page address answers with the blocked-country page: nothing of the site is rendered.
      req.url = BLOCKED_COUNTRY_PATH;
      req.headers[BLOCKED_COUNTRY_HEADER] = blockedCountryHeader(verdict.isoCode, verdict.country);
      answerWithStatus(res, 451);
      return handle(req, res);
    }
  }
  if (isPlayPagePath(url.pathname)) return playPage.answerPage(req, res, url.pathname);
  if (!pageCache || !isKeptPageRequest(req, url.pathname)) return handle(req, res);
  const key = keptPageKey(req, url);
  const taken = pageCache.take(key);
  if (taken.page) return answerWithKeptPage(req, res, taken.page);
  // Rendered plain and whole so the copy can be kept; kept copies are compressed per answer.
  delete req.headers['accept-encoding'];
  keepWhenRendered(req, res, (page) => pageCache.store(key, page));
  res.once('close', taken.done);
  return handle(req, res);
}

server.on('request', (req, res) => {
  replaceForwardedHeaders(req, settings.trustedProxies);
  const url = requestPath(req.url);
  if (!url) {
    res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: 'Bad Request' }));
    return;
  }
  if (isApiPath(url.pathname)) {
    const target = new URL(settings.apiUrl);
    target.pathname = url.pathname;
    target.search = url.search;
    proxyToApi(req, res, target);
    return;
  }
  // The game client's files, like Next's own, are sent whatever the visitor's country.
  if (isPlayAssetPath(url.pathname)) {
    try {
      playPage.answerAsset(req, res, url.pathname);
    } catch (err) {
      console.error(err);
      if (!res.headersSent) res.writeHead(500).end();
    }
    return;
  }
  answerPage(req, res, url).catch((err: unknown) => {
    console.error(err);
    if (!res.headersSent) res.writeHead(500).end();
  });
});
server.on('clientError', answerUnreadableRequest);
server.listen(port, options.hostname, () => console.log(`Web server ready on http://${options.hostname}:${port}`));

function shutDown() {
  server.close(() => void app.close().finally(() => process.exit(0)));
  server.closeIdleConnections();
  // Connections still busy after this long are cut.
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.once('SIGTERM', shutDown);
process.once('SIGINT', shutDown);
