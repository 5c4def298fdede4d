/**
 * Exact slot math, by counting rather than simulating. A paid spin is one of Π n_r equally likely
 * stop combinations (n_r = length of strip r); every figure below is a count of combinations over
 * that product, kept as an exact fraction.
 *
 * - Lines: over all stops, the cell of any fixed row of reel r shows each symbol as often as the
 *   strip holds it, and the reels are independent, so every payline has the same expected pay. A
 *   walk over the reels' symbol counts that follows the run (wilds, then the line's symbol) and
 *   prices each run where it breaks gives that pay exactly; × lines gives the spin's.
 * - Ways: a symbol's win is pay(k) × Π_{r<k} c_r with c_r its matching cells (itself or wild) on
 *   reel r and reel k the first with none. The reels are independent, so its expectation is
 *   Σ_k pay(k) · Π_{r<k} E[c_r] · P(c_k = 0); E[c_r] = 3 · (its count + wild count) / n_r since every
 *   strip position shows in three windows, and P(c_k = 0) counts reel k's windows.
 * - Scatters: each reel's window shows at most one (the configuration is checked for it); the
 *   convolution of the five reels' counts gives the number of stop combinations per scatter count.
 * - Free spins: whether a free spin is played depends only on the spins before it, so the feature's
 *   expected win is E[spins played] × the expected win of one free spin (pays × multiplier). The
 *   spins played are what the feature awards in total; with R spins left and room C under the cap,
 *   e(R, C) = Σ_m P(m scatters) · (a + e(R − 1 + a, C − a)), a = min(award(m), C), e(0, C) = 0. Each
 *   spin lowers R + C by one, so e × D^(R+C) (D the free strips' stop combinations) stays an
 *   integer: the dynamic programme runs in exact integers.
 * - Hit frequency (P(a paid spin pays anything or triggers free spins)) needs the whole window. It
 *   is counted over the first three reels' stops: when those already decide a line or way win, all
 *   stops of reels 4 and 5 hit; when they rule every win out, only the scatter count of reels 4–5
 *   matters, which a table gives; only what they leave open is counted stop by stop.
 */
import { compileSlot, PAY_SCALE, REELS, ROWS, type CompiledSlot } from './compile';
import { lineWin, scatterCount, waysWins } from './evaluate';
import { add, mul, ratio, sum, type Rational } from '../../shared/rational';
import type { SlotConfig } from './types';

export type SlotMath = {
  /** Line or way pays of the paid spin, per unit staked. */
  baseRtp: Rational;
  /** Scatter pays of the paid spin. */
  scatterRtp: Rational;
  /** Everything the free spins pay (lines, ways, scatters, multiplier, retriggers, cap). */
  freeSpinsRtp: Rational;
  rtp: Rational;
  /** P(a paid spin pays anything or triggers the free spins). */
  hitFrequency: Rational;
  /** P(a paid spin triggers the free spins). */
  featureFrequency: Rational;
  /** Expected free spins per triggered feature, retriggers included. */
  freeSpinsPerFeature: Rational;
};

const product = (values: bigint[]) => values.reduce((a, b) => a * b, 1n);
const lengths = (reels: Int32Array[]) => reels.map((reel) => BigInt(reel.length));

function symbolCounts(slot: CompiledSlot, reel: Int32Array): bigint[] {
  const counts = slot.ids.map(() => 0n);
  for (const s of reel) counts[s]! += 1n;
  return counts;
}

/** Expected pay of one payline, in hundredths of a coin. */
function linePay(slot: CompiledSlot, reels: Int32Array[]): Rational {
  const { wild, pays } = slot;
  const counts = reels.map((reel) => symbolCounts(slot, reel));
  const n = lengths(reels);
  const rest = n.map((_, r) => product(n.slice(r)));
  rest.push(1n);
  const price = (target: number, count: number, wildRun: number) =>
    BigInt(Math.max(target >= 0 ? pays[target]![count]! : 0, wild >= 0 ? pays[wild]![wildRun]! : 0));
  let total = 0n;
  // Cells before reel r are all wild, or the line's symbol (`target`, -1 while only wilds were seen).
  const walk = (r: number, target: number, count: number, wildRun: number, weight: bigint) => {
    if (r === REELS) {
      total += weight * price(target, count, wildRun);
      return;
    }
    let breaking = 0n;
    counts[r]!.forEach((c, s) => {
      if (c === 0n) return;
      if (s === wild) walk(r + 1, target, count + 1, target < 0 ? wildRun + 1 : wildRun, weight * c);
      else if (s === target || (target < 0 && s !== slot.scatter)) walk(r + 1, s, count + 1, wildRun, weight * c);
      else breaking += c;
    });
    total += weight * breaking * rest[r + 1]! * price(target, count, wildRun);
  };
  walk(0, -1, 0, 0, 1n);
  return ratio(total, rest[0]!);
}

/** Expected ways pay of one spin, in hundredths of a coin. */
function waysPay(slot: CompiledSlot, reels: Int32Array[]): Rational {
  const n = lengths(reels);
  const terms: Rational[] = [];
  for (const symbol of slot.regular) {
    const matches = (s: number) => s === symbol || s === slot.wild;
    // E[c_r] and P(c_r = 0) per reel.
    const mean = reels.map((reel, r) => ratio(BigInt(ROWS * reel.filter(matches).length), n[r]!));
    const none = reels.map((reel, r) => {
      let stops = 0;
      for (let stop = 0; stop < reel.length; stop += 1) {
        let hit = false;
        for (let row = 0; row < ROWS; row += 1) hit ||= matches(reel[(stop + row) % reel.length]!);
        if (!hit) stops += 1;
      }
      return ratio(stops, n[r]!);
    });
    let reached = ratio(1);
    for (let k = 1; k <= REELS; k += 1) {
      reached = mul(reached, mean[k - 1]!);
      const pay = slot.pays[symbol]![k]!;
      if (pay > 0) terms.push(mul(ratio(pay), k < REELS ? mul(reached, none[k]!) : reached));
    }
  }
  return sum(terms);
}

/** How many stop combinations show 0..5 scatters. */
function scatterCounts(slot: CompiledSlot, reels: Int32Array[]): bigint[] {
  let counts = [1n];
  for (const reel of reels) {
    let shown = 0n;
    for (let stop = 0; stop < reel.length; stop += 1) {
      for (let row = 0; row < ROWS; row += 1) if (reel[(stop + row) % reel.length] === slot.scatter) shown += 1n;
    }
    const none = BigInt(reel.length) - shown;
    counts = [...counts, 0n].map((c, m) => c * none + (m > 0 ? counts[m - 1]! * shown : 0n));
  }
  return counts;
}

/** Expected line/way and scatter pays of one spin on these strips, per unit staked, before any multiplier. */
function spinPays(slot: CompiledSlot, reels: Int32Array[]) {
  const scale = BigInt(PAY_SCALE);
  const pays = slot.paylines
    ? mul(linePay(slot, reels), ratio(BigInt(slot.paylines.length), scale * BigInt(slot.betMultiplier)))
    : mul(waysPay(slot, reels), ratio(1n, scale * BigInt(slot.betMultiplier)));
  const counts = scatterCounts(slot, reels);
  const total = product(lengths(reels));
  const scatter = sum(counts.map((c, m) => ratio(c * BigInt(slot.scatterPays[m]!), total * scale)));
  return { pays, scatter, counts, total };
}

const featureMemo = new Map<string, Rational[]>();

/**
 * Expected free spins played per feature, by the scatter count that triggered it (index 3..5):
 * the dynamic programme over (spins left R, room under the cap C) described above.
 */
function featureSpins(slot: CompiledSlot, freeCounts: bigint[], combinations: bigint): Rational[] {
  const key = `${slot.free.map((r) => r.join()).join('|')}/${slot.awards}/${slot.maxSpins}`;
  const memo = featureMemo.get(key);
  if (memo) return memo;
  const cap = slot.maxSpins;
  // Scatter counts with the same award share one transition.
  const transitions = new Map<number, bigint>();
  freeCounts.forEach((c, m) => transitions.set(slot.awards[m]!, (transitions.get(slot.awards[m]!) ?? 0n) + c));
  const power = [1n];
  for (let k = 1; k <= cap; k += 1) power.push(power[k - 1]! * combinations);
  // level[R] = e(R, S − R) · D^S for the current S = R + C.
  let level = [0n];
  for (let s = 1; s <= cap; s += 1) {
    const next = [0n];
    for (let r = 1; r <= s; r += 1) {
      let value = 0n;
      for (const [award, count] of transitions) {
        const a = Math.min(award, s - r);
        value += count * (BigInt(a) * power[s - 1]! + level[r - 1 + a]!);
      }
      next.push(value);
    }
    level = next;
  }
  const result = [0, 1, 2, 3, 4, 5].map((m) => {
    const initial = Math.min(slot.awards[m]!, cap);
    return initial === 0 ? ratio(0) : ratio(BigInt(initial) * power[cap]! + level[initial]!, power[cap]!);
  });
  featureMemo.set(key, result);
  return result;
}

/** Every figure but the hit frequency (which needs the joint window): cheap enough to tune with. */
export function slotRtp(config: SlotConfig): Omit<SlotMath, 'hitFrequency'> {
  const slot = compileSlot(config);
  const base = spinPays(slot, slot.base);
  const free = slot.free === slot.base ? base : spinPays(slot, slot.free);
  const spins = featureSpins(slot, free.counts, free.total);
  const perFreeSpin = mul(add(free.pays, free.scatter), ratio(slot.multiplier));
  let featureFrequency = ratio(0);
  let freeSpinsPlayed = ratio(0);
  base.counts.forEach((c, m) => {
    if (slot.awards[m]! === 0) return;
    const p = ratio(c, base.total);
    featureFrequency = add(featureFrequency, p);
    freeSpinsPlayed = add(freeSpinsPlayed, mul(p, spins[m]!));
  });
  const freeSpinsRtp = mul(freeSpinsPlayed, perFreeSpin);
  return {
    baseRtp: base.pays,
    scatterRtp: base.scatter,
    freeSpinsRtp,
    rtp: sum([base.pays, base.scatter, freeSpinsRtp]),
    featureFrequency,
    freeSpinsPerFeature: featureFrequency.num === 0n ? ratio(0) : mul(freeSpinsPlayed, ratio(featureFrequency.den, featureFrequency.num)),
  };
}

/** Stop combinations of the paid spin that pay anything or trigger free spins. */
function hitCount(slot: CompiledSlot): bigint {
  const reels = slot.base;
  const windows = reels.map((reel) =>
    Array.from({ length: reel.length }, (_, stop) => Array.from({ length: ROWS }, (_, row) => reel[(stop + row) % reel.length]!)),
  );
  const scatters = windows.map((reel) => reel.map((w) => w.filter((s) => s === slot.scatter).length));
  const scatterHits = (m: number) => slot.scatterPays[m]! > 0 || slot.awards[m]! > 0;
  // Stops of reels 4 and 5 by the scatters they show.
  const tail = [0n, 0n, 0n];
  for (const a of scatters[3]!) for (const b of scatters[4]!) tail[a + b]! += 1n;
  const tailStops = BigInt(reels[3]!.length * reels[4]!.length);

  /** 'win' when reels 1–3 already make a win whatever reels 4–5 show, 'none' when they rule every win out. */
  const decide = (w: number[][]): 'win' | 'none' | 'open' => {
    let open = false;
    const { wild, pays } = slot;
    if (slot.paylines) {
      for (const line of slot.paylines) {
        const cells = [w[0]![line[0]]!, w[1]![line[1]]!, w[2]![line[2]]!];
        let wildRun = 0;
        while (wildRun < 3 && cells[wildRun] === wild) wildRun += 1;
        if (wildRun === 3) {
          if (pays[wild]![3]! > 0) return 'win';
          open = true;
          continue;
        }
        const target = cells[wildRun]!;
        if (target === slot.scatter || !cells.every((c) => c === target || c === wild)) continue;
        if (pays[target]![3]! > 0) return 'win';
        open = true;
      }
    } else {
      for (const symbol of slot.regular) {
        if (!w.slice(0, 3).every((column) => column.some((c) => c === symbol || c === wild))) continue;
        if (slot.pays[symbol]![3]! > 0) return 'win';
        open = true;
      }
    }
    return open ? 'open' : 'none';
  };

  const cells = new Int32Array(REELS * ROWS);
  const put = (r: number, column: number[]) => column.forEach((s, row) => (cells[r * ROWS + row] = s));
  const wins = () => (slot.paylines ? slot.paylines.some((line) => lineWin(slot, cells, line) !== null) : waysWins(slot, cells).length > 0);
  let hits = 0n;
  windows[0]!.forEach((w0, t0) =>
    windows[1]!.forEach((w1, t1) =>
      windows[2]!.forEach((w2, t2) => {
        const decided = decide([w0, w1, w2]);
        const shown = scatters[0]![t0]! + scatters[1]![t1]! + scatters[2]![t2]!;
        if (decided === 'win') hits += tailStops;
        else if (decided === 'none') tail.forEach((stops, m) => scatterHits(shown + m) && (hits += stops));
        else {
          [w0, w1, w2].forEach((column, r) => put(r, column));
          windows[3]!.forEach((w3) =>
            windows[4]!.forEach((w4) => {
              put(3, w3);
              put(4, w4);
              if (wins() || scatterHits(scatterCount(slot, cells))) hits += 1n;
            }),
          );
        }
      }),
    ),
  );
  return hits;
}

export function slotMath(config: SlotConfig): SlotMath {
  const slot = compileSlot(config);
  return { ...slotRtp(config), hitFrequency: ratio(hitCount(slot), product(lengths(slot.base))) };
}
