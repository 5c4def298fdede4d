import { TITLES } from '@casino/games';
import type { Db } from '../../db/client';
import type { WageringRules } from '../game-wallet';
import { bonusRulesOf, cappedWageringMultiple } from '../responsible-gaming';
import type { PromotionSettings } from './settings';

// The promotions file's wagering terms as the wallet API applies them to bets (docs/decisions/023-wagering.md).

/** The share of a stake's bonus part that counts towards wagering on this game: its family's, 0 for a family or game the file leaves out. */
export function contributionPercentOf(settings: PromotionSettings, gameCode: string): number {
  const family = TITLES[gameCode]?.family;
  return family === undefined ? 0 : (settings.wagering.contributionPercent[family] ?? 0);
}

export function wageringRulesOf(settings: PromotionSettings): WageringRules {
  return {
    maximumBetEurCents: settings.wagering.maximumBetEurCents,
    isBonusFirst: settings.wagering.spendOrder === 'bonus-first',
    contributionPercentOf: (gameCode) => contributionPercentOf(settings, gameCode),
    freeWinMultiplier: settings.wagering.multiplier,
    holdNoDepositWins: settings.noDeposit?.winUnlock != null,
  };
}

/**
 * The wagering multiple a new grant of the player records: the file's, no higher than their market's cap (UK: 10×, LCCP
 * SR 5.1.1). Set at grant time only: grants made before keep theirs.
 */
export async function wageringMultipleFor(db: Db, settings: PromotionSettings, userId: string): Promise<number> {
  return cappedWageringMultiple(await bonusRulesOf(db, userId), settings.wagering.multiplier);
}
