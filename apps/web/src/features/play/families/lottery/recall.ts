import { bingoRows } from '@/lib/bingo-card';
import { t } from '@/lib/i18n';
import type { RoundOf } from '../family-entry';
import { RECALL as K, grid, multiplier, type RecallStep } from '../recall-steps';

/** The ticket with its hits lit (a bingo card as its five columns), then the numbers in the order drawn. */
export function lotteryRecall(round: RoundOf<'lottery'>): RecallStep[] {
  return round.steps.map((step) => {
    const isBingo = round.bet.picks.length === 0;
    const hit = new Set(step.hits);
    const rows = isBingo ? bingoRows(step.ticket) : [step.ticket];
    return {
      title: t(`${K}.lotteryDraw`),
      facts: [
        { label: t(`${K}.lotteryDrawn`), value: step.drawn.join(' ') },
        { label: t(`${K}.lotteryHits`), value: `${step.hits.length}${step.hits.length ? ` (${step.hits.join(' ')})` : ''}` },
        { label: t(`${K}.multiplier`), value: multiplier(step.multiplier) },
      ],
      grid: grid(
        rows.map((cells) => cells.map((n) => (n === 0 ? '★' : String(n)))),
        (row, column) => (rows[row]![column] === 0 && isBingo) || hit.has(rows[row]![column]!),
      ),
    };
  });
}
