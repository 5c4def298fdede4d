import type { TStaffRole } from '@casino/contracts';
import { and, asc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffEnrolments, staffMembers, staffSessions } from '../../db/schema/backoffice';

// The only SQL of the backoffice module. Every function runs on the handle it is given (db or transaction).

const memberColumns = {
  id: staffMembers.id,
  email: staffMembers.email,
  role: staffMembers.role,
  status: staffMembers.status,
  createdAt: staffMembers.createdAt,
};

export async function insertMember(db: Db, values: { email: string; role: TStaffRole; now: Date }) {
  const [row] = await db
    .insert(staffMembers)
    .values({ email: values.email, role: values.role, createdAt: values.now, updatedAt: values.now })
    .onConflictDoNothing()
    .returning(memberColumns);
  return row;
}

export async function findMemberByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      ...memberColumns,
      passwordHash: staffMembers.passwordHash,
      totpSecret: staffMembers.totpSecret,
      totpLastStep: staffMembers.totpLastStep,
    })
    .from(staffMembers)
    .where(eq(sql`lower(${staffMembers.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function findMemberById(db: Db, id: string) {
  const [row] = await db.select(memberColumns).from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
  return row;
}

export const listMembers = (db: Db) =>
  db.select(memberColumns).from(staffMembers).orderBy(asc(staffMembers.createdAt), asc(staffMembers.id));

/** Administrators that are not disabled (invited or active). */
export const listLiveAdministrators = (db: Db) =>
  db
    .select(memberColumns)
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'administrator'), ne(staffMembers.status, 'disabled')));

export async function activateMember(
  db: Db,
  id: string,
  values: { passwordHash: string; totpSecret: string; totpStep: number; now: Date },
) {
  await db
    .update(staffMembers)
    .set({
      status: 'active',
      passwordHash: values.passwordHash,
      totpSecret: values.totpSecret,
      totpLastStep: values.totpStep,
      updatedAt: values.now,
    })
    .where(eq(staffMembers.id, id));
}

/** Records a code's step as used, unless a later or equal one was (a concurrent sign-in); false then. */
export async function advanceTotpStep(db: Db, id: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(and(eq(staffMembers.id, id), or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step))))
    .returning({ id: staffMembers.id });
  return rows.length === 1;
}

export async function disableMember(db: Db, id: string, now: Date): Promise<void> {
  await db.update(staffMembers).set({ status: 'disabled', updatedAt: now }).where(eq(staffMembers.id, id));
}

export async function insertEnrolment(db: Db, values: { memberId: string; tokenHash: string; expiresAt: Date; now: Date }) {
  const { now, ...rest } = values;
  await db.insert(staffEnrolments).values({ ...rest, createdAt: now });
}

/** The enrolment behind a link, its row locked, with its member. */
export async function findEnrolmentForUpdate(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: staffEnrolments.id,
      totpSecret: staffEnrolments.totpSecret,
      expiresAt: staffEnrolments.expiresAt,
      usedAt: staffEnrolments.usedAt,
      member: memberColumns,
    })
    .from(staffEnrolments)
    .innerJoin(staffMembers, eq(staffMembers.id, staffEnrolments.memberId))
    .where(eq(staffEnrolments.tokenHash, tokenHash))
    .for('update', { of: staffEnrolments })
    .limit(1);
  return row;
}

export async function setEnrolmentSecret(db: Db, id: string, totpSecret: string): Promise<void> {
  await db.update(staffEnrolments).set({ totpSecret }).where(eq(staffEnrolments.id, id));
}

/** Marks one enrolment used, or every open one of a member (a new link replaces them, a disabled member keeps none). */
export async function closeEnrolments(db: Db, where: { id: string } | { memberId: string }, now: Date): Promise<void> {
  const match = 'id' in where ? eq(staffEnrolments.id, where.id) : eq(staffEnrolments.memberId, where.memberId);
  await db
    .update(staffEnrolments)
    .set({ usedAt: now })
    .where(and(match, isNull(staffEnrolments.usedAt)));
}

export async function insertSession(
  db: Db,
  values: { memberId: string; tokenHash: string; ip: string; userAgent: string | null; now: Date; expiresAt: Date },
): Promise<void> {
  const { now, ...rest } = values;
  await db.insert(staffSessions).values({ ...rest, createdAt: now, lastSeenAt: now });
}

/** A session with its member, by the hash of its token. */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: staffSessions.id,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
      revokedAt: staffSessions.revokedAt,
      member: memberColumns,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.memberId))
    .where(eq(staffSessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
}

export async function revokeSessions(db: Db, where: { id: string } | { memberId: string }, now: Date): Promise<number> {
  const match = 'id' in where ? eq(staffSessions.id, where.id) : eq(staffSessions.memberId, where.memberId);
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(match, isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return rows.length;
}

/** Sessions past their lifetime are of no use: dropped when the member signs in again. */
export async function deleteExpiredSessions(db: Db, memberId: string, now: Date): Promise<void> {
  await db.delete(staffSessions).where(and(eq(staffSessions.memberId, memberId), lt(staffSessions.expiresAt, now)));
}
