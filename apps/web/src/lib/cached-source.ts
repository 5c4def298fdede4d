import { contentGeneration } from './content-generation';
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
 * through failures, null until a first load succeeds. Used by server rendering for the catalogue and
 * the site configuration, so a page request costs the API at most a call every half minute. When the
 * content generation moves on (the API's answer changed), the next caller waits for a fresh load.
 */
export function createCachedSource<T>({ load, ttlMs, retryMs, now = Date.now }: CachedSourceOptions<T>) {
  let value: T | null = null;
  let loadedGeneration = -1;
  /** The generation whose load failed last: not waited for again, retried after retryMs in the background. */
  let failedGeneration = -1;
  let nextLoadAt = 0;
  let inFlight: { generation: number; done: Promise<void> } | null = null;

  function refresh(generation: number): Promise<void> {
    if (inFlight?.generation === generation) return inFlight.done;
    const done = load().then(
      (loaded) => {
        // A slower load of an older generation never replaces a newer answer.
        if (generation < loadedGeneration) return;
        value = loaded;
        loadedGeneration = generation;
        nextLoadAt = now() + ttlMs;
      },
      () => {
        failedGeneration = generation;
        nextLoadAt = now() + retryMs;
      },
    );
    const current = {
      generation,
      done: done.finally(() => {
        if (inFlight === current) inFlight = null;
      }),
    };
    inFlight = current;
    return current.done;
  }

  return {
    /**
     * The value; waits for a load when there is none yet or the content changed since it was loaded,
     * otherwise refreshes in the background when due. A render that goes out without the current
     * answer (none loaded, or the content changed and the API did not answer) is noted as a miss.
     */
    async get(): Promise<T | null> {
      const generation = contentGeneration();
      const isOutdated = value !== null && loadedGeneration < generation && failedGeneration < generation;
      if (isOutdated || (value === null && now() >= nextLoadAt)) await refresh(generation);
      else if (now() >= nextLoadAt) void refresh(generation);
      if (value === null || loadedGeneration < generation) noteRenderMiss();
      return value;
    },
  };
}
