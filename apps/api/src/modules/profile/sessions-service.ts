import type { TProfileSession } from '@casino/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { endSession, listSessions, type Player, type SessionConfig } from '../sessions';
import { describeDevice } from './device';

const SESSION_NOT_FOUND = 'Session not found.';

export async function listPlayerSessions(db: Db, config: SessionConfig, player: Player, now: Date): Promise<TProfileSession[]> {
  const sessions = await listSessions(db, config, player.id, now);
  return sessions.map((s) => ({
    id: s.id,
    device: describeDevice(s.userAgent),
    ip: s.ip,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    current: s.id === player.sessionId,
  }));
}

/**
 * Ends one of the player's own live sessions. Any other id (another player's, an ended one, made
 * up) is the same 404, so the answer tells nothing about sessions that are not theirs.
 */
export async function endPlayerSession(
  db: Db,
  config: SessionConfig,
  player: Player,
  sessionId: string,
  now: Date,
): Promise<{ wasCurrent: boolean }> {
  const sessions = await listSessions(db, config, player.id, now);
  if (!sessions.some((s) => s.id === sessionId)) throw notFound(SESSION_NOT_FOUND);
  await endSession(db, sessionId, now);
  return { wasCurrent: sessionId === player.sessionId };
}
