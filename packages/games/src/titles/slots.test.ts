import { describe, expect, it } from 'vitest';
// The catalogue the API seeds states each title's RTP to players; the proven figure must be that one.
import { SEED_CATALOGUE } from '../../../../apps/api/src/modules/games/seed-catalogue';
import { compileSlot } from '../families/slots/compile';
import { slotMath, type SlotMath } from '../families/slots/math';
import { add, ratio, toPercent } from '../families/slots/rational';
import type { SlotConfig } from '../families/slots/types';
import { SLOT_TITLES } from './slots';

const catalogue = SEED_CATALOGUE.flatMap((studio) => studio.games).filter((game) => game.categories.includes('slots'));
const math = new Map<SlotConfig, SlotMath>(SLOT_TITLES.map((title) => [title, slotMath(title)]));

describe('slot titles', () => {
  it('are the catalogue’s slot titles with its names, volatility and stake limits', () => {
    expect(SLOT_TITLES.map((t) => t.key).sort()).toEqual(catalogue.map((g) => g.key).sort());
    for (const game of catalogue) {
      const title = SLOT_TITLES.find((t) => t.key === game.key)!;
      expect([title.name, title.rtp, title.volatility, title.minStake, title.maxStake]).toEqual([
        game.name,
        game.rtp,
        game.volatility,
        BigInt(game.minBetEurCents),
        BigInt(game.maxBetEurCents),
      ]);
    }
  });

  it.each(SLOT_TITLES.map((t) => [t.key, t] as const))('%s: the exact RTP is the stated one', (_, title) => {
    const { rtp } = math.get(title)!;
    const stated = ratio(BigInt(title.rtp.replace('.', '')), 10_000n);
    const gap = add(rtp, ratio(-stated.num, stated.den));
    // Within ±0.05 percentage points, and the stated two decimals are the exact figure rounded.
    expect(gap.num * 10_000n <= 5n * gap.den && -gap.num * 10_000n <= 5n * gap.den).toBe(true);
    expect(toPercent(rtp, 2)).toBe(title.rtp);
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

  it('mix lines and ways, with Starforge Megaways on 243 ways', () => {
    const modes = new Set(SLOT_TITLES.map((t) => t.mode.kind));
    expect(modes).toEqual(new Set(['lines', 'ways']));
    expect(SLOT_TITLES.find((t) => t.key === 'StarforgeMegaways')!.mode.kind).toBe('ways');
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
