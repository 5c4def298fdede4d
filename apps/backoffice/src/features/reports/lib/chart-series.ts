/**
 * One number per day of `days` for a chart: the figure of the row of that day, 0 for a day without a row (the reports
 * list only days with activity). Amounts are decimal strings; a chart needs no more precision than a number has.
 */
export function valuesByDay<R extends { day: string }>(
  days: readonly string[],
  rows: readonly R[],
  pick: (row: R) => string | number,
): number[] {
  const byDay = new Map(rows.map((row) => [row.day, Number(pick(row))]));
  return days.map((day) => byDay.get(day) ?? 0);
}
