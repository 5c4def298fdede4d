/**
 * A bingo card as the lottery engine deals it: 24 numbers column by column (B, I, N, G, O; N has four,
 * the free centre being no number), laid out as five rows of five with 0 at the free centre.
 */
export function bingoRows(ticket: readonly number[]): number[][] {
  const columns = [
    ticket.slice(0, 5),
    ticket.slice(5, 10),
    [...ticket.slice(10, 12), 0, ...ticket.slice(12, 14)],
    ticket.slice(14, 19),
    ticket.slice(19, 24),
  ];
  return Array.from({ length: 5 }, (_, row) => columns.map((column) => column[row] ?? 0));
}
