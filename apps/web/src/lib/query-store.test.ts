import { describe, expect, it, vi } from 'vitest';
import { createQueryStore, type QueryFollower } from './query-store';

function clock(start = 1_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

const FIVE_MINUTES = 5 * 60_000;

/** A store on a clock of its own; a failed request is retried at once. */
function storeWith(fetcher: () => Promise<unknown>, key: readonly unknown[] = ['games', 'list', 'top']) {
  const c = clock();
  const store = createQueryStore({ now: c.now, retryDelayMs: 0 });
  store.setFetcher(key, fetcher);
  return { store, key, clock: c };
}

describe('createQueryStore', () => {
  it('fetches once for any number of components and serves the copy until it is stale', async () => {
    const fetcher = vi.fn().mockResolvedValue(['a']);
    const { store, key, clock: c } = storeWith(fetcher);
    store.observe(key, { staleTime: FIVE_MINUTES });
    store.observe(key, { staleTime: FIVE_MINUTES });
    await store.refetch(key);
    expect(store.getState(key)).toMatchObject({ status: 'success', data: ['a'] });
    c.advance(FIVE_MINUTES);
    store.observe(key, { staleTime: FIVE_MINUTES });
    expect(fetcher).toHaveBeenCalledTimes(1);
    c.advance(1);
    store.observe(key, { staleTime: FIVE_MINUTES });
    await store.refetch(key);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('tells its listeners when an answer arrives, not when a fetch starts', async () => {
    const { store, key } = storeWith(async () => 'v');
    const seen: string[] = [];
    store.subscribe(key, () => seen.push(String(store.getState(key).status)));
    store.observe(key, { staleTime: 0 });
    expect(seen).toEqual([]);
    await store.refetch(key);
    expect(seen).toEqual(['success']);
  });

  it('retries a failed request once, then shows the error', async () => {
    const fetcher = vi.fn().mockRejectedValue(new Error('down'));
    const { store, key } = storeWith(fetcher);
    store.observe(key, { staleTime: FIVE_MINUTES });
    await store.refetch(key);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(store.getState(key)).toMatchObject({ status: 'error', data: undefined });
    expect((store.getState(key).error as Error).message).toBe('down');
  });

  it('refetches invalidated entries under a prefix that are in use, and only marks the others', async () => {
    const c = clock();
    const store = createQueryStore({ now: c.now, retryDelayMs: 0 });
    const funds = vi.fn().mockResolvedValue([]);
    const auth = vi.fn().mockResolvedValue({ authenticated: true });
    store.setFetcher(['wallet', 'funds'], funds);
    store.setFetcher(['auth'], auth);
    const stop = store.observe(['wallet', 'funds'], { staleTime: FIVE_MINUTES });
    store.observe(['auth'], { staleTime: FIVE_MINUTES });
    await Promise.all([store.refetch(['wallet', 'funds']), store.refetch(['auth'])]);

    await store.invalidate(['wallet']);
    expect(funds).toHaveBeenCalledTimes(2);
    expect(auth).toHaveBeenCalledTimes(1);

    stop();
    await store.invalidate(['wallet']);
    expect(funds).toHaveBeenCalledTimes(2);
    store.observe(['wallet', 'funds'], { staleTime: FIVE_MINUTES });
    await store.refetch(['wallet', 'funds']);
    expect(funds).toHaveBeenCalledTimes(3);
  });

  it('sets data directly and drops an answer that was already under way', async () => {
    let answer: (value: unknown) => void = () => {};
    const { store, key } = storeWith(() => new Promise((resolve) => (answer = resolve)));
    store.observe(key, { staleTime: FIVE_MINUTES });
    const request = store.refetch(key);
    store.setData(key, { authenticated: false });
    answer({ authenticated: true });
    await request;
    expect(store.getState(key)).toMatchObject({ status: 'success', data: { authenticated: false } });
  });

  it('forgets all but what survives a reset, fetches what is in use again and resets its followers', async () => {
    const c = clock();
    const store = createQueryStore({ now: c.now, retryDelayMs: 0 });
    const follower: QueryFollower = { invalidate: vi.fn().mockResolvedValue(undefined), reset: vi.fn().mockResolvedValue(undefined) };
    store.follow(follower);
    store.setFetcher(['site-configuration'], async () => ({ supportEmail: 'a@b.c' }));
    store.setFetcher(['profile'], async () => ({ name: 'Ann' }));
    const favorites = vi.fn().mockResolvedValue(['x']);
    store.setFetcher(['games', 'favorites'], favorites);
    store.observe(['site-configuration'], { staleTime: FIVE_MINUTES, keepsOnReset: true });
    store.observe(['games', 'favorites'], { staleTime: FIVE_MINUTES });
    await Promise.all([store.refetch(['site-configuration']), store.refetch(['profile']), store.refetch(['games', 'favorites'])]);

    const reset = store.reset();
    expect(store.getState(['profile'])).toMatchObject({ status: 'pending', data: undefined });
    expect(store.getState(['site-configuration'])).toMatchObject({ status: 'success' });
    await reset;
    expect(favorites).toHaveBeenCalledTimes(2);
    expect(store.getState(['profile'])).toMatchObject({ status: 'pending' });
    expect(follower.reset).toHaveBeenCalledTimes(1);

    await store.invalidate(['wallet']);
    await store.invalidate();
    expect(follower.invalidate).toHaveBeenNthCalledWith(1, ['wallet']);
    expect(follower.invalidate).toHaveBeenNthCalledWith(2, undefined);
  });
});
