/**
 * The browser's cache of what public pages read from the API (session state, catalogue, winners,
 * funds, site configuration): a few dozen lines instead of a query library in every visitor's first
 * load (docs/decisions/016-public-data-without-a-query-library.md). Entries are keyed by arrays;
 * an entry is fetched when a component starts observing it and its copy is stale, once at a time,
 * retried once. The account area's query library registers itself as a follower, so invalidating or
 * resetting here reaches its cache too, wherever a key lives.
 */
export type QueryKey = readonly unknown[];

export type QueryState<T> = {
  status: 'pending' | 'success' | 'error';
  data: T | undefined;
  error: unknown;
};

/** Another cache that follows this one's invalidations and resets. */
export type QueryFollower = { invalidate: (prefix?: QueryKey) => Promise<unknown>; reset: () => Promise<unknown> };

type Entry = {
  key: QueryKey;
  state: QueryState<unknown>;
  updatedAt: number;
  isInvalid: boolean;
  fetcher?: () => Promise<unknown>;
  inFlight?: Promise<void>;
  /** Bumped by a reset: an answer to a request made before it is dropped. */
  generation: number;
  observers: number;
  keepsOnReset: boolean;
  listeners: Set<() => void>;
};

export const INITIAL_QUERY_STATE: QueryState<never> = Object.freeze({ status: 'pending', data: undefined, error: null });

export const hashQueryKey = (key: QueryKey): string => JSON.stringify(key);

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.length <= key.length && prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i]));

export function createQueryStore({ now = Date.now, retryDelayMs = 1_000 }: { now?: () => number; retryDelayMs?: number } = {}) {
  const entries = new Map<string, Entry>();
  const followers = new Set<QueryFollower>();

  function entryOf(key: QueryKey): Entry {
    const hash = hashQueryKey(key);
    let entry = entries.get(hash);
    if (!entry) {
      entry = {
        key,
        state: INITIAL_QUERY_STATE,
        updatedAt: 0,
        isInvalid: false,
        generation: 0,
        observers: 0,
        keepsOnReset: false,
        listeners: new Set(),
      };
      entries.set(hash, entry);
    }
    return entry;
  }

  function update(entry: Entry, patch: Partial<QueryState<unknown>>) {
    entry.state = { ...entry.state, ...patch };
    entry.listeners.forEach((listener) => listener());
  }

  async function attempt(fetcher: () => Promise<unknown>): Promise<unknown> {
    try {
      return await fetcher();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      return fetcher();
    }
  }

  function fetchEntry(entry: Entry): Promise<void> {
    if (entry.inFlight) return entry.inFlight;
    const { fetcher, generation } = entry;
    if (!fetcher) return Promise.resolve();
    // Listeners hear of the answer only: a fetch starting changes nothing a component shows, and every
    // notification re-renders its subscribers synchronously (useSyncExternalStore), mid-hydration included.
    const request: Promise<void> = attempt(fetcher).then(
      (data) => {
        if (entry.generation !== generation) return;
        entry.updatedAt = now();
        entry.isInvalid = false;
        update(entry, { status: 'success', data, error: null });
      },
      (error: unknown) => {
        if (entry.generation !== generation) return;
        update(entry, { status: 'error', error });
      },
    );
    const settled: Promise<void> = request.finally(() => {
      if (entry.inFlight === settled) entry.inFlight = undefined;
    });
    entry.inFlight = settled;
    return settled;
  }

  const isStale = (entry: Entry, staleTime: number) =>
    entry.isInvalid || entry.state.status !== 'success' || now() - entry.updatedAt > staleTime;

  return {
    getState: <T>(key: QueryKey) => entryOf(key).state as QueryState<T>,

    subscribe(key: QueryKey, listener: () => void): () => void {
      const entry = entryOf(key);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },

    /** How `key` is fetched; the newest function given wins. */
    setFetcher(key: QueryKey, fetcher: () => Promise<unknown>) {
      entryOf(key).fetcher = fetcher;
    },

    /** A component uses `key`: fetches it now when its copy is older than `staleTime`. Returns the end of that use. */
    observe(key: QueryKey, { staleTime, keepsOnReset = false }: { staleTime: number; keepsOnReset?: boolean }) {
      const entry = entryOf(key);
      entry.keepsOnReset = keepsOnReset;
      entry.observers += 1;
      if (isStale(entry, staleTime)) void fetchEntry(entry);
      return () => {
        entry.observers -= 1;
      };
    },

    refetch: (key: QueryKey) => fetchEntry(entryOf(key)),

    setData(key: QueryKey, data: unknown) {
      const entry = entryOf(key);
      entry.generation += 1;
      entry.inFlight = undefined;
      entry.updatedAt = now();
      entry.isInvalid = false;
      update(entry, { status: 'success', data, error: null });
    },

    /** Marks every entry under `prefix` (all without one) stale and fetches those in use again, here and in the followers. */
    invalidate(prefix: QueryKey = []): Promise<unknown> {
      const pending: Promise<unknown>[] = [];
      for (const entry of entries.values()) {
        if (!startsWith(entry.key, prefix)) continue;
        entry.isInvalid = true;
        if (entry.observers > 0) pending.push(fetchEntry(entry));
      }
      for (const follower of followers) pending.push(follower.invalidate(prefix.length ? prefix : undefined));
      return Promise.all(pending);
    },

    /** Forgets everything not marked to survive (a player's data on sign-out) and fetches what is in use again. */
    reset(): Promise<unknown> {
      const pending: Promise<unknown>[] = [];
      for (const entry of entries.values()) {
        if (entry.keepsOnReset) continue;
        entry.generation += 1;
        entry.inFlight = undefined;
        entry.updatedAt = 0;
        entry.isInvalid = false;
        update(entry, INITIAL_QUERY_STATE);
        if (entry.observers > 0) pending.push(fetchEntry(entry));
      }
      for (const follower of followers) pending.push(follower.reset());
      return Promise.all(pending);
    },

    follow(follower: QueryFollower) {
      followers.add(follower);
    },
  };
}

export type QueryStore = ReturnType<typeof createQueryStore>;

/** The page's one store. */
export const queryStore = createQueryStore();

export const invalidateQueries = (prefix?: QueryKey) => queryStore.invalidate(prefix);
export const setQueryData = (key: QueryKey, data: unknown) => queryStore.setData(key, data);
export const resetQueries = () => queryStore.reset();
