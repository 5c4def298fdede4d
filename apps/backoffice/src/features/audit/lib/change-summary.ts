import { t } from '@/lib/i18n';

const MAX_VALUE = 40;
const MAX_CHANGES = 3;

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value on one short line: text as it is, anything else as JSON, cut with "…" past 40 characters. */
export function shortValue(value: unknown): string {
  const text = value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

function changedFields(before: Fields, after: Fields): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${shortValue(before[key])} → ${shortValue(after[key])}`);
}

/** The fields of a record created (+) or removed (−). */
function listedFields(record: unknown, sign: string): string[] {
  return isFields(record)
    ? Object.entries(record).map(([key, value]) => `${sign}${key}: ${shortValue(value)}`)
    : [`${sign}${shortValue(record)}`];
}

/**
 * What an action changed, in one line for the table: for two records the fields that differ ("status: active →
 * disabled"), for a record created or removed its fields; at most three, then how many more. Empty when nothing
 * was recorded or nothing differs.
 */
export function summariseChange(before: unknown, after: unknown): string {
  let parts: string[];
  if (before == null && after == null) parts = [];
  else if (isFields(before) && isFields(after)) parts = changedFields(before, after);
  else if (before != null && after != null) parts = [`${shortValue(before)} → ${shortValue(after)}`];
  else parts = after != null ? listedFields(after, '+') : listedFields(before, '−');
  const more = parts.length - MAX_CHANGES;
  return parts.slice(0, MAX_CHANGES).join('; ') + (more > 0 ? `; ${t('audit.more', { count: more })}` : '');
}
