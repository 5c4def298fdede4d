import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** A JSON answer serialized once, with its ETag and the bytes of each content coding. */
export type PreparedBody = { etag: string } & Record<Encoding, Buffer>;

/** A strong validator for a serialized body. */
function etagOf(bytes: Buffer | string): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/**
 * Checks `body` against the route's response schema and serializes it exactly as the route's own
 * serializer would, then compresses it. Compression runs on the thread pool, off the event loop, and
 * only once per version of the body, so it can afford a high brotli quality.
 */
export async function prepareJson(schema: z.ZodType, body: unknown, url: string): Promise<PreparedBody> {
  const serialize = serializerCompiler({ schema, method: 'GET', url, httpStatus: '200' });
  const identity = Buffer.from(serialize(body));
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { etag: etagOf(identity), identity, br, gzip: gz };
}

/** Accept-Encoding headers seen recently: browsers send a handful of distinct ones, parsed once each. */
const negotiated = new Map<string, Encoding>();
const NEGOTIATED_MAX = 64;

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 §12.5.3): br or gzip when accepted with a
 * non-zero weight (by name or by "*"), the higher weight winning and br on a tie; identity otherwise.
 */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const known = negotiated.get(header);
  if (known) return known;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = Math.max(weight('gzip'), weights.get('x-gzip') ?? 0);
  const chosen: Encoding = br > 0 && br >= gz ? 'br' : gz > 0 ? 'gzip' : 'identity';
  if (negotiated.size < NEGOTIATED_MAX) negotiated.set(header, chosen);
  return chosen;
}
