import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from './clock';
import { preferredEncoding, type PreparedBody } from './prepared-body';

/** RFC 9110 If-None-Match: a list of tags, compared weakly, or "*". */
function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends a prepared body: an empty 304 when the client already holds it, else the bytes already
 * encoded for the client's Accept-Encoding. Routes that send these set `compress: false`, so the
 * response compression never encodes them again.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedBody, cacheControl: string): FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', prepared.etag).header('vary', 'accept-encoding');
  if (isNotModified(request.headers['if-none-match'], prepared.etag)) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.header('content-type', 'application/json; charset=utf-8').send(prepared[encoding]);
}

type Entry = { version: string; prepared: PreparedBody; checkedAt: number };

/**
 * Prepared answers per key, each rebuilt only when the version of what it is built from changes.
 * The version (a cheap query) is read again at most every `checkMs`, so a change made by another
 * process (a catalogue import, a rates update) shows up within that; until then requests are answered
 * from memory. Concurrent requests share one check and one build. Every API instance keeps its own copy.
 */
export function createVersionedCache({ checkMs, clock }: { checkMs: number; clock: Clock }) {
  const entries = new Map<string, Entry>();
  const loads = new Map<string, Promise<PreparedBody>>();

  async function load(key: string, readVersion: () => Promise<string>, build: () => Promise<PreparedBody>) {
    // Read before the data: a change landing in between is seen again by the next check.
    const checkedAt = clock.now().getTime();
    const version = await readVersion();
    const held = entries.get(key);
    if (held?.version === version) {
      held.checkedAt = checkedAt;
      return held.prepared;
    }
    const prepared = await build();
    entries.set(key, { version, prepared, checkedAt });
    return prepared;
  }

  return {
    get(key: string, readVersion: () => Promise<string>, build: () => Promise<PreparedBody>): Promise<PreparedBody> {
      const held = entries.get(key);
      if (held && clock.now().getTime() - held.checkedAt < checkMs) return Promise.resolve(held.prepared);
      let loading = loads.get(key);
      if (!loading) {
        loading = load(key, readVersion, build).finally(() => loads.delete(key));
        loads.set(key, loading);
      }
      // While the database does not answer, the answer held is still the best there is; the next
      // request tries again. With nothing held, the failure is the answer.
      return held ? loading.catch(() => held.prepared) : loading;
    },
  };
}
