import { compileSlot } from './compile';
import { slotsFamily } from './engine';
import { maxRound, playStops } from './max-round';
import { SLOT_BEST_WINDOWS } from './titles/best-windows';
import type { SlotConfig } from './types';

/** Slot maximum wins by title key and coin value: the stored windows go by key. */
const slotMaxWins = new Map<string, bigint>();

/**
 * Exact. The most a round pays (max-round.ts), built from the title's best windows that an exhaustive search
 * of its strips found (titles/best-windows.ts; the slots max-win benchmark searches again and checks them),
 * played through the engine at the largest coin value the title allows, so that every win is rounded as in a
 * real round. The catalogue's pays are whole coins (and whole stakes), so no win is rounded and the figure is
 * the maximum in every currency.
 */
export function slotMaxWin(config: SlotConfig): bigint {
  const coin = config.coinValues.filter((coinValue) => slotsFamily.checkBet(config, { coinValue }) === null).at(-1)!;
  const cached = slotMaxWins.get(`${config.key}/${coin}`);
  if (cached !== undefined) return cached;
  const windows = SLOT_BEST_WINDOWS[config.key];
  if (!windows) throw new Error(`slot ${config.key}: no best windows; run families/slots/tuning/write-best-windows.ts`);
  const round = maxRound(compileSlot(config), windows);
  const win = playStops(config, coin, [round.paid, ...round.free]).win;
  slotMaxWins.set(`${config.key}/${coin}`, win);
  return win;
}
