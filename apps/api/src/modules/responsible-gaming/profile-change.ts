import type { TMarketProfile } from '@casino/contracts';
import type { Db } from '../../db/client';
import { saferGamblingPlayers } from '../../db/schema/responsible-gaming';
import { insertSaferGamblingEvent, lockPlayerLimits } from './limits-repo';
import { findPlayerProfile } from './player-profile';

// The operator moves a player to another market profile (a licence change, a player who moved country): from then on
// every rule of the new profile applies to them. Under the player's lock, so no limit change, deposit or bet is
// decided half on the old profile; a record row keeps what it was.

/** Answers the profile before; a change to the same profile changes and records nothing. */
export async function changeMarketProfile(db: Db, playerId: string, profile: TMarketProfile, now: Date): Promise<TMarketProfile> {
  return db.transaction(async (tx) => {
    await lockPlayerLimits(tx, playerId);
    const before = (await findPlayerProfile(tx, playerId)).profile.code;
    if (before === profile) return before;
    await tx
      .insert(saferGamblingPlayers)
      .values({ userId: playerId, profile, updatedAt: now })
      .onConflictDoUpdate({ target: saferGamblingPlayers.userId, set: { profile, updatedAt: now } });
    await insertSaferGamblingEvent(tx, {
      userId: playerId,
      at: now,
      actor: 'operator',
      action: 'profile_changed',
      before: { profile: before },
      after: { profile },
    });
    return before;
  });
}
