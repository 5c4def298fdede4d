import { Agent, request, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { Agent as TlsAgent, request as tlsRequest } from 'node:https';

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
 * over its limit): that answer goes out as soon as it comes, and the rest of the upload is read
 * and dropped here.
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
    answer.pipe(res, { end: false });
    answer.on('end', () => {
      if (req.complete) return void res.end();
      // Answered before the upload was in (413): the API needs no more of it. Ending the answer now
      // would make Node close a connection the client asked to close while the client is still
      // sending, and that reset can erase the answer (RFC 9112 §9.6): the upload is read to its end
      // here first.
      req.unpipe(upstream);
      upstream.destroy();
      req.resume();
      req.once('end', () => res.end());
    });
    // An answer cut off midway ends the client's connection too, rather than looking complete.
    answer.on('error', () => res.destroy());
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
  // The head goes to the API at once, so it can answer (413) before any of the body arrives.
  upstream.flushHeaders();
  req.pipe(upstream);
}
