import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  deleteExpiredSessions,
  findSessionByTokenHash,
  insertSession,
  listLiveSessions,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from './repo';
import { createOpaqueToken, hashToken } from './tokens';

type SessionConfig = Pick<Config, 'isProduction' | 'sessionIdleMs' | 'sessionAbsoluteMs'>;

/** last_seen_at is written at most this often, so a busy player does not cost a write per request. */
export const SESSION_TOUCH_MS = 60_000;
const USER_AGENT_MAX = 512;

export type SessionClient = { ip: string; userAgent: string | null };

export const clientOf = (request: FastifyRequest): SessionClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
});

/** `__Host-` makes the browser insist on Secure, Path=/ and no Domain: the cookie stays ours. */
export const sessionCookieName = (config: Pick<Config, 'isProduction'>) => (config.isProduction ? '__Host-sid' : 'sid');

const cookieOptions = (config: SessionConfig) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure: config.isProduction,
});

export function setSessionCookie(reply: FastifyReply, config: SessionConfig, token: string): void {
  reply.setCookie(sessionCookieName(config), token, {
    ...cookieOptions(config),
    maxAge: Math.floor(config.sessionAbsoluteMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: SessionConfig): void {
  reply.clearCookie(sessionCookieName(config), cookieOptions(config));
}

/** A new random token for every sign-in; only its hash is stored. Returns the token for the cookie. */
export async function startSession(
  db: Db,
  config: SessionConfig,
  userId: string,
  client: SessionClient,
  now = new Date(),
): Promise<string> {
  const token = createOpaqueToken();
  await deleteExpiredSessions(db, userId, now);
  await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    userAgent: client.userAgent,
    ip: client.ip,
    now,
    expiresAt: new Date(now.getTime() + config.sessionAbsoluteMs),
  });
  return token;
}

/** The live session behind a cookie value, or null when it is unknown, revoked, idle too long or past its lifetime. */
export async function resolveSession(db: Db, config: SessionConfig, token: string, now = new Date()) {
  if (token.length < 16 || token.length > 128) return null;
  const session = await findSessionByTokenHash(db, hashToken(token));
  if (!session || session.revokedAt) return null;
  if (session.expiresAt <= now) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > config.sessionIdleMs) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > SESSION_TOUCH_MS) await touchSession(db, session.id, now);
  return { id: session.id, userId: session.userId };
}

export const endSession = (db: Db, sessionId: string, now = new Date()) => revokeSession(db, sessionId, now);

/** After a password change: everything but the session that made the change. */
export const endOtherSessions = (db: Db, userId: string, keepSessionId: string, now = new Date()) =>
  revokeUserSessions(db, userId, now, keepSessionId);

export const endAllSessions = (db: Db, userId: string, now = new Date()) => revokeUserSessions(db, userId, now);

/** The player's live sessions, newest activity first (for the profile's session list). */
export const listSessions = (db: Db, config: SessionConfig, userId: string, now = new Date()) =>
  listLiveSessions(db, userId, new Date(now.getTime() - config.sessionIdleMs), now);
