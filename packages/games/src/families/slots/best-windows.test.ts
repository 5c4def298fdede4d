import { describe, expect, it } from 'vitest';
import { SLOT_TITLES } from './titles/index';
import { awardClass, bestWindows, windowCells, windowValue, type BestWindows } from './best-windows';
import { compileSlot, REELS } from './compile';
import { scatterCount } from './evaluate';
import { LINES_FIXTURE, WAYS_FIXTURE } from './fixtures';
import type { SlotConfig } from './types';

/** Every window of the strips, evaluated by the engine: the best value of each award class. */
function everyWindow(config: SlotConfig, free: boolean): number[] {
  const slot = compileSlot(config);
  const reels = free ? slot.free : slot.base;
  const best = [-1, -1, -1, -1, -1, -1];
  const stops = [0, 0, 0, 0, 0];
  const visit = (r: number) => {
    if (r === REELS) {
      const cells = windowCells(reels, stops);
      const m = awardClass(slot, scatterCount(slot, cells));
      best[m] = Math.max(best[m]!, windowValue(slot, cells));
      return;
    }
    for (stops[r] = 0; stops[r]! < reels[r]!.length; stops[r]! += 1) visit(r + 1);
  };
  visit(0);
  return best;
}

const values = (windows: BestWindows) => windows.map((w) => w?.value ?? -1);

/** A title's strips cut to a few stops each, so that every window can be tried. */
function cut(config: SlotConfig, seed: number): SlotConfig | null {
  const short = (strip: string, r: number) => {
    const start = (seed * 7 + r * 13) % strip.length;
    return (strip + strip).slice(start, start + 5 + ((seed + r) % 4));
  };
  const candidate = {
    ...config,
    key: `${config.key}Cut${seed}`,
    reels: config.reels.map(short),
    freeSpins: { ...config.freeSpins, reels: undefined },
  };
  try {
    compileSlot(candidate);
    return candidate;
  } catch {
    return null; // the cut put two scatters within three stops
  }
}

describe('the best windows of a slot', () => {
  it('are the best of every window, class by class, on the fixtures', () => {
    for (const config of [LINES_FIXTURE, WAYS_FIXTURE]) {
      const slot = compileSlot(config);
      expect(values(bestWindows(slot, slot.base)), config.key).toEqual(everyWindow(config, false));
      expect(values(bestWindows(slot, slot.free)), config.key).toEqual(everyWindow(config, true));
    }
  });

  it('are the best of every window on short cuts of the real strips, lines and ways', () => {
    let tried = 0;
    SLOT_TITLES.forEach((title, i) => {
      const config = cut(title, i);
      if (!config) return;
      tried += 1;
      const slot = compileSlot(config);
      expect(values(bestWindows(slot, slot.base)), config.key).toEqual(everyWindow(config, false));
    });
    expect(tried).toBeGreaterThan(20);
  });

  it('give stops that show what they claim to pay', () => {
    const slot = compileSlot(LINES_FIXTURE);
    for (const [m, window] of bestWindows(slot, slot.base).entries()) {
      if (!window) continue;
      const cells = windowCells(slot.base, window.stops);
      expect(windowValue(slot, cells)).toBe(window.value);
      expect(awardClass(slot, scatterCount(slot, cells))).toBe(m);
    }
  });
});
