import type { TMarketProfile } from '@casino/contracts';
import type { Db } from '../../db/client';
import { findSaferGamblingPlayer } from './limits-repo';
import { isMarketProfile, PROFILES } from './market-profiles';

/** The player's market profile; a player without a row (none before registration gave one) has the default. */
export async function findPlayerProfile(db: Db, playerId: string) {
  const row = await findSaferGamblingPlayer(db, playerId);
  const code: TMarketProfile = row && isMarketProfile(row.profile) ? row.profile : 'default';
  return { profile: PROFILES[code], depositLimitChosenAt: row?.depositLimitChosenAt ?? null };
}
