import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import {
  deleteExpiredSessions,
  findSessionByTokenHash,
  insertSession,
  listLiveSessions,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from './repo';

export type SessionConfig = Pick<Config, 'sessionIdleMs' | 'sessionAbsoluteMs'>;

/**
 * The signed-in player of a request: who, and through which session. `payoutOnly`: the session was
 * opened while the person was self-excluded, so it may only see balances and withdraw (decision 006).
 */
export type Player = { id: string; sessionId: string; payoutOnly: boolean };

/** Where a sign-in came from, kept with the session for the player's session list. */
export type SessionClient = { ip: string; userAgent: string | null };

/** last_seen_at is written at most this often, so a busy player does not cost a write per request. */
const SESSION_TOUCH_MS = 60_000;
const USER_AGENT_MAX = 512;

/**
 * A new random token for every sign-in; only its hash is stored. Returns the token for the cookie. A
 * payout-only session ends by `endsBy` (the exclusion's end), so the player's next sign-in is a full one.
 */
export async function startSession(
  db: Db,
  config: SessionConfig,
  userId: string,
  client: SessionClient,
  now: Date,
  { payoutOnly = false, endsBy }: { payoutOnly?: boolean; endsBy?: Date | null } = {},
): Promise<string> {
  const token = createOpaqueToken();
  const lifetimeEnd = now.getTime() + config.sessionAbsoluteMs;
  await deleteExpiredSessions(db, userId, now);
  await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    ip: client.ip,
    now,
    expiresAt: new Date(endsBy ? Math.min(lifetimeEnd, endsBy.getTime()) : lifetimeEnd),
    payoutOnly,
  });
  return token;
}

/** The player behind a cookie value, or null when the session is unknown, revoked, idle too long or past its lifetime. */
export async function resolveSession(db: Db, config: SessionConfig, token: string, now: Date): Promise<Player | null> {
  if (token.length < 16 || token.length > 128) return null;
  const session = await findSessionByTokenHash(db, hashToken(token));
  if (!session || session.revokedAt) return null;
  if (session.expiresAt <= now) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > config.sessionIdleMs) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > SESSION_TOUCH_MS) await touchSession(db, session.id, now);
  return { id: session.userId, sessionId: session.id, payoutOnly: session.payoutOnly };
}

export const endSession = (db: Db, sessionId: string, now: Date) => revokeSession(db, sessionId, now);

/** After a password change: everything but the session that made the change. */
export const endOtherSessions = (db: Db, userId: string, keepSessionId: string, now: Date) =>
  revokeUserSessions(db, userId, now, keepSessionId);

export const endAllSessions = (db: Db, userId: string, now: Date) => revokeUserSessions(db, userId, now);

/**
 * As a self-exclusion or time-out starts: every session that can play ends; payout-only access (decision 006) stays,
 * ending by itself when the exclusion it was opened under does.
 */
export const endPlayingSessions = (db: Db, userId: string, now: Date) =>
  revokeUserSessions(db, userId, now, undefined, { keepPayoutOnly: true });

/** The player's live sessions, newest activity first. */
export const listSessions = (db: Db, config: SessionConfig, userId: string, now: Date) =>
  listLiveSessions(db, userId, new Date(now.getTime() - config.sessionIdleMs), now);
