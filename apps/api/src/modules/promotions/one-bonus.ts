import { unprocessable, type HttpError } from '../../lib/errors';
import type { BonusRules } from '../responsible-gaming';

// A market where a player has one bonus only, given at their first deposit (Sweden, spellagen 14 kap. 9 §; the
// player's profile says so, market-profiles.ts): no bonus at a later deposit, no bonus code, no sign-up spins.

/** Whether a grant is the one bonus such a market allows: the welcome offer of the first deposit. */
export const isFirstDepositBonus = (grant: { source: string; depositNumber: number }): boolean =>
  grant.source === 'deposit' && grant.depositNumber === 1;

/** The sentence refusing what such a market does not allow: "bonus codes cannot be used". */
export const oneBonusSentence = (rules: BonusRules, what: string): string =>
  `Under the rules of your market (${rules.marketName}) a player has one bonus only, given with their first deposit: ${what}.`;

export const oneBonusRefusal = (rules: BonusRules, what: string): HttpError => unprocessable(oneBonusSentence(rules, what));
