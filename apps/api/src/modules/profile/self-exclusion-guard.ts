import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { findSelfExclusionEnd } from './repo';

// Kept apart from the self-exclusion service so that sign-in, deposits and game launches can call
// it without pulling in the profile routes' dependencies.

export type ActiveSelfExclusion = { permanent: true; until: null } | { permanent: false; until: Date };

/** "2026-05-01T12:00:00Z": ISO 8601, whole seconds, UTC. */
export const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export function selfExclusionMessage(exclusion: ActiveSelfExclusion): string {
  return exclusion.permanent
    ? 'You have permanently excluded yourself from playing on this site. Please contact support if you need help.'
    : `You have excluded yourself from playing on this site until ${isoSeconds(exclusion.until)} (UTC).`;
}

/** The self-exclusion in force for the player at `now`, or null. */
export async function findActiveSelfExclusion(db: Db, playerId: string, now = new Date()): Promise<ActiveSelfExclusion | null> {
  const end = await findSelfExclusionEnd(db, playerId);
  if (!end) return null;
  if (end.permanent) return { permanent: true, until: null };
  return end.until && end.until > now ? { permanent: false, until: end.until } : null;
}

/**
 * 403 while the player is self-excluded. Sign-in calls it; so must every way to put money in or
 * play (deposits, game launches), before anything happens.
 */
export async function assertNotSelfExcluded(db: Db, playerId: string, now = new Date()): Promise<void> {
  const exclusion = await findActiveSelfExclusion(db, playerId, now);
  if (exclusion) throw forbidden(selfExclusionMessage(exclusion));
}
