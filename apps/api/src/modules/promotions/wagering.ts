import { TITLES } from '@casino/games';
import type { WageringRules } from '../game-wallet';
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
