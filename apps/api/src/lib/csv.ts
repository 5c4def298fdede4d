// CSV files (RFC 4180: comma separated, CRLF line ends, a field holding a comma, a quote or a line
// break quoted with its quotes doubled), safe to open in a spreadsheet: a text cell starting with = + - @ (or a tab
// or carriage return) would be read as a formula, so it gets a leading apostrophe. A plain number such as a negative
// GGR ("-12.50") is not a formula and stays as it is, so spreadsheets still add it up.

/** A column: a field of the row (its name as the header), or a header with how to read the cell. */
export type CsvColumn<T> = (keyof T & string) | { header: string; value: (row: T) => unknown };

const NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function toCsvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value as string | number | bigint | boolean);
  if (FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells → CSV text, CRLF line ends, ending with one. */
export function toCsvLines(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => `${row.map(toCsvCell).join(',')}\r\n`).join('');
}

/** Objects → CSV with a header line, one column per entry of `columns`. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return toCsvLines([
    columns.map((c) => (typeof c === 'string' ? c : c.header)),
    ...rows.map((row) => columns.map((c) => (typeof c === 'string' ? row[c] : c.value(row)))),
  ]);
}
