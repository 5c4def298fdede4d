import { Agent, request, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { Agent as TlsAgent, request as tlsRequest } from 'node:https';
import { pipeline } from 'node:stream';

// The API serves these prefixes; the browser only ever talks to this origin, so cookies stay first-party.
const API_PREFIXES = ['/user-service/', '/profile-service/', '/game-aggregator-service/', '/ip-service/', '/api/', '/cdn/', '/payments/'];

export function isApiPath(pathname: string): boolean {
  return pathname === '/health' || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Headers about one connection, not the message (RFC 9110 §7.6.1), and Expect, which this server
 * has already answered: each side of the proxy has its own.
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'expect'];

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  const dropped = new Set([...HOP_BY_HOP, ...named]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !dropped.has(name)));
}

const httpAgent = new Agent({ keepAlive: true });
const httpsAgent = new TlsAgent({ keepAlive: true });

function sendJson(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

/**
 * Streams the request to the API (`target`) and the API's answer back: its status, headers and
 * body as they come, nothing buffered. The API may answer before it has read the whole body (413
 * over its limit): that answer goes out as soon as it comes, and should the connection to the API
 * fail while the client is still uploading, the rest of the upload is read and dropped here.
 */
export function proxyToApi(req: IncomingMessage, res: ServerResponse, target: URL) {
  const isTls = target.protocol === 'https:';
  const upstream = (isTls ? tlsRequest : request)(target, {
    method: req.method,
    headers: { ...endToEnd(req.headers), host: target.host },
    agent: isTls ? httpsAgent : httpAgent,
  });
  upstream.on('response', (answer) => {
    res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
    // An answer cut off midway ends the client's connection too, rather than looking complete.
    pipeline(answer, res, () => undefined);
  });
  upstream.on('error', () => {
    req.unpipe(upstream);
    req.resume();
    if (!res.headersSent) sendJson(res, 502, { message: 'The service is not available right now. Please try again in a moment.' });
  });
  // A client that goes away takes its API request with it.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}
