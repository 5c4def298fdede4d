import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import fp from 'fastify-plugin';

/** The longest IPv6 literal (with an IPv4 tail): anything longer is no address we store. */
const MAX_ADDRESS_LENGTH = 45;

const isAddress = (entry: string) => entry.length <= MAX_ADDRESS_LENGTH && isIP(entry) !== 0;

/**
 * Cuts X-Forwarded-For to the entries right of the last one that is no IP address (idempotent).
 * Each hop appends on the right, so such an entry breaks the chain: whatever lies left of it was
 * not written by a proxy we could trust, and goes with it. `request.ip` applies TRUSTED_PROXIES
 * to what is left, so it is always an IP address: the client's, or the hop's own.
 */
export function boundForwardedFor(headers: IncomingHttpHeaders): void {
  const header = headers['x-forwarded-for'];
  if (header === undefined) return;
  const entries = [header]
    .flat()
    .join(',')
    .split(',')
    .map((entry) => entry.trim());
  const kept: string[] = [];
  for (let i = entries.length - 1; i >= 0 && isAddress(entries[i]!); i--) kept.unshift(entries[i]!);
  if (kept.length > 0) headers['x-forwarded-for'] = kept.join(', ');
  else delete headers['x-forwarded-for'];
}

/** Bounds X-Forwarded-For before any other hook reads the client's address (rate limits, country, sessions). */
export const forwardedForPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => boundForwardedFor(request.raw.headers));
  },
  { name: 'forwarded-for' },
);
