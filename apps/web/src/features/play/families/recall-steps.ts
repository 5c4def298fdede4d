import type { TPlayRound } from '@casino/contracts';
import { formatMoney } from '@/lib/money';

// Game recall, as text and grids: the shapes each family's recall fills and the helpers they share. Pure,
// so the recall page only lays it out.

export type RecallFact = { label: string; value: string };
export type RecallCell = { label: string; isHighlighted: boolean };
export type RecallStep = { title: string; facts: RecallFact[]; grid?: RecallCell[][] };

/** The recall's texts (the account area's game history). */
export const RECALL = 'gameHistory.recall';

export const money = (round: TPlayRound) => (amount: string) => formatMoney(amount, round.currency);
export const multiplier = (m: number) => `×${m}`;
export const grid = (rows: string[][], isHighlighted: (row: number, column: number) => boolean): RecallCell[][] =>
  rows.map((cells, row) => cells.map((label, column) => ({ label, isHighlighted: isHighlighted(row, column) })));
export const chunk = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
