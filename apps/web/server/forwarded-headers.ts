import type { IncomingMessage } from 'node:http';
import type { BlockList } from 'node:net';
import { clientAddress, isTrustedProxy } from './client-address';

/** Headers that describe the client's connection; X-Forwarded-For is handled on its own. */
const CONNECTION_HEADERS = ['forwarded', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port'];

/**
 * Makes the request say who the client is, in this server's own words, before the API or Next.js
 * reads it: X-Forwarded-For becomes the client's address alone, and the other forwarding headers
 * survive only from a proxy we trust.
 */
export function replaceForwardedHeaders(req: IncomingMessage, trusted: BlockList) {
  const client = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted);
  if (!isTrustedProxy(req.socket.remoteAddress, trusted)) for (const name of CONNECTION_HEADERS) delete req.headers[name];
  if (client) req.headers['x-forwarded-for'] = client;
  else delete req.headers['x-forwarded-for'];
}
