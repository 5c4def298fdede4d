import type { TMarketProfile } from '@casino/contracts';
import type { Db } from '../../db/client';
import { bonusRulesOf } from '../responsible-gaming';
import { parseWelcomeSection } from './config';
import type { PromotionSettings, WelcomeOffer } from './settings';
import { findWelcomeOfferRow, type WelcomeOfferRow } from './welcome-offers-repo';

// The welcome offer a market profile has: the operator's override when there is one (staff-welcome-offers.ts), else
// the promotions file's. Read from the database at each use, so a change applies to the next deposit without a
// restart. The market's own rules (Sweden: the first deposit only; UK: the wagering cap) still apply on top, where the
// offer is used.

/** A stored override as an offer; it was checked when written, so a row failing the file's rules now is a fault. */
export function overrideOffer(row: WelcomeOfferRow, settings: PromotionSettings): WelcomeOffer {
  const parsed = parseWelcomeSection(row.offer, settings.welcome.minimumDepositEurCents);
  if ('problems' in parsed) throw new Error(`The welcome offer of ${row.profile} is invalid: ${parsed.problems.join('; ')}`);
  return parsed.offer;
}

export async function welcomeOfferFor(db: Db, settings: PromotionSettings, profile: TMarketProfile): Promise<WelcomeOffer> {
  const row = await findWelcomeOfferRow(db, profile);
  return row ? overrideOffer(row, settings) : settings.welcome;
}

/** The welcome offer of the player's market profile. */
export async function welcomeOfferOfPlayer(db: Db, settings: PromotionSettings, userId: string): Promise<WelcomeOffer> {
  return welcomeOfferFor(db, settings, (await bonusRulesOf(db, userId)).profile);
}
