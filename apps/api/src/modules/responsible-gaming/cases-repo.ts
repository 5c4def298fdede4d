import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { harmMarkers, saferGamblingCaseEvents, saferGamblingCases, saferGamblingInteractions } from '../../db/schema/responsible-gaming';

// The SQL of safer-gambling cases: the case rows, their append-only history, and what the console reads beside them.

export type CaseRow = typeof saferGamblingCases.$inferSelect;
export type CaseEventRow = typeof saferGamblingCaseEvents.$inferSelect;
export type NewCaseEvent = Omit<typeof saferGamblingCaseEvents.$inferInsert, 'id'>;

/** The player's case that is not closed, locked until the transaction ends; undefined when none. */
export async function lockCurrentCase(db: Db, userId: string): Promise<CaseRow | undefined> {
  const [row] = await db
    .select()
    .from(saferGamblingCases)
    .where(and(eq(saferGamblingCases.userId, userId), ne(saferGamblingCases.status, 'closed')))
    .for('update');
  return row;
}

/** The id of the player's case that is not closed, without a lock (what the console shows). */
export async function findCurrentCaseId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: saferGamblingCases.id })
    .from(saferGamblingCases)
    .where(and(eq(saferGamblingCases.userId, userId), ne(saferGamblingCases.status, 'closed')));
  return row?.id ?? null;
}

export async function insertCase(db: Db, values: { userId: string; openedAt: Date }): Promise<CaseRow> {
  const [row] = await db
    .insert(saferGamblingCases)
    .values({ ...values, status: 'open' })
    .returning();
  return row!;
}

export async function findCase(db: Db, id: string): Promise<CaseRow | undefined> {
  const [row] = await db.select().from(saferGamblingCases).where(eq(saferGamblingCases.id, id));
  return row;
}

/** The case locked until the transaction ends (its player's locks are taken first: see case-actions.ts). */
export async function lockCase(db: Db, id: string): Promise<CaseRow> {
  const [row] = await db.select().from(saferGamblingCases).where(eq(saferGamblingCases.id, id)).for('update');
  return row!;
}

export async function updateCase(db: Db, id: string, set: Partial<Omit<CaseRow, 'id' | 'userId'>>): Promise<CaseRow> {
  const [row] = await db.update(saferGamblingCases).set(set).where(eq(saferGamblingCases.id, id)).returning();
  return row!;
}

export async function insertCaseEvent(db: Db, event: NewCaseEvent): Promise<void> {
  await db.insert(saferGamblingCaseEvents).values(event);
}

export async function listCaseEvents(db: Db, caseId: string): Promise<CaseEventRow[]> {
  return db
    .select()
    .from(saferGamblingCaseEvents)
    .where(eq(saferGamblingCaseEvents.caseId, caseId))
    .orderBy(asc(saferGamblingCaseEvents.id));
}

/** The queue: cases of one status, or every case not closed; the oldest opened first, closed ones the latest closed first. */
export async function listCases(db: Db, status: string | undefined, limit: number): Promise<CaseRow[]> {
  const query = db.select().from(saferGamblingCases);
  if (status === 'closed') {
    return query.where(eq(saferGamblingCases.status, 'closed')).orderBy(desc(saferGamblingCases.closedAt)).limit(limit);
  }
  return query
    .where(status ? eq(saferGamblingCases.status, status) : ne(saferGamblingCases.status, 'closed'))
    .orderBy(asc(saferGamblingCases.openedAt), asc(saferGamblingCases.id))
    .limit(limit);
}

export type CaseMarkerRow = typeof harmMarkers.$inferSelect & { caseId: string };

/** The markers that joined the cases, newest first. */
export async function listCaseMarkers(db: Db, caseIds: string[]): Promise<CaseMarkerRow[]> {
  if (caseIds.length === 0) return [];
  const rows = await db
    .select({ marker: harmMarkers, caseId: saferGamblingCaseEvents.caseId })
    .from(saferGamblingCaseEvents)
    .innerJoin(harmMarkers, eq(harmMarkers.id, saferGamblingCaseEvents.markerId))
    .where(and(inArray(saferGamblingCaseEvents.caseId, caseIds), eq(saferGamblingCaseEvents.action, 'marker')))
    .orderBy(desc(harmMarkers.at), desc(harmMarkers.id));
  return rows.map((r) => ({ ...r.marker, caseId: r.caseId }));
}

export async function listCaseInteractions(db: Db, caseId: string) {
  return db
    .select()
    .from(saferGamblingInteractions)
    .where(eq(saferGamblingInteractions.caseId, caseId))
    .orderBy(asc(saferGamblingInteractions.openedAt), asc(saferGamblingInteractions.id));
}

/** Whether a case is closed (a limit it imposed is the player's own again); a missing case counts as closed. */
export async function isCaseClosed(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ open: sql<boolean>`${saferGamblingCases.status} <> 'closed'` })
    .from(saferGamblingCases)
    .where(eq(saferGamblingCases.id, id));
  return !row?.open;
}
