import { useEffect, useState } from 'react';

/**
 * How many reels have come to rest on the spin `key`, counting from the left: none while `key` is null (the
 * result is not in yet), then one more at each of `at` (ms, after `leadMs` more spinning).
 */
export function useReelStops(key: string | null, at: readonly number[], leadMs: number): number {
  const [state, setState] = useState<{ key: string | null; stopped: number }>({ key: null, stopped: 0 });
  const times = at.join(',');
  useEffect(() => {
    if (key === null) return;
    const timers = times
      .split(',')
      .map((ms, reel) =>
        setTimeout(
          () => setState((current) => ({ key, stopped: Math.max(current.key === key ? current.stopped : 0, reel + 1) })),
          Number(ms) + leadMs,
        ),
      );
    return () => timers.forEach(clearTimeout);
  }, [key, times, leadMs]);
  return state.key === key ? state.stopped : 0;
}

/** Steps through `count` items, one every `ms`, while `key` stays the same; starts again at the first on a new key. */
export function useCycle(key: string | null, count: number, ms: number): number {
  const [state, setState] = useState<{ key: string | null; index: number }>({ key: null, index: 0 });
  useEffect(() => {
    if (key === null || count < 2) return;
    const timer = setInterval(
      () => setState((current) => ({ key, index: current.key === key ? (current.index + 1) % count : 1 % count })),
      ms,
    );
    return () => clearInterval(timer);
  }, [key, count, ms]);
  return state.key === key ? state.index : 0;
}
