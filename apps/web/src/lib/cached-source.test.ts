import { describe, expect, it, vi } from 'vitest';
import { createCachedSource } from './cached-source';
import { advanceContentGeneration } from './content-generation';
import { renderMisses } from './render-misses';

function clock(start = 1_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe('createCachedSource', () => {
  it('loads once and serves the answer until it is due again', async () => {
    const c = clock();
    const load = vi.fn().mockResolvedValue('v1');
    const source = createCachedSource({ load, ttlMs: 60_000, retryMs: 5_000, now: c.now });
    expect(await source.get()).toBe('v1');
    c.advance(59_000);
    expect(await source.get()).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load between concurrent callers', async () => {
    const load = vi.fn().mockResolvedValue('v1');
    const source = createCachedSource({ load, ttlMs: 60_000, retryMs: 5_000, now: clock().now });
    expect(await Promise.all([source.get(), source.get(), source.get()])).toEqual(['v1', 'v1', 'v1']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers with the kept value while refreshing in the background', async () => {
    const c = clock();
    const load = vi.fn().mockResolvedValueOnce('v1').mockResolvedValueOnce('v2');
    const source = createCachedSource({ load, ttlMs: 60_000, retryMs: 5_000, now: c.now });
    await source.get();
    c.advance(60_000);
    expect(await source.get()).toBe('v1');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await Promise.resolve();
    expect(await source.get()).toBe('v2');
  });

  it('is null until a first load succeeds, and waits retryMs after a failure', async () => {
    const c = clock();
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('v1');
    const source = createCachedSource({ load, ttlMs: 60_000, retryMs: 5_000, now: c.now });
    expect(await source.get()).toBeNull();
    c.advance(4_000);
    expect(await source.get()).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    c.advance(1_000);
    expect(await source.get()).toBe('v1');
  });

  it('keeps the last good value through a failure', async () => {
    const c = clock();
    const load = vi.fn().mockResolvedValueOnce('v1').mockRejectedValueOnce(new Error('down'));
    const source = createCachedSource({ load, ttlMs: 60_000, retryMs: 5_000, now: c.now });
    await source.get();
    c.advance(60_000);
    expect(await source.get()).toBe('v1');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await source.get()).toBe('v1');
  });

  it('notes a render miss while it has nothing to give, and none once a load succeeded', async () => {
    const c = clock();
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('v1');
    const source = createCachedSource({ load, ttlMs: 60_000, retryMs: 5_000, now: c.now });
    const before = renderMisses();
    expect(await source.get()).toBeNull();
    expect(renderMisses()).toBe(before + 1);
    c.advance(5_000);
    expect(await source.get()).toBe('v1');
    expect(renderMisses()).toBe(before + 1);
  });

  it('waits for a fresh load once the content generation has moved on, whatever the time', async () => {
    const c = clock();
    const load = vi.fn().mockResolvedValueOnce('v1').mockResolvedValueOnce('v2');
    const source = createCachedSource({ load, ttlMs: 60_000, retryMs: 5_000, now: c.now });
    expect(await source.get()).toBe('v1');
    advanceContentGeneration();
    const before = renderMisses();
    expect(await source.get()).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
    expect(renderMisses()).toBe(before);
  });

  it('after a change the API could not confirm, serves the last value as a miss and waits for it only once', async () => {
    const c = clock();
    const load = vi.fn().mockResolvedValueOnce('v1').mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('v2');
    const source = createCachedSource({ load, ttlMs: 60_000, retryMs: 5_000, now: c.now });
    await source.get();
    advanceContentGeneration();
    const before = renderMisses();
    expect(await source.get()).toBe('v1');
    expect(await source.get()).toBe('v1');
    expect(load).toHaveBeenCalledTimes(2);
    expect(renderMisses()).toBe(before + 2);
    c.advance(5_000);
    await source.get();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    await Promise.resolve();
    expect(await source.get()).toBe('v2');
  });

  it('never lets a slower load of an older generation replace a newer answer', async () => {
    let finishOld: (value: string) => void = () => {};
    const load = vi
      .fn()
      .mockResolvedValueOnce('v1')
      .mockReturnValueOnce(new Promise<string>((resolve) => (finishOld = resolve)))
      .mockResolvedValueOnce('v3');
    const c = clock();
    const source = createCachedSource({ load, ttlMs: 60_000, retryMs: 5_000, now: c.now });
    await source.get();
    c.advance(60_000);
    expect(await source.get()).toBe('v1'); // the old generation's background load is now in flight
    advanceContentGeneration();
    expect(await source.get()).toBe('v3');
    finishOld('v2');
    await Promise.resolve();
    expect(await source.get()).toBe('v3');
  });
});
