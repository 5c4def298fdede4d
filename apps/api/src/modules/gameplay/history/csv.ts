// CSV (RFC 4180) for the bet history export. A spreadsheet runs a cell starting with = + - @ (or a
// tab or carriage return, which some strip first) as a formula, so such a cell gets a leading
// apostrophe (OWASP's CSV injection advice); every cell is quoted when it holds a quote, comma or line break.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function toCsvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells → CSV text, CRLF line ends, ending with one. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(toCsvCell).join(',')).join('\r\n') + '\r\n';
}
