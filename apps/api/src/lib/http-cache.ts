import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong validator for a body. */
export function etagOf(body: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
}

/** RFC 9110 If-None-Match: a list of tags, compared weakly, or "*". */
function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Sets Cache-Control and the ETag; answers an empty 304 when the client already holds this body. */
export function sendCached<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: T,
  { cacheControl, etag = etagOf(body) }: { cacheControl: string; etag?: string },
): T | FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', etag);
  if (isNotModified(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return body;
}

/**
 * Keeps a built response (and its ETag) for a few seconds per key, so a busy catalogue costs one
 * database read per interval instead of one per request. Concurrent misses share one build.
 * Every API instance keeps its own copy; clients may keep theirs longer anyway (Cache-Control).
 */
export function createResponseCache<T>(ttlMs: number) {
  const entries = new Map<string, { at: number; value: Promise<{ body: T; etag: string }> }>();
  return {
    async get(key: string, build: () => Promise<T>): Promise<{ body: T; etag: string }> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = build().then((body) => ({ body, etag: etagOf(body) }));
      entries.set(key, { at: Date.now(), value });
      value.catch(() => entries.delete(key));
      return value;
    },
  };
}
