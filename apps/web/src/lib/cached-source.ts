import { noteRenderMiss } from './render-misses';

export type CachedSourceOptions<T> = {
  load: () => Promise<T>;
  /** How long an answer is used before it is asked for again. */
  ttlMs: number;
  /** After a failure, how long to wait before asking again (the last good answer, if any, is used meanwhile). */
  retryMs: number;
  now?: () => number;
};

/**
 * A value fetched from elsewhere and kept in memory: one load at a time, the last good value kept
 * through failures, null until a first load succeeds. Used by the proxy for the site configuration,
 * so a page request costs the API at most one call a minute.
 */
export function createCachedSource<T>({ load, ttlMs, retryMs, now = Date.now }: CachedSourceOptions<T>) {
  let value: T | null = null;
  let nextLoadAt = 0;
  let inFlight: Promise<T | null> | null = null;

  function refresh(): Promise<T | null> {
    inFlight ??= load()
      .then(
        (loaded) => {
          value = loaded;
          nextLoadAt = now() + ttlMs;
          return loaded;
        },
        () => {
          nextLoadAt = now() + retryMs;
          return value;
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  return {
    /**
     * The value; waits for a load only when none has succeeded yet, otherwise refreshes in the
     * background. Null (nothing loaded yet) is noted as a render miss.
     */
    async get(): Promise<T | null> {
      if (now() >= nextLoadAt) {
        if (value === null) await refresh();
        else void refresh();
      }
      if (value === null) noteRenderMiss();
      return value;
    },
  };
}
