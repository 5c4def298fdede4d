import type { Db } from '../../db/client';
import { insertCase, insertCaseEvent, lockCurrentCase } from './cases-repo';

// Safer-gambling cases (docs/decisions/029, "Safer-gambling cases"): every marker belongs to one. A marker opens a case
// for the player when none is open or in progress, and joins that case otherwise, in the transaction that records the
// marker (under the player's limits lock), so no marker is ever outside a case and two markers never open two cases.

/** A staff member as the staff app signed them in, and the address the action came from. */
export type CaseStaff = { id: string; email: string; ip?: string | null };

/** Who took a step of the case. */
export type CaseActor = { kind: 'system' } | { kind: 'player' } | ({ kind: 'staff' } & CaseStaff);

export type CaseAction =
  | 'opened'
  | 'marker'
  | 'assigned'
  | 'note'
  | 'interaction_sent'
  | 'interaction_acknowledged'
  | 'limit_imposed'
  | 'account_closed'
  | 'closed';

/** Appends one step to the case's history. */
export async function recordCaseStep(
  db: Db,
  step: { caseId: string; at: Date; actor: CaseActor; action: CaseAction; details: Record<string, unknown>; markerId?: bigint },
): Promise<void> {
  const { actor } = step;
  await insertCaseEvent(db, {
    caseId: step.caseId,
    at: step.at,
    actor: actor.kind,
    staffId: actor.kind === 'staff' ? actor.id : null,
    staffEmail: actor.kind === 'staff' ? actor.email : null,
    action: step.action,
    markerId: step.markerId ?? null,
    details: step.details,
  });
}

/**
 * Puts a marker just recorded into the player's current case, opening one if they have none (a closed case stays
 * closed: the marker starts a new one). Call it in the marker's transaction, under the player's limits lock. Answers
 * the case's id.
 */
export async function joinCase(
  db: Db,
  playerId: string,
  marker: { id: bigint; kind: string; strength: string },
  now: Date,
): Promise<string> {
  let current = await lockCurrentCase(db, playerId);
  if (!current) {
    current = await insertCase(db, { userId: playerId, openedAt: now });
    await recordCaseStep(db, { caseId: current.id, at: now, actor: { kind: 'system' }, action: 'opened', details: {} });
  }
  await recordCaseStep(db, {
    caseId: current.id,
    at: now,
    actor: { kind: 'system' },
    action: 'marker',
    markerId: marker.id,
    details: { markerId: marker.id.toString(), kind: marker.kind, strength: marker.strength },
  });
  return current.id;
}
