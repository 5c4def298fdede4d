import { FloatSource } from '../../fairness/float-source';
import type { RoundState } from '../../family';
import type { BestWindow, BestWindows } from './best-windows';
import { compileSlot, type CompiledSlot } from './compile';
import { slotsFamily } from './engine';
import type { SlotConfig, SlotSpinStep } from './types';

/** A title's best windows (best-windows.ts) on its base strips and on its free-spin strips. */
export type SlotBestWindows = { base: BestWindows; free: BestWindows };

/** The round that pays the most: its value in hundredths of a coin, and the stops of every spin. */
export type MaxRound = { value: number; paid: number[]; free: number[][] };

/**
 * The best free spins a trigger awarding `initial` spins can lead to, in hundredths of a coin before
 * the multiplier. Every free spin may land any window of the free strips, so with F the best of them:
 * - when F itself retriggers, every spin can be F and the spins reach the cap: cap × F;
 * - otherwise each spin past the first award costs retriggers: a spin showing m scatters pays at most
 *   R_m (the best such window) and adds award(m) spins. Played first, they keep the feature going,
 *   so a plan is the retriggers chosen plus F for every other spin up to the cap:
 *   N × F − Σ (F − R_m) over the retriggers, N = min(cap, initial + Σ award(m)). The cheapest
 *   retriggers that add at least e spins (an unbounded knapsack) give the best plan for each e.
 */
function bestFreeSpins(slot: CompiledSlot, free: BestWindows, initial: number): { value: number; windows: BestWindow[] } {
  const classes = free.flatMap((window, m) => (window ? [{ m, window }] : []));
  const top = classes.reduce((a, b) => (b.window.value > a.window.value || (b.window.value === a.window.value && b.m > 0) ? b : a));
  const cap = slot.maxSpins;
  if (top.m > 0) return { value: cap * top.window.value, windows: Array<BestWindow>(cap).fill(top.window) };

  const retriggers = classes.filter(({ m }) => m > 0);
  const need = cap - initial;
  // cost[e]: the least value given up for retriggers adding at least e spins; pick[e] the last of them.
  const cost = [0];
  const pick: number[] = [-1];
  for (let e = 1; e <= need; e += 1) {
    cost.push(Infinity);
    pick.push(-1);
    retriggers.forEach(({ m, window }, i) => {
      const rest = cost[Math.max(0, e - slot.awards[m]!)]! + top.window.value - window.value;
      if (rest < cost[e]!) {
        cost[e] = rest;
        pick[e] = i;
      }
    });
  }
  let best = { value: -1, windows: [] as BestWindow[] };
  for (let e = 0; e <= need; e += 1) {
    if (cost[e] === Infinity) continue;
    const windows: BestWindow[] = [];
    let spins = initial;
    for (let left = e; left > 0;) {
      const { m, window } = retriggers[pick[left]!]!;
      windows.push(window);
      spins = Math.min(cap, spins + slot.awards[m]!);
      left = Math.max(0, left - slot.awards[m]!);
    }
    while (windows.length < spins) windows.push(top.window);
    const value = windows.reduce((sum, w) => sum + w.value, 0);
    if (value > best.value) best = { value, windows };
  }
  return best;
}

/**
 * The most a round can pay, exactly: the best over the paid spin's award classes of its best window
 * plus, when it triggers, the best free spins its award leads to at the free-spin multiplier.
 */
export function maxRound(slot: CompiledSlot, windows: SlotBestWindows): MaxRound {
  let best: MaxRound = { value: -1, paid: [], free: [] };
  windows.base.forEach((paid, m) => {
    if (!paid) return;
    const free = m > 0 ? bestFreeSpins(slot, windows.free, Math.min(slot.awards[m]!, slot.maxSpins)) : { value: 0, windows: [] };
    const value = paid.value + slot.multiplier * free.value;
    if (value > best.value) best = { value, paid: paid.stops, free: free.windows.map((w) => w.stops) };
  });
  return best;
}

/** Floats that land each spin of a round on the given stops (stop s of a strip of n: the float (s + ½) / n). */
export function floatsFor(slot: CompiledSlot, spins: number[][]): FloatSource {
  return new FloatSource(
    spins.flatMap((stops, spin) => stops.map((stop, r) => (stop + 0.5) / (spin === 0 ? slot.base : slot.free)[r]!.length)),
  );
}

/** A round played through the engine on the given stops, the paid spin first. */
export function playStops(config: SlotConfig, coinValue: bigint, spins: number[][]): RoundState<SlotSpinStep> {
  return slotsFamily.open(config, { coinValue }, floatsFor(compileSlot(config), spins));
}
