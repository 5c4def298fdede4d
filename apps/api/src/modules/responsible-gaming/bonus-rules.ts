import type { Db } from '../../db/client';
import { findSaferGamblingPlayer } from './limits-repo';
import { isMarketProfile, PROFILES } from './market-profiles';

// What a player's market profile says of bonuses, for the promotions module: the highest wagering multiple (UK: 10×,
// LCCP SR 5.1.1) and whether the player may have one bonus only, at their first deposit (Sweden, spellagen 14 kap. 9 §).

export type BonusRules = {
  /** The market's name as the player sees it ("Sweden"), for the sentences that refuse a bonus. */
  marketName: string;
  /** The highest wagering requirement, as a multiple of the bonus; null for no market cap. */
  wageringMaxMultiple: number | null;
  bonusOnlyAtFirstDeposit: boolean;
};

export async function bonusRulesOf(db: Db, playerId: string): Promise<BonusRules> {
  const row = await findSaferGamblingPlayer(db, playerId);
  const profile = PROFILES[row && isMarketProfile(row.profile) ? row.profile : 'default'];
  return {
    marketName: profile.name,
    wageringMaxMultiple: profile.bonusWageringMaxMultiple,
    bonusOnlyAtFirstDeposit: profile.bonusOnlyAtFirstDeposit,
  };
}

/** The site's wagering multiple, no higher than the market's cap. */
export const cappedWageringMultiple = (rules: Pick<BonusRules, 'wageringMaxMultiple'>, multiple: number): number =>
  rules.wageringMaxMultiple === null ? multiple : Math.min(multiple, rules.wageringMaxMultiple);
