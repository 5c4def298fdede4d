import type { TSelfExcludePeriod, TSelfExcludeResponse } from '@casino/contracts';
import type { Db } from '../../db/client';
import { unprocessable } from '../../lib/errors';
import { endAllSessions } from '../auth/session';
import { insertSelfExclusion, lockProfile, setReceiveEmailPromo } from './repo';
import { findActiveSelfExclusion, isoSeconds, selfExclusionMessage, type ActiveSelfExclusion } from './self-exclusion-guard';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

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

function refuseShortening(current: ActiveSelfExclusion): never {
  const until = current.permanent ? 'permanent' : `in force until ${isoSeconds(current.until)} (UTC)`;
  throw unprocessable(`Your self-exclusion is ${until}. It can be extended, but not shortened.`, 'selfExcludePeriod');
}

/**
 * Starts (or extends) a self-exclusion, ends every session of the player at once (this one
 * included) and stops promotional mail. A request that would end sooner than the exclusion in
 * force is refused.
 */
export async function selfExclude(db: Db, playerId: string, period: TSelfExcludePeriod, now = new Date()): Promise<TSelfExcludeResponse> {
  const endsAt = selfExclusionEnd(period, now);
  await db.transaction(async (tx) => {
    // One request per player at a time: the profile row is the player's lock.
    await lockProfile(tx, playerId);
    const current = await findActiveSelfExclusion(tx, playerId, now);
    if (current && (current.permanent ? endsAt !== null : endsAt !== null && endsAt < current.until)) refuseShortening(current);
    if (!current?.permanent) await insertSelfExclusion(tx, { userId: playerId, period, startsAt: now, endsAt });
    await endAllSessions(tx, playerId, now);
    // No marketing to someone who asked to stay away; they can opt in again once it is over.
    await setReceiveEmailPromo(tx, playerId, false, now);
  });
  const exclusion: ActiveSelfExclusion = endsAt === null ? { permanent: true, until: null } : { permanent: false, until: endsAt };
  return {
    selfExcludePeriod: period,
    excludedUntil: endsAt && endsAt.toISOString(),
    message: selfExclusionMessage(exclusion),
  };
}
