/**
 * Resolves no sooner than `ms` from now: a result is shown only when the cycle the player started has
 * lasted its minimum, however fast the server answered.
 */
export function cycleWait(ms: number, now: () => number = () => performance.now()): Promise<void> {
  const endsAt = now() + ms;
  return new Promise((resolve) => {
    const check = () => {
      const left = endsAt - now();
      if (left <= 0) resolve();
      else setTimeout(check, left);
    };
    check();
  });
}

/** How long a slot spin lasts at the least: the real-money minimum, or a short spin in demo. */
export const DEMO_SPIN_MS = 900;
export const spinMs = (minCycleMs: number) => Math.max(minCycleMs, DEMO_SPIN_MS);
