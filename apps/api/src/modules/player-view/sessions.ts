import type { TStaffPlayerSessions } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { recordStaffAction } from '../audit';
import { describeDevice } from '../profile';
import { endSession, listSessions, type SessionConfig } from '../sessions';
import type { StaffActor } from './staff-actor';

const SESSION_UNKNOWN = 'This player has no such session signed in.';

/** GET /players/{playerId}/sessions: the player's live sessions, most recently used first. */
export async function listStaffPlayerSessions(db: Db, config: SessionConfig, playerId: string, now: Date): Promise<TStaffPlayerSessions> {
  const sessions = await listSessions(db, config, playerId, now);
  return {
    items: sessions.map((s) => ({
      id: s.id,
      device: describeDevice(s.userAgent),
      ip: s.ip,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    })),
  };
}

/**
 * Ends one of the player's live sessions now: their next request with it is signed out. The audit row is written in
 * the same transaction. A session that is not one of theirs, or no longer live, is a 404 and changes nothing.
 */
export async function revokeStaffPlayerSession(
  db: Db,
  { config, clock, log }: { config: SessionConfig; clock: Clock; log?: FastifyBaseLogger },
  actor: StaffActor,
  playerId: string,
  sessionId: string,
): Promise<TStaffPlayerSessions> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const live = (await listSessions(tx, config, playerId, now)).find((s) => s.id === sessionId);
    if (!live) throw notFound(SESSION_UNKNOWN);
    await endSession(tx, sessionId, now);
    await recordStaffAction(
      tx,
      clock,
      {
        actor: actor.email,
        actorId: actor.id,
        ip: actor.ip,
        action: 'player.session.revoke',
        target: `player:${playerId}`,
        before: { session: sessionId, status: 'live', device: describeDevice(live.userAgent), ip: live.ip },
        after: { session: sessionId, status: 'revoked', revokedAt: now.toISOString() },
      },
      log,
    );
  });
  return listStaffPlayerSessions(db, config, playerId, now);
}
