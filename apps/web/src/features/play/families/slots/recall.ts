import { t } from '@/lib/i18n';
import type { RoundOf } from '../family-entry';
import { RECALL as K, grid, multiplier, money, type RecallFact, type RecallStep } from '../recall-steps';

/** Every step of a stored round, in the order the player saw them. */
export function slotsRecall(round: RoundOf<'slots'>): RecallStep[] {
  const fmt = money(round);
  return round.steps.map((step) => {
    const won = new Set([...step.wins.flatMap((w) => w.positions), ...step.scatter.positions].map(([reel, row]) => `${reel}:${row}`));
    const rows = (step.window[0] ?? []).map((_, row) => step.window.map((reel) => reel[row] ?? ''));
    const facts: RecallFact[] = step.wins.map((w) => ({
      label:
        w.line === null
          ? t(`${K}.ways`, { count: w.count, symbol: w.symbol, ways: w.ways })
          : t(`${K}.line`, { line: w.line + 1, count: w.count, symbol: w.symbol }),
      value: fmt(w.amount),
    }));
    if (step.scatter.count > 0) facts.push({ label: t(`${K}.scatters`, { count: step.scatter.count }), value: fmt(step.scatter.amount) });
    if (step.freeSpinsAwarded > 0) facts.push({ label: t(`${K}.freeSpinsAwarded`), value: String(step.freeSpinsAwarded) });
    facts.push({ label: t(`${K}.stepWin`), value: fmt(step.win) });
    const title =
      step.freeSpin === 0
        ? t(`${K}.spin`)
        : t(`${K}.freeSpin`, { spin: step.freeSpin, total: step.freeSpinsTotal, multiplier: multiplier(step.multiplier) });
    return { title, facts, grid: grid(rows, (row, reel) => won.has(`${reel}:${row}`)) };
  });
}
