// The run's choices (which operation, which stake, which scenario) come from one seeded generator, printed with the
// report, so a run's mix can be drawn again. The faults' timing and the casino's draws are not part of it.

export type Random = ReturnType<typeof createRandom>;

export function createRandom(seed: number) {
  // mulberry32: small, fast, and good enough to spread choices.
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** An integer in [lo, hi]. */
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** One of the keys, each as likely as its weight. */
    weighted<K extends string>(weights: Record<K, number>): K {
      const entries = Object.entries(weights) as [K, number][];
      let at = next() * entries.reduce((sum, [, w]) => sum + w, 0);
      for (const [key, weight] of entries) {
        at -= weight;
        if (at < 0) return key;
      }
      return entries.at(-1)![0];
    },
  };
}
