import { t } from '@/lib/i18n';
import type { RoundOf } from '../family-entry';
import { RECALL as K, grid, chunk, multiplier, type RecallFact, type RecallStep } from '../recall-steps';

/** Every step of a stored round, in the order the player saw them. */
export function minesRecall(round: RoundOf<'mines'>): RecallStep[] {
  const mines = new Set(round.steps.flatMap((s) => (s.kind === 'board' ? s.mines : [])));
  const revealed = new Set(round.steps.flatMap((s) => (s.kind === 'reveal' ? [s.tile] : [])));
  const tiles = Array.from({ length: 25 }, (_, i) => (mines.has(i) ? '✹' : revealed.has(i) ? '◆' : '·'));
  const facts: RecallFact[] = round.steps.flatMap((s): RecallFact[] => {
    if (s.kind === 'reveal')
      return [{ label: t(`${K}.tile`, { tile: s.tile + 1 }), value: s.isMine ? t(`${K}.mine`) : multiplier(s.multiplier) }];
    if (s.kind === 'cashOut') return [{ label: t(`${K}.cashOut`), value: multiplier(s.multiplier) }];
    return [];
  });
  return [
    {
      title: t(`${K}.minesBoard`, { mines: round.bet.mines }),
      facts,
      grid: grid(chunk(tiles, 5), (row, column) => revealed.has(row * 5 + column)),
    },
  ];
}
