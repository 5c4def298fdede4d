// Per slot title: the most a round pays, × the stake, from the best windows stored in
// src/families/slots/titles/best-windows.ts beside the same figure from a fresh exhaustive search of the strips
// (families/slots/best-windows.ts), and the search's time. Two titles (one lines, one 243 ways) are
// also checked window by window over every stop combination of their base strips, without the
// search's bounds. Any difference fails the run: the stored figures would no longer be the maximum.
import { awardClass, bestWindows, type BestWindows } from '../src/families/slots/best-windows';
import { compileSlot, REELS, ROWS } from '../src/families/slots/compile';
import { lineWin, waysWins } from '../src/families/slots/evaluate';
import { maxRound } from '../src/families/slots/max-round';
import type { SlotConfig } from '../src/families/slots/types';
import { SLOT_BEST_WINDOWS } from '../src/families/slots/titles/best-windows';
import { SLOT_TITLES } from '../src/families/slots/titles/index';

const values = (windows: BestWindows) => windows.map((w) => (w ? w.value : '-')).join(' ');

/** The best value of each award class over every window of the base strips, evaluated one by one. */
function everyWindow(config: SlotConfig): string {
  const slot = compileSlot(config);
  const reels = slot.base;
  const best = [-1, -1, -1, -1, -1, -1];
  const cells = new Int32Array(REELS * ROWS);
  const scatters = [0, 0, 0, 0, 0, 0];
  const visit = (r: number) => {
    const reel = reels[r]!;
    for (let stop = 0; stop < reel.length; stop += 1) {
      let shown = r === 0 ? 0 : scatters[r]!;
      for (let row = 0; row < ROWS; row += 1) {
        const cell = reel[(stop + row) % reel.length]!;
        cells[r * ROWS + row] = cell;
        if (cell === slot.scatter) shown += 1;
      }
      if (r + 1 < REELS) {
        scatters[r + 1] = shown;
        visit(r + 1);
        continue;
      }
      let value = slot.scatterPays[shown]! * slot.betMultiplier;
      if (slot.paylines) for (const line of slot.paylines) value += lineWin(slot, cells, line)?.pay ?? 0;
      else for (const win of waysWins(slot, cells)) value += win.pay * win.ways;
      const m = awardClass(slot, shown);
      if (value > best[m]!) best[m] = value;
    }
  };
  visit(0);
  return best.map((v) => (v < 0 ? '-' : v)).join(' ');
}

let failed = false;
const rows: string[][] = [['title', 'mode', 'stored ×', 'searched ×', 'search ms', 'check']];
for (const config of SLOT_TITLES) {
  const slot = compileSlot(config);
  const stored = SLOT_BEST_WINDOWS[config.key];
  const started = performance.now();
  const searched = { base: bestWindows(slot, slot.base), free: bestWindows(slot, slot.free) };
  const ms = performance.now() - started;
  const times = (value: number) => (value / 100 / slot.betMultiplier).toFixed(2);
  const same = !!stored && values(stored.base) === values(searched.base) && values(stored.free) === values(searched.free);
  failed ||= !same;
  rows.push([
    config.key,
    config.mode.kind,
    stored ? times(maxRound(slot, stored).value) : 'none',
    times(maxRound(slot, searched).value),
    ms.toFixed(0),
    same ? 'ok' : 'DIFFERENT: run families/slots/tuning/write-best-windows.ts',
  ]);
}
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));

for (const kind of ['lines', 'ways'] as const) {
  const config = SLOT_TITLES.find((title) => title.mode.kind === kind)!;
  const started = performance.now();
  const all = everyWindow(config);
  const searched = values(bestWindows(compileSlot(config), compileSlot(config).base));
  const same = all === searched;
  failed ||= !same;
  console.log(
    `${config.key} base strips, every window: ${all}; search: ${searched} (${((performance.now() - started) / 1000).toFixed(1)} s) ${same ? 'ok' : 'DIFFERENT'}`,
  );
}

if (failed) {
  console.error('slot max-win figures differ from the search');
  process.exit(1);
}
