// What closes play to a person at a moment: their self-exclusions and time-outs (rows of `self_exclusions`, decisions
// 006 and 028) and an account the operator closed from a safer-gambling case (kind `account_closure`, open-ended: an
// exclusion the player cannot ask to end), read as the SQL guard `is_self_excluded` reads them, and the sentence shown.

const MINUTE_MS = 60_000;

/** The kind of the row an operator's closure of the account is. */
export const ACCOUNT_CLOSURE = 'account_closure';

/** One time-out or exclusion of the person, as stored. */
export type BlockRow = {
  kind: string;
  period: string;
  startsAt: Date;
  endsAt: Date | null;
  reopensAt: Date | null;
  liftAskedAt: Date | null;
};

export type ClosedPlay =
  | {
      kind: 'self_exclusion';
      /** An indefinite exclusion not yet asked to end: play stays closed until it is, and its delay is over. */
      openEnded: boolean;
      /** The latest term end of the exclusions in force; null when none has a term. */
      endsAt: Date | null;
      /** When play reopens; null while open-ended. */
      reopensAt: Date | null;
      /** The latest start of the open-ended exclusions (their minimum counts from it); null when none is. */
      openEndedSince: Date | null;
      liftAskedAt: Date | null;
      /** The operator closed the account (a safer-gambling case): only the operator reopens it. */
      closedByOperator: boolean;
    }
  | { kind: 'time_out'; endsAt: Date; reopensAt: Date };

const latest = (dates: (Date | null)[]): Date | null => dates.reduce<Date | null>((max, d) => (d && (!max || d > max) ? d : max), null);

/**
 * What closes play at `now`, or null. A self-exclusion in force is told before a time-out: it is the stronger
 * choice, and the time-out is told once the exclusion is over if it still runs then.
 */
export function closedPlayAt(rows: readonly BlockRow[], now: Date): ClosedPlay | null {
  const inForce = rows.filter((r) => r.reopensAt === null || r.reopensAt > now);
  const exclusions = inForce.filter((r) => r.kind !== 'time_out');
  if (exclusions.length > 0) {
    const openEnded = exclusions.filter((r) => r.reopensAt === null);
    return {
      kind: 'self_exclusion',
      openEnded: openEnded.length > 0,
      endsAt: latest(exclusions.map((r) => r.endsAt)),
      reopensAt: openEnded.length > 0 ? null : latest(exclusions.map((r) => r.reopensAt)),
      openEndedSince: latest(openEnded.map((r) => r.startsAt)),
      liftAskedAt: latest(exclusions.map((r) => r.liftAskedAt)),
      closedByOperator: exclusions.some((r) => r.kind === ACCOUNT_CLOSURE),
    };
  }
  const timeOuts = inForce.filter((r) => r.kind === 'time_out');
  if (timeOuts.length === 0) return null;
  return { kind: 'time_out', endsAt: latest(timeOuts.map((r) => r.endsAt))!, reopensAt: latest(timeOuts.map((r) => r.reopensAt))! };
}

/**
 * "24 November 2026, 05:50 UTC". Rounded up to the minute, so the time shown is never one at which
 * the player is still excluded.
 */
export function formatExclusionEnd(until: Date): string {
  const end = new Date(Math.ceil(until.getTime() / MINUTE_MS) * MINUTE_MS);
  const month = end.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  const time = `${String(end.getUTCHours()).padStart(2, '0')}:${String(end.getUTCMinutes()).padStart(2, '0')}`;
  return `${end.getUTCDate()} ${month} ${end.getUTCFullYear()}, ${time} UTC`;
}

/** The sentence for the player: until when play is closed to them, and why. */
export function closedPlayMessage(closed: ClosedPlay): string {
  if (closed.kind === 'time_out') return `You are taking a break until ${formatExclusionEnd(closed.reopensAt)}.`;
  if (closed.closedByOperator) {
    return 'Your account is closed: you can no longer deposit or play, and you can still withdraw your balance. Please contact support if you need help.';
  }
  return closed.reopensAt === null
    ? 'You have excluded yourself from playing on this site indefinitely. Please contact support if you need help.'
    : `You have excluded yourself from playing on this site until ${formatExclusionEnd(closed.reopensAt)}.`;
}

/** What the record keeps of the state before and after a change. */
export function snapshotOf(closed: ClosedPlay | null): Record<string, unknown> | null {
  if (!closed) return null;
  return {
    kind: closed.kind,
    endsAt: closed.endsAt?.toISOString() ?? null,
    reopensAt: closed.reopensAt?.toISOString() ?? null,
    ...(closed.kind === 'self_exclusion' && closed.closedByOperator ? { closedByOperator: true } : {}),
  };
}
