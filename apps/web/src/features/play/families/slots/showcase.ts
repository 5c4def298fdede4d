import type { TPlayGameView, TPlayRound } from '@casino/contracts';

type SlotStep = Extract<TPlayRound, { family: 'slots' }>['steps'][number];
type SlotsView = Extract<TPlayGameView, { family: 'slots' }>;
type Cell = readonly [reel: number, row: number];

/** One winning combination as the screen shows it in turn: its cells, the payline through them, and what it paid. */
export type Showcase = {
  cells: Cell[];
  /** The whole payline, one cell per reel, for a line win; null for ways and scatters (only their cells light). */
  line: Cell[] | null;
  /** Payline number as players count them (1-based), or null. */
  lineNumber: number | null;
  symbol: string;
  count: number;
  ways: number;
  amount: string;
};

/** Every paying combination of a spin, in the order the server lists them, then the scatter when it paid. */
export function winShowcase(step: SlotStep, mode: SlotsView['mode']): Showcase[] {
  const items: Showcase[] = step.wins.map((win) => {
    const rows = win.line !== null && mode.kind === 'lines' ? mode.paylines[win.line] : undefined;
    return {
      cells: win.positions,
      line: rows ? rows.map((row, reel) => [reel, row] as const) : null,
      lineNumber: rows ? win.line! + 1 : null,
      symbol: win.symbol,
      count: win.count,
      ways: win.ways,
      amount: win.amount,
    };
  });
  if (step.scatter.count > 0 && step.scatter.amount !== '0') {
    const [reel, row] = step.scatter.positions[0] ?? [0, 0];
    items.push({
      cells: step.scatter.positions,
      line: null,
      lineNumber: null,
      symbol: step.window[reel]?.[row] ?? '',
      count: step.scatter.count,
      ways: 1,
      amount: step.scatter.amount,
    });
  }
  return items;
}
