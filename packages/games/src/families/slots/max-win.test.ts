import { describe, expect, it } from 'vitest';
import { awardClass, type BestWindows } from './best-windows';
import { compileSlot, type CompiledSlot } from './compile';
import { LINES_FIXTURE } from './fixtures';
import { maxRound, playStops } from './max-round';
import type { SlotConfig } from './types';
import { findTitle } from '../../titles/index';
import { maxWin } from '../../titles/max-win';
import { SLOT_BEST_WINDOWS } from './titles/best-windows';
import { SLOT_TITLES } from './titles/index';

/** The largest coin value a title accepts (every one is a whole number of euros, so no win is rounded). */
const topCoin = (config: SlotConfig) =>
  config.coinValues.filter((coin) => coin * BigInt(compileSlot(config).betMultiplier) <= config.maxStake).at(-1)!;

/**
 * The best free spins by a plain dynamic programme over (spins left, room under the cap): each spin
 * takes the best window of some award class. Independent of max-round.ts's knapsack.
 */
function bestFreeByStates(slot: CompiledSlot, free: BestWindows, initial: number): number {
  const memo = new Map<string, number>();
  const value = (left: number, room: number): number => {
    if (left === 0) return 0;
    const key = `${left}/${room}`;
    if (!memo.has(key)) {
      let best = 0;
      free.forEach((window, m) => {
        if (!window) return;
        const added = Math.min(slot.awards[m]!, room);
        best = Math.max(best, window.value + value(left - 1 + added, room - added));
      });
      memo.set(key, best);
    }
    return memo.get(key)!;
  };
  return value(initial, slot.maxSpins - initial);
}

describe('the most a slot round pays', () => {
  it('is a round the engine plays, spin by spin paying the stored windows, for every title', () => {
    for (const config of SLOT_TITLES) {
      const slot = compileSlot(config);
      const coin = topCoin(config);
      const round = maxRound(slot, SLOT_BEST_WINDOWS[config.key]!);
      const played = playStops(config, coin, [round.paid, ...round.free]);
      // Every planned spin is played, and no more (the float source would run out).
      expect(played.steps.length, config.key).toBe(1 + round.free.length);
      expect(played.win, config.key).toBe((coin * BigInt(round.value)) / 100n);
      expect((coin * BigInt(round.value)) % 100n).toBe(0n);
      expect(maxWin(findTitle(config.key)!), config.key).toBe(played.win);
    }
  });

  it('stores windows that pay what they claim, in their award class, on the paid spin and on a free spin', () => {
    for (const config of SLOT_TITLES) {
      const slot = compileSlot(config);
      const coin = topCoin(config);
      const { base, free } = SLOT_BEST_WINDOWS[config.key]!;
      const trigger = base.find((window, m) => window && m > 0)!;
      for (const [m, window] of base.entries()) {
        if (!window) continue;
        const paid = playStops(config, coin, [window.stops, ...Array<number[]>(slot.maxSpins).fill(trigger.stops.map(() => 0))]).steps[0]!;
        expect([paid.win, awardClass(slot, paid.scatter.count)], config.key).toEqual([(coin * BigInt(window.value)) / 100n, m]);
      }
      for (const [m, window] of free.entries()) {
        if (!window) continue;
        const spin = playStops(config, coin, [trigger.stops, ...Array<number[]>(slot.maxSpins).fill(window.stops)]).steps[1]!;
        expect([spin.win, awardClass(slot, spin.scatter.count)], config.key).toEqual([
          (coin * BigInt(window.value * slot.multiplier)) / 100n,
          m,
        ]);
      }
    }
  });

  it('takes the best free spins the awards and the cap allow', () => {
    for (const config of SLOT_TITLES) {
      const slot = compileSlot(config);
      const windows = SLOT_BEST_WINDOWS[config.key]!;
      let best = 0;
      windows.base.forEach((paid, m) => {
        if (!paid) return;
        const free = m > 0 ? bestFreeByStates(slot, windows.free, Math.min(slot.awards[m]!, slot.maxSpins)) : 0;
        best = Math.max(best, paid.value + slot.multiplier * free);
      });
      expect(maxRound(slot, windows).value, config.key).toBe(best);
    }
  });

  it('plays retriggers first when the best free window does not retrigger, and stops at the cap', () => {
    // Fixture free strips: the best window pays without scatters, so reaching the cap of 3 takes retriggers.
    const slot = compileSlot(LINES_FIXTURE);
    const windows = {
      base: [null, null, null, { stops: [3, 4, 3, 0, 2], value: 1 }, null, null],
      free: [{ stops: [0, 0, 0, 0, 0], value: 100 }, null, null, { stops: [1, 1, 1, 1, 1], value: 10 }, null, null],
    };
    const round = maxRound(slot, windows);
    // The trigger awards 1 spin; two retriggers (+1 each) reach the cap of 3, and the last spin is the best
    // window: 1 + 3 × (10 + 10 + 100), more than 1 + 3 × 100 without retriggering.
    expect(round).toEqual({
      value: 1 + 3 * 120,
      paid: [3, 4, 3, 0, 2],
      free: [
        [1, 1, 1, 1, 1],
        [1, 1, 1, 1, 1],
        [0, 0, 0, 0, 0],
      ],
    });
  });

  it('is far below the old bound of every line at the top pay on every spin: Lucky Lanterns at €100', () => {
    const title = findTitle('LuckyLanterns')!;
    // 54,348.4 × the €100 stake; the bound shown before was 235,572 ×.
    expect(maxWin(title)).toBe(543_484_000n);
    expect(maxWin(title)).toBeLessThan(235_572n * 10_000n);
  });
});
