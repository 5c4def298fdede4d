import type { TreeRandom } from './build';

/** A repeatable TreeRandom (mulberry32) for the fixed test vectors: the same seed builds the same tree. Never for a real snapshot. */
export function seededTreeRandom(seed: number): TreeRandom {
  let a = seed >>> 0;
  const next32 = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return {
    bytes: (n) => Uint8Array.from({ length: n }, () => next32() & 0xff),
    below: (n) => (n <= 1 ? 0 : next32() % n),
  };
}
