import {
  SAFER_GAMBLING_CASE_ACTIONS,
  SAFER_GAMBLING_QUEUE_MAX,
  type TCurrencyCode,
  type TSaferGamblingCase,
  type TSaferGamblingCaseQueue,
  type TSaferGamblingCaseStatus,
  type TSaferGamblingCaseStep,
  type TSaferGamblingCaseSummary,
} from '@casino/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { caseStepSummary } from './case-summaries';
import {
  findCase,
  listCaseEvents,
  listCaseInteractions,
  listCaseMarkers,
  listCases,
  type CaseEventRow,
  type CaseMarkerRow,
  type CaseRow,
} from './cases-repo';
import { interactionView } from './harm-markers';
import { findClosedPlay } from './service';
import { exclusionViewsOf, limitViewsOf, playClosedView } from './staff-views';

// What the console reads of safer-gambling cases: the queue and one case with everything needed to decide on it.

/** The player's e-mail and account currency (the auth module's), passed in when the routes are registered. */
export type CaseAccountLookup = (db: Db, playerId: string) => Promise<{ email: string; currency: TCurrencyCode } | undefined>;

const iso = (d: Date | null) => d?.toISOString() ?? null;
const strength = (s: string) => (s === 'strong' ? 'strong' : 'weak');

function summaryOf(row: CaseRow, markers: CaseMarkerRow[], email: string | null): TSaferGamblingCaseSummary {
  const own = markers.filter((m) => m.caseId === row.id);
  const latest = own[0];
  return {
    id: row.id,
    playerId: row.userId,
    email,
    status: row.status as TSaferGamblingCaseStatus,
    markers: own.length,
    latestMarker: latest ? { kind: latest.kind, strength: strength(latest.strength), at: latest.at.toISOString() } : null,
    openedAt: row.openedAt.toISOString(),
    closedAt: iso(row.closedAt),
    outcome: row.outcome,
    assignee: row.assigneeId ? { id: row.assigneeId, email: row.assigneeEmail ?? '' } : null,
  };
}

/** GET …/cases: the cases of one status (every case not closed without one), at most SAFER_GAMBLING_QUEUE_MAX. */
export async function getCaseQueue(
  db: Db,
  accountOf: CaseAccountLookup,
  status: TSaferGamblingCaseStatus | undefined,
  now: Date,
): Promise<TSaferGamblingCaseQueue> {
  const rows = await listCases(db, status, SAFER_GAMBLING_QUEUE_MAX);
  const markers = await listCaseMarkers(
    db,
    rows.map((r) => r.id),
  );
  const cases = await Promise.all(rows.map(async (r) => summaryOf(r, markers, (await accountOf(db, r.userId))?.email ?? null)));
  return { now: now.toISOString(), cases };
}

const isAction = (a: string): a is TSaferGamblingCaseStep['action'] => (SAFER_GAMBLING_CASE_ACTIONS as readonly string[]).includes(a);

function stepOf(e: CaseEventRow): TSaferGamblingCaseStep {
  const details = (e.details ?? {}) as Record<string, unknown>;
  return {
    at: e.at.toISOString(),
    actor: e.actor === 'staff' ? 'staff' : e.actor === 'player' ? 'player' : 'system',
    staff: e.staffId ? { id: e.staffId, email: e.staffEmail ?? '' } : null,
    action: isAction(e.action) ? e.action : 'note',
    summary: caseStepSummary(e.action, details),
    details,
  };
}

/** GET …/cases/{id}: 404 for an unknown case. */
export async function getCase(db: Db, accountOf: CaseAccountLookup, caseId: string, now: Date): Promise<TSaferGamblingCase> {
  const row = await findCase(db, caseId);
  if (!row) throw notFound('There is no such case.');
  const account = await accountOf(db, row.userId);
  const markers = await listCaseMarkers(db, [row.id]);
  const currency = account?.currency ?? 'EUR';
  const limits = await limitViewsOf(db, row.userId, currency);
  const closed = await findClosedPlay(db, row.userId, now);
  return {
    now: now.toISOString(),
    case: summaryOf(row, markers, account?.email ?? null),
    player: { id: row.userId, email: account?.email ?? null, currency: account?.currency ?? null },
    markers: markers.map((m) => ({
      id: m.id.toString(),
      kind: m.kind,
      strength: strength(m.strength),
      at: m.at.toISOString(),
      details: m.details as Record<string, unknown>,
    })),
    limits,
    playClosed: playClosedView(closed),
    exclusions: await exclusionViewsOf(db, row.userId),
    interactions: (await listCaseInteractions(db, row.id)).map((i) => ({ ...interactionView(i), acknowledgedAt: iso(i.acknowledgedAt) })),
    history: (await listCaseEvents(db, row.id)).map(stepOf),
  };
}
