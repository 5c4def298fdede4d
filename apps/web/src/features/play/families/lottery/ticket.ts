import type { TPlayGameView } from '@casino/contracts';

// What the lottery screen works out from the title and the player's picks: pure, so it is tested alone.

export type LotteryView = Extract<TPlayGameView, { family: 'lottery' }>;
/** Hits from `fewest` to `most` pay `pays` each (a run of equal top pays is one row). */
export type PayRow = { fewest: number; most: number; pays: number };

/** The pick counts the title takes, fewest first (lotto: one; bingo: the card's 24). */
export const pickCounts = (view: LotteryView) => view.payTables.map((table) => table.picks).sort((a, b) => a - b);
export const mostPicks = (view: LotteryView) => Math.max(...pickCounts(view));

/** The paying rows of the table for `picks` numbers, most hits first; none for a count the title does not take. */
export function payRows(view: LotteryView, picks: number): PayRow[] {
  const table = view.payTables.find((candidate) => candidate.picks === picks);
  const rows: PayRow[] = [];
  for (const [hits, pays] of (table?.pays ?? []).entries()) {
    if (pays === 0) continue;
    const last = rows.at(-1);
    if (last?.pays === pays && last.most === hits - 1) last.most = hits;
    else rows.push({ fewest: hits, most: hits, pays });
  }
  return rows.reverse();
}

/** "7", or "21–24" for a row of several counts. */
export const hitsLabel = (row: PayRow) => (row.fewest === row.most ? String(row.fewest) : `${row.fewest}–${row.most}`);

/** Tapping a number: picked numbers are let go, others added while there is room. */
export function togglePick(view: LotteryView, picks: number[], number: number): number[] {
  if (picks.includes(number)) return picks.filter((pick) => pick !== number);
  return picks.length < mostPicks(view) ? [...picks, number] : picks;
}

/**
 * A random ticket of `count` numbers (the count picked, or the most when none are), each equally likely.
 * `random` gives floats in [0, 1); which numbers a ticket holds changes nothing in its odds.
 */
export function randomPicks(view: LotteryView, count: number, random: () => number = Math.random): number[] {
  const pool = Array.from({ length: view.numbers }, (_, i) => i + 1);
  const picks: number[] = [];
  for (let i = 0; i < (count || mostPicks(view)); i += 1) picks.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return picks.sort((a, b) => a - b);
}

/** A pay as a multiple, with no trailing zeros: 2.5 → "×2.5", 100000 → "×100,000". */
export const multipleLabel = (pays: number) => `×${pays.toLocaleString('en-US', { maximumFractionDigits: 4 })}`;
