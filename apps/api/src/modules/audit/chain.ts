import { createHash } from 'node:crypto';

// How a row of the audit trail is hashed: its content and the previous row's hash, in one canonical form, so the
// same row always gives the same hash wherever it is recomputed (the API, the verify command, another language).

/** The previous hash of the first row. */
export const GENESIS_HASH = '0'.repeat(64);

export type AuditContent = {
  seq: number;
  at: Date;
  actor: string;
  actorId: string | null;
  ip: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
};

/** JSON with every object's keys sorted, so jsonb's reordering of stored keys does not change the hash. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** sha256 over the row's fields in a fixed order and the previous row's hash, hex. */
export function hashAuditRow(row: AuditContent, prevHash: string): string {
  const fields = [
    row.seq,
    row.at.toISOString(),
    row.actor,
    row.actorId,
    row.ip,
    row.action,
    row.target,
    row.before ?? null,
    row.after ?? null,
    prevHash,
  ];
  return createHash('sha256').update(canonicalJson(fields)).digest('hex');
}
