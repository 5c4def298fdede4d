// The web server (`npm start`, `npm run dev`): it answers the API's prefixes itself, streaming them to
// API_URL, and hands everything else to Next.js, after making the forwarding headers its own
// (docs/decisions/004-client-address-trust.md). Options: --dev, -p/--port, -H/--hostname.
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isApiPath, proxyToApi } from './api-proxy';
import { readTrustedProxies } from './client-address';
import { replaceForwardedHeaders } from './forwarded-headers';
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
  return { apiUrl: new URL(apiUrl), trustedProxies: readTrustedProxies(process.env.WEB_TRUSTED_PROXIES) };
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

/** Leading slashes collapse as in Next.js; "." and ".." segments resolve before a prefix is matched. */
function requestPath(target = '/'): URL | undefined {
  try {
    return new URL(target.replace(/^\/+/, '/'), 'http://web.invalid');
  } catch {
    return undefined;
  }
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
  handle(req, res).catch((err: unknown) => {
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
