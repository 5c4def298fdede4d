import { describe, expect, it } from 'vitest';
import { compileSlot } from '../compile';
import { slotMath, type SlotMath } from '../math';
import { add, ratio, toPercent } from '../../../shared/rational';
import type { SlotConfig } from '../types';
import { SLOT_TITLES } from './index';

const math = new Map<SlotConfig, SlotMath>(SLOT_TITLES.map((title) => [title, slotMath(title)]));

describe('slot titles', () => {
  it.each(SLOT_TITLES.map((t) => [t.key, t] as const))('%s: the exact RTP is the stated one', (_, title) => {
    const { rtp } = math.get(title)!;
    const stated = ratio(BigInt(title.rtp.replace('.', '')), 10_000n);
    const gap = add(rtp, ratio(-stated.num, stated.den));
    // Within ±0.05 percentage points, and the stated two decimals are the exact figure rounded down.
    expect(gap.num * 10_000n <= 5n * gap.den && -gap.num * 10_000n <= 5n * gap.den).toBe(true);
    expect(toPercent(rtp, 2, 'down')).toBe(title.rtp);
  });

  it('pay whole minor units at every coin value, so rounding never takes from the proven RTP', () => {
    for (const title of SLOT_TITLES) {
      const { betMultiplier } = compileSlot(title);
      for (const symbol of title.symbols) {
        // Line and way pays are coins; scatter pays are stakes, a whole number of coins × betMultiplier.
        const coins = (symbol.pays ?? []).map((p) => (symbol.kind === 'scatter' ? p * betMultiplier : p));
        expect(coins.every(Number.isInteger), `${title.key} ${symbol.id}`).toBe(true);
      }
    }
  });

  it('offer coin values whose stakes span exactly the stake limits', () => {
    for (const title of SLOT_TITLES) {
      const stakes = title.coinValues.map((c) => c * BigInt(compileSlot(title).betMultiplier));
      expect([stakes[0], stakes.at(-1)], title.key).toEqual([title.minStake, title.maxStake]);
    }
  });

  it('mix lines and ways, with Starforge Ways on 243 ways', () => {
    const modes = new Set(SLOT_TITLES.map((t) => t.mode.kind));
    expect(modes).toEqual(new Set(['lines', 'ways']));
    expect(SLOT_TITLES.find((t) => t.key === 'StarforgeWays')!.mode.kind).toBe('ways');
  });

  it('hit less often the higher their volatility, within lines and within ways', () => {
    for (const mode of ['lines', 'ways'] as const) {
      const hits = (volatility: SlotConfig['volatility']) =>
        SLOT_TITLES.filter((t) => t.mode.kind === mode && t.volatility === volatility).map((t) => {
          const { num, den } = math.get(t)!.hitFrequency;
          return Number(num) / Number(den);
        });
      expect(Math.min(...hits('low'))).toBeGreaterThan(Math.max(...hits('medium')));
      expect(Math.min(...hits('medium'))).toBeGreaterThan(Math.max(...hits('high')));
    }
  });
});
