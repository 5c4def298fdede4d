import type { TProfileSession } from '@casino/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Player } from '../auth/session-guard';
import { endSession, listSessions } from '../auth/session';
import { describeDevice } from './device';

type SessionConfig = Pick<Config, 'isProduction' | 'sessionIdleMs' | 'sessionAbsoluteMs'>;

export const SESSION_NOT_FOUND = 'Session not found.';

export async function listPlayerSessions(db: Db, config: SessionConfig, player: Player): Promise<TProfileSession[]> {
  const sessions = await listSessions(db, config, player.id);
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
export async function endPlayerSession(db: Db, config: SessionConfig, player: Player, sessionId: string): Promise<{ wasCurrent: boolean }> {
  const sessions = await listSessions(db, config, player.id);
  if (!sessions.some((s) => s.id === sessionId)) throw notFound(SESSION_NOT_FOUND);
  await endSession(db, sessionId);
  return { wasCurrent: sessionId === player.sessionId };
}
