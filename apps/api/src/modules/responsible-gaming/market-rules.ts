import type { TMarketProfile } from '@casino/contracts';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { findSaferGamblingPlayer } from './limits-repo';
import { isMarketProfile, PROFILES, type MarketProfile } from './market-profiles';

// What a player's market profile says to other modules: of bonuses, the highest wagering multiple (UK: 10×, LCCP SR
// 5.1.1) and whether the player may have one bonus only, at their first deposit (Sweden, spellagen 14 kap. 9 §); of
// withdrawals, whether the player may cancel their own (not in the UK, RTS 14B).

/** The player's market profile; a player without a row has the default one. */
async function profileOf(db: Db, playerId: string): Promise<MarketProfile> {
  const row = await findSaferGamblingPlayer(db, playerId);
  return PROFILES[row && isMarketProfile(row.profile) ? row.profile : 'default'];
}

export type BonusRules = {
  /** The profile's code: the welcome offer may differ per profile (promotions' overrides). */
  profile: TMarketProfile;
  /** The market's name as the player sees it ("Sweden"), for the sentences that refuse a bonus. */
  marketName: string;
  /** The highest wagering requirement, as a multiple of the bonus; null for no market cap. */
  wageringMaxMultiple: number | null;
  bonusOnlyAtFirstDeposit: boolean;
};

export async function bonusRulesOf(db: Db, playerId: string): Promise<BonusRules> {
  const profile = await profileOf(db, playerId);
  return {
    profile: profile.code,
    marketName: profile.name,
    wageringMaxMultiple: profile.bonusWageringMaxMultiple,
    bonusOnlyAtFirstDeposit: profile.bonusOnlyAtFirstDeposit,
  };
}

/** The site's wagering multiple, no higher than the market's cap. */
export const cappedWageringMultiple = (rules: Pick<BonusRules, 'wageringMaxMultiple'>, multiple: number): number =>
  rules.wageringMaxMultiple === null ? multiple : Math.min(multiple, rules.wageringMaxMultiple);

/** Whether the player may cancel their own pending withdrawal under their market profile. */
export const mayCancelWithdrawal = async (db: Db, playerId: string): Promise<boolean> =>
  (await profileOf(db, playerId)).playerMayCancelWithdrawal;

/** 403 where the player's market does not let a player take back a withdrawal they asked for (UK: RTS 14B). */
export async function assertMayCancelWithdrawal(db: Db, playerId: string): Promise<void> {
  const profile = await profileOf(db, playerId);
  if (profile.playerMayCancelWithdrawal) return;
  throw forbidden(
    `Under the rules of your market (${profile.name}) a withdrawal you asked for cannot be cancelled: it is paid out once it is approved, or returned to your wallet if it is rejected.`,
  );
}
