import type { TSelfExcludePeriod, TSelfExcludeResponse } from '@casino/contracts';
import type { Db } from '../../db/client';
import { forbidden, unprocessable } from '../../lib/errors';
import { endAllSessions } from '../sessions';
import { findSelfExclusionEnd, insertSelfExclusion, lockPlayerExclusions } from './repo';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MINUTE_MS = 60_000;

type ActiveSelfExclusion = { permanent: true; until: null } | { permanent: false; until: Date };

/** When an exclusion of `period` asked for at `now` ends; null for a permanent one. */
export function selfExclusionEnd(period: TSelfExcludePeriod, now: Date): Date | null {
  switch (period) {
    case '24_HOURS':
      return new Date(now.getTime() + 24 * HOUR_MS);
    case '7_DAYS':
      return new Date(now.getTime() + 7 * DAY_MS);
    case '30_DAYS':
      return new Date(now.getTime() + 30 * DAY_MS);
    case '6_MONTHS': {
      const end = new Date(now);
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    }
    case 'PERMANENT':
      return null;
  }
}

/**
 * "24 November 2026, 05:50 UTC". Rounded up to the minute, so the time shown is never one at which
 * the player is still excluded.
 */
export function formatExclusionEnd(until: Date): string {
  const end = new Date(Math.ceil(until.getTime() / MINUTE_MS) * MINUTE_MS);
  const month = end.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  const time = `${String(end.getUTCHours()).padStart(2, '0')}:${String(end.getUTCMinutes()).padStart(2, '0')}`;
  return `${end.getUTCDate()} ${month} ${end.getUTCFullYear()}, ${time} UTC`;
}

function selfExclusionMessage(exclusion: ActiveSelfExclusion): string {
  return exclusion.permanent
    ? 'You have permanently excluded yourself from playing on this site. Please contact support if you need help.'
    : `You have excluded yourself from playing on this site until ${formatExclusionEnd(exclusion.until)}.`;
}

/** The self-exclusion in force for the player at `now`, or null. */
async function findActiveSelfExclusion(db: Db, playerId: string, now: Date): Promise<ActiveSelfExclusion | null> {
  const end = await findSelfExclusionEnd(db, playerId);
  if (!end) return null;
  if (end.permanent) return { permanent: true, until: null };
  return end.until && end.until > now ? { permanent: false, until: end.until } : null;
}

/**
 * 403 while the player is self-excluded. Sign-in calls it; so must every way to put money in or
 * play (deposits, game launches), before anything happens.
 */
export async function assertNotSelfExcluded(db: Db, playerId: string, now: Date): Promise<void> {
  const exclusion = await findActiveSelfExclusion(db, playerId, now);
  if (exclusion) throw forbidden(selfExclusionMessage(exclusion));
}

function refuseShortening(current: ActiveSelfExclusion): never {
  const until = current.permanent ? 'permanent' : `in force until ${formatExclusionEnd(current.until)}`;
  throw unprocessable(`Your self-exclusion is ${until}. It can be extended, but not shortened.`, 'selfExcludePeriod');
}

/**
 * Starts (or extends) a self-exclusion at `now` and ends every session of the player at once. A
 * request that would end sooner than the exclusion in force is refused (422). Given the caller's
 * transaction, it commits with the caller's own changes.
 */
export async function startSelfExclusion(db: Db, playerId: string, period: TSelfExcludePeriod, now: Date): Promise<TSelfExcludeResponse> {
  const endsAt = selfExclusionEnd(period, now);
  await db.transaction(async (tx) => {
    await lockPlayerExclusions(tx, playerId);
    const current = await findActiveSelfExclusion(tx, playerId, now);
    if (current && (current.permanent ? endsAt !== null : endsAt !== null && endsAt < current.until)) refuseShortening(current);
    if (!current?.permanent) await insertSelfExclusion(tx, { userId: playerId, period, startsAt: now, endsAt });
    await endAllSessions(tx, playerId, now);
  });
  const exclusion: ActiveSelfExclusion = endsAt === null ? { permanent: true, until: null } : { permanent: false, until: endsAt };
  return { selfExcludePeriod: period, excludedUntil: endsAt && endsAt.toISOString(), message: selfExclusionMessage(exclusion) };
}
