import { REELS, ROWS, type CompiledSlot } from './compile';
import type { Payline } from './types';

/** A win before it is priced: pay is hundredths of a coin per way. */
export type RawWin = { symbol: number; count: number; ways: number; pay: number };

/**
 * A payline's win. The first symbol that is not the wild names the line's symbol; the wild stands in
 * for it, and the run of that symbol (or the wild) from the left reel gives the count. A line of
 * leading wilds may also pay as wilds; the line pays the larger of the two (the symbol on a tie).
 * A scatter is no line symbol: it ends the run. `cells[reel * ROWS + row]` is the window.
 */
export function lineWin(slot: CompiledSlot, cells: ArrayLike<number>, rows: Payline): RawWin | null {
  const { wild, pays } = slot;
  let wildRun = 0;
  while (wildRun < REELS && cells[wildRun * ROWS + rows[wildRun]!] === wild) wildRun += 1;
  const wildPay = wild >= 0 ? pays[wild]![wildRun]! : 0;
  const target = wildRun < REELS ? cells[wildRun * ROWS + rows[wildRun]!]! : -1;
  let symbolPay = 0;
  let count = wildRun;
  if (target >= 0 && target !== slot.scatter) {
    for (; count < REELS; count += 1) {
      const cell = cells[count * ROWS + rows[count]!];
      if (cell !== target && cell !== wild) break;
    }
    symbolPay = pays[target]![count]!;
  }
  if (symbolPay > 0 && symbolPay >= wildPay) return { symbol: target, count, ways: 1, pay: symbolPay };
  if (wildPay > 0) return { symbol: wild, count: wildRun, ways: 1, pay: wildPay };
  return null;
}

/**
 * Ways wins on a window (`cells[reel * ROWS + row]`): for each regular symbol, the reels from the
 * left that show it (or the wild) form the run; its ways are the product of those reels' matching
 * cells.
 */
export function waysWins(slot: CompiledSlot, cells: ArrayLike<number>): RawWin[] {
  const wins: RawWin[] = [];
  for (const symbol of slot.regular) {
    let ways = 1;
    let count = 0;
    for (; count < REELS; count += 1) {
      let matching = 0;
      for (let row = 0; row < ROWS; row += 1) {
        const cell = cells[count * ROWS + row];
        if (cell === symbol || cell === slot.wild) matching += 1;
      }
      if (matching === 0) break;
      ways *= matching;
    }
    const pay = slot.pays[symbol]![count]!;
    if (pay > 0) wins.push({ symbol, count, ways, pay });
  }
  return wins;
}

export function scatterCount(slot: CompiledSlot, cells: ArrayLike<number>): number {
  let count = 0;
  for (let i = 0; i < REELS * ROWS; i += 1) if (cells[i] === slot.scatter) count += 1;
  return count;
}
