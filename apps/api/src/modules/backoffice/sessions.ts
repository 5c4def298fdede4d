import type { TStaffMe, TStaffRole } from '@casino/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import { permissionsOf } from './permissions';
import { deleteExpiredSessions, findSessionByTokenHash, insertSession, revokeSessions, touchSession } from './repo';

// Staff sessions: an opaque token in the staff cookie, only its hash stored; short idle and absolute lifetimes.

export type StaffSessionConfig = Pick<Config, 'staffSessionIdleMs' | 'staffSessionAbsoluteMs'>;

/** The signed-in staff member of a request, and the session it came through. */
export type StaffMember = { id: string; email: string; role: TStaffRole; sessionId: string };

/** Where a sign-in came from, kept with the session. */
export type StaffClient = { ip: string; userAgent: string | null };

/** last_seen_at is written at most this often. */
const TOUCH_MS = 30_000;
const USER_AGENT_MAX = 512;

/** Opens a session for an active member; returns the cookie's token. */
export async function openStaffSession(
  db: Db,
  config: StaffSessionConfig,
  memberId: string,
  client: StaffClient,
  now: Date,
): Promise<string> {
  const token = createOpaqueToken();
  await deleteExpiredSessions(db, memberId, now);
  await insertSession(db, {
    memberId,
    tokenHash: hashToken(token),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    now,
    expiresAt: new Date(now.getTime() + config.staffSessionAbsoluteMs),
  });
  return token;
}

/** The member behind a cookie, or null: unknown, revoked, idle too long, past its lifetime, or the member not active. */
export async function resolveStaffSession(db: Db, config: StaffSessionConfig, token: string, now: Date): Promise<StaffMember | null> {
  if (token.length < 16 || token.length > 128) return null;
  const session = await findSessionByTokenHash(db, hashToken(token));
  if (!session || session.revokedAt || session.member.status !== 'active') return null;
  if (session.expiresAt <= now) return null;
  const idleMs = now.getTime() - session.lastSeenAt.getTime();
  if (idleMs > config.staffSessionIdleMs) return null;
  if (idleMs > TOUCH_MS) await touchSession(db, session.id, now);
  const { id, email, role } = session.member;
  return { id, email, role, sessionId: session.id };
}

export const signOutStaff = (db: Db, staff: StaffMember, now: Date) => revokeSessions(db, { id: staff.sessionId }, now);

export const staffMeOf = (member: { id: string; email: string; role: TStaffRole }): TStaffMe => ({
  id: member.id,
  email: member.email,
  role: member.role,
  permissions: permissionsOf(member.role),
});
