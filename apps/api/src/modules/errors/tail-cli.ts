import type { ErrorReportRow } from './repo';
import { toErrorReportJson } from './service';

const DEFAULT_TAIL_LIMIT = 20;
const MAX_TAIL_LIMIT = 1000;

type TailOptions = { limit: number; json: boolean };

/** `npm run errors:tail -- [--limit N] [--json]`. Throws a usage message for anything else. */
export function parseTailArgs(args: string[]): TailOptions {
  const options: TailOptions = { limit: DEFAULT_TAIL_LIMIT, json: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    if (flag === '--json' && inline === undefined) options.json = true;
    else if (flag === '--limit') {
      const value = inline ?? args[++i];
      const limit = Number(value);
      if (!value || !Number.isInteger(limit) || limit < 1 || limit > MAX_TAIL_LIMIT) {
        throw new Error(`--limit must be a whole number from 1 to ${MAX_TAIL_LIMIT}, not ${value ?? 'nothing'}`);
      }
      options.limit = limit;
    } else throw new Error(`unknown argument ${arg} (use --limit N and --json)`);
  }
  return options;
}

/** Longest text shown on one line; the full report is in --json and in the database. */
const LINE_MAX = 300;

/** Control and text-direction characters: an ANSI escape or a bidi override could rewrite what the operator sees. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Browser-sent text made safe and short for a terminal: line breaks become spaces, unsafe characters visible escapes. */
export function printable(text: string, max = LINE_MAX): string {
  const safe = text
    .replace(/\s+/g, ' ')
    .replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .trim();
  return safe.length > max ? `${safe.slice(0, max - 1)}…` : safe;
}

/** The first frame of a stack: V8 writes the message line first, Firefox and Safari start with a frame. */
function firstFrame(stack: string | null, title: string): string | undefined {
  const lines = (stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.find((line) => line.startsWith('at ')) ?? lines.find((line) => line !== title);
}

function who(row: ErrorReportRow): string {
  const sent = row.userName !== null || row.userRecordId !== null ? `${row.userName ?? '?'} (${row.userRecordId ?? '?'})` : 'visitor';
  return row.playerId ? `${sent}, signed in as player ${row.playerId}` : sent;
}

/** One report as a few readable lines for a terminal: when, where, what, and who. */
export function formatErrorReport(row: ErrorReportRow): string {
  const title = row.errorName ? `${row.errorName}: ${row.message}` : row.message;
  const lines = [`── ${row.createdAt.toISOString()}  ${printable(row.url)}`, `   ${printable(title)}`];
  const frame = firstFrame(row.stack, title.split('\n')[0]!.trim());
  if (frame) lines.push(`   ${printable(frame)}`);
  if (row.digest) lines.push(`   digest ${printable(row.digest)}`);
  lines.push(`   user: ${printable(who(row))}`, `   ip ${row.ip}  agent ${printable(row.userAgent)}`, `   id ${row.id}`);
  return lines.join('\n');
}

export function formatErrorReports(rows: ErrorReportRow[]): string {
  if (rows.length === 0) return 'No error reports yet.';
  return [`The latest ${rows.length} error report(s), newest first:`, ...rows.map(formatErrorReport)].join('\n\n');
}

/** The machine-readable form (`--json`), for tests and tools: one array, newest first. */
export function errorReportsToJson(rows: ErrorReportRow[]): string {
  return JSON.stringify(rows.map(toErrorReportJson), null, 2);
}
