/**
 * Development-time tuning: turns a title's design (theme, mode, volatility, feature) into plain
 * configuration data whose exact RTP is the catalogue's figure. Deterministic: the same design
 * always gives the same strips and paytable. Never used at runtime; write-titles.ts runs it.
 */
import { slotRtp } from '../math';
import { PAYLINES } from '../paylines';
import { toNumber, toPercent } from '../../../shared/rational';
import type { SlotConfig, SlotSymbol } from '../types';
import { mulberry32, seedOf } from '../../../simulation/prng';

type Named = readonly [id: string, name: string];
type Triple = readonly [number, number, number];

export type SlotDesign = {
  key: string;
  name: string;
  rtp: string;
  volatility: SlotConfig['volatility'];
  /** Stake limits in EUR cents, as the catalogue states them. */
  minStake: number;
  maxStake: number;
  mode: { kind: 'lines'; lines: 10 | 20 } | { kind: 'ways'; coins: number };
  wild: Named;
  scatter: Named;
  /** Four premium symbols, best first. */
  premium: readonly Named[];
  /** Four or five low symbols, best first. */
  low: readonly Named[];
  freeSpins: { awards: Triple; multiplier: number; maxSpins: number; ownReels: boolean };
};

/** How a volatility shapes the strips and the pays before they are scaled to the RTP. */
type Profile = {
  length: number;
  /** The longest run of one symbol a strip is laid out in, for lines and for ways titles. */
  stack: { lines: number; ways: number };
  /** Wilds per reel; ways titles keep reel 1 free of them, so wilds only extend wins. */
  wilds: readonly number[];
  /** Stops per reel of each premium symbol, best first; low symbols share the rest evenly. */
  premium: readonly number[];
  premiumPays: readonly Triple[];
  lowPays: Triple;
  /** Lines titles only; ways wilds pay nothing themselves. */
  wildPays: Triple;
  /** Multiples of the stake; not scaled. */
  scatterPays: Triple;
  /** Free-spin strips, when a title has its own: more wilds and premiums. */
  free: { wilds: readonly number[]; premium: readonly number[] };
};

const PROFILES: Record<SlotConfig['volatility'], Profile> = {
  low: {
    length: 30,
    stack: { lines: 1, ways: 1 },
    wilds: [3, 3, 3, 3, 3],
    premium: [2, 2, 2, 3],
    premiumPays: [
      [20, 60, 200],
      [15, 45, 150],
      [12, 35, 100],
      [10, 30, 80],
    ],
    lowPays: [5, 15, 40],
    wildPays: [25, 80, 300],
    scatterPays: [2, 5, 20],
    free: { wilds: [3, 3, 3, 3, 3], premium: [3, 3, 3, 3] },
  },
  medium: {
    length: 32,
    stack: { lines: 1, ways: 2 },
    wilds: [1, 2, 2, 2, 2],
    premium: [2, 2, 3, 3],
    premiumPays: [
      [30, 120, 600],
      [20, 80, 300],
      [15, 60, 200],
      [12, 40, 150],
    ],
    lowPays: [5, 20, 60],
    wildPays: [50, 200, 1000],
    scatterPays: [2, 10, 50],
    free: { wilds: [2, 3, 3, 3, 3], premium: [3, 3, 3, 3] },
  },
  high: {
    length: 34,
    stack: { lines: 3, ways: 3 },
    wilds: [1, 1, 2, 2, 2],
    premium: [1, 2, 2, 3],
    premiumPays: [
      [50, 400, 3000],
      [30, 150, 800],
      [20, 100, 400],
      [15, 60, 250],
    ],
    lowPays: [5, 25, 100],
    wildPays: [100, 1000, 5000],
    scatterPays: [2, 20, 100],
    free: { wilds: [1, 2, 3, 3, 3], premium: [2, 2, 3, 3] },
  },
};

/**
 * A reel strip holding each symbol `counts[id]` times, in stacks of up to `stack` stops (scatters
 * alone), shuffled until no two stacks of one symbol touch. Stacks keep a symbol's share of the
 * strip, so the RTP, while the wins bunch into fewer spins: the hit frequency falls as they grow.
 */
function layStrip(counts: Map<string, number>, scatter: string, stack: number, random: () => number): string {
  const blocks = [...counts].flatMap(([id, n]) => {
    const size = id === scatter ? 1 : stack;
    return Array.from({ length: Math.ceil(n / size) }, (_, i) => id.repeat(Math.min(size, n - i * size)));
  });
  let strip = '';
  for (let attempt = 0; attempt < 10_000; attempt += 1) {
    for (let i = blocks.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [blocks[i], blocks[j]] = [blocks[j]!, blocks[i]!];
    }
    strip = blocks.join('');
    if (blocks.every((b, i) => b[0] !== blocks[(i + 1) % blocks.length]![0])) break;
  }
  return strip;
}

function strips(
  design: SlotDesign,
  wilds: readonly number[],
  premium: readonly number[],
  length: number,
  stack: number,
  random: () => number,
): string[] {
  return wilds.map((wildCount, reel) => {
    const counts = new Map<string, number>([
      [design.wild[0], design.mode.kind === 'ways' && reel === 0 ? 0 : wildCount],
      [design.scatter[0], 1],
    ]);
    // A premium count moves by one on some reels, so that titles sharing a volatility differ.
    design.premium.forEach(([id], i) => counts.set(id, Math.max(1, premium[i]! + Math.floor(random() * 3) - 1)));
    const rest = length - [...counts.values()].reduce((a, b) => a + b, 0);
    design.low.forEach(([id], i) => counts.set(id, Math.floor(rest / design.low.length) + (i < rest % design.low.length ? 1 : 0)));
    return layStrip(counts, design.scatter[0], stack, random);
  });
}

/** Pays for 3, 4, 5 of a kind: the template × scale, whole coins, strictly rising. */
function scaled(template: Triple, scale: number): [number, number, number] {
  const p3 = Math.max(1, Math.round(template[0] * scale));
  const p4 = Math.max(p3 + 1, Math.round(template[1] * scale));
  return [p3, p4, Math.max(p4 + 1, Math.round(template[2] * scale))];
}

const rtpOf = (config: SlotConfig) => toNumber(slotRtp(config).rtp) * 100;

const COIN_VALUES = [1, 2, 3, 4, 5, 10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 1500, 2000];

export function tuneSlot(design: SlotDesign): SlotConfig {
  const profile = PROFILES[design.volatility];
  const random = mulberry32(seedOf(design.key));
  const stack = profile.stack[design.mode.kind];
  const reels = strips(design, profile.wilds, profile.premium, profile.length, stack, random);
  const freeReels = design.freeSpins.ownReels
    ? strips(design, profile.free.wilds, profile.free.premium, profile.length, stack, random)
    : undefined;
  const times = (t: Triple, k: number): Triple => [t[0] * k, t[1] * k, t[2] * k];
  // Each title's templates vary by up to ±15 %; each low symbol pays 10 % less than the one before.
  const jitter = (t: Triple) => times(t, 0.85 + random() * 0.3);
  const templates: [string, Triple][] = [
    ...design.premium.map(([id], i): [string, Triple] => [id, jitter(profile.premiumPays[i]!)]),
    ...design.low.map(([id], i): [string, Triple] => [id, jitter(times(profile.lowPays, 1 - 0.1 * i))]),
  ];
  if (design.mode.kind === 'lines') templates.push([design.wild[0], jitter(profile.wildPays)]);
  const betMultiplier = design.mode.kind === 'lines' ? design.mode.lines : design.mode.coins;

  const configWith = (pays: Map<string, readonly [number, number, number]>): SlotConfig => {
    const symbol = ([id, name]: Named, kind: SlotSymbol['kind']): SlotSymbol => {
      const p = pays.get(id);
      return p ? { id, name, kind, pays: [p[0], p[1], p[2]] } : { id, name, kind };
    };
    return {
      key: design.key,
      name: design.name,
      rtp: design.rtp,
      volatility: design.volatility,
      mode: design.mode.kind === 'lines' ? { kind: 'lines', paylines: PAYLINES.slice(0, design.mode.lines) } : design.mode,
      symbols: [
        symbol(design.wild, 'wild'),
        symbol(design.scatter, 'scatter'),
        ...design.premium.map((s) => symbol(s, 'regular')),
        ...design.low.map((s) => symbol(s, 'regular')),
      ],
      reels,
      freeSpins: {
        awards: design.freeSpins.awards,
        ...(freeReels ? { reels: freeReels } : {}),
        multiplier: design.freeSpins.multiplier,
        maxSpins: design.freeSpins.maxSpins,
      },
      coinValues: COIN_VALUES.map(BigInt).filter(
        (c) => c * BigInt(betMultiplier) >= design.minStake && c * BigInt(betMultiplier) <= design.maxStake,
      ),
      minStake: BigInt(design.minStake),
      maxStake: BigInt(design.maxStake),
    };
  };

  // Coarse: one scale for every template, by bisection (the RTP rises with it).
  const target = Number(design.rtp);
  const atScale = (scale: number) =>
    new Map<string, [number, number, number]>([
      ...templates.map(([id, t]) => [id, scaled(t, scale)] as const),
      [design.scatter[0], [...profile.scatterPays]],
    ]);
  let [lo, hi] = [1e-3, 1e3];
  for (let i = 0; i < 60; i += 1) {
    const mid = Math.sqrt(lo * hi);
    if (rtpOf(configWith(atScale(mid))) < target) lo = mid;
    else hi = mid;
  }
  const pays = atScale(lo);
  const coarse = new Map(pays);

  // Fine: step a 4- or 5-of-a-kind pay (the scatter's too: rare, so fine-grained even where a ways
  // pay of one coin moves the RTP by a tenth of a point), whichever single move lands closest, until
  // within 0.002 points. Each pay stays within half to twice its coarse value, so the volatility
  // stays the design's.
  let current = rtpOf(configWith(pays));
  for (let round = 0; round < 200 && Math.abs(current - target) > 0.002; round += 1) {
    let best: { id: string; pays: [number, number, number]; rtp: number } | null = null;
    for (const [id, p] of pays) {
      for (const k of [1, 2] as const) {
        const step = (units: number) => {
          const next: [number, number, number] = [p[0], p[1], p[2]];
          next[k] += units;
          return next;
        };
        const up = rtpOf(configWith(new Map(pays).set(id, step(1))));
        const perUnit = up - current;
        if (perUnit <= 0) continue;
        const units = Math.round((target - current) / perUnit);
        const next = step(units);
        const was = coarse.get(id)![k];
        if (units === 0 || next[0] >= next[1] || next[1] >= next[2] || next[k] < was / 2 || next[k] > was * 2) continue;
        const rtp = rtpOf(configWith(new Map(pays).set(id, next)));
        if (!best || Math.abs(rtp - target) < Math.abs(best.rtp - target)) best = { id, pays: next, rtp };
      }
    }
    if (!best || Math.abs(best.rtp - target) >= Math.abs(current - target)) break;
    pays.set(best.id, best.pays);
    current = best.rtp;
  }
  // The title states its exact return rounded down, never the target it was tuned towards.
  const tuned = configWith(pays);
  return { ...tuned, rtp: toPercent(slotRtp(tuned).rtp, 2, 'down') };
}
