import type { TEligiblePromotions, TPromotionEvent } from '@casino/contracts';
import type { Db } from '../../db/client';
import { toMajorUnits } from '../../lib/money';
import { findGameByTitleKey } from '../games';
import { countCompletedDeposits } from '../payments';
import { bonusesStopped, bonusRulesOf } from '../responsible-gaming';
import { findPendingNoDeposit, noDepositEventOf } from './no-deposit';
import { findDecline, insertDecline } from './repo';
import type { PromotionSettings, WelcomeDeposit, WelcomeOffer } from './settings';
import { welcomeDepositOf } from './tiers';
import { welcomeOfferFor } from './welcome-offers';

// What a player is offered on their next deposit, and their "no thanks".

const eur = (cents: bigint) => toMajorUnits(cents, 'EUR');

/** The free-spins slots as the games list names them; one missing from the catalogue is left out. */
async function freeSpinGames(db: Db, settings: PromotionSettings) {
  const games = [];
  for (const key of settings.freeSpins.games) {
    const row = await findGameByTitleKey(db, key);
    if (row) games.push({ imageId: row.imageId ?? row.id, provider: row.provider });
  }
  return games;
}

async function eventOf(db: Db, settings: PromotionSettings, offer: WelcomeOffer, deposit: WelcomeDeposit): Promise<TPromotionEvent> {
  const games = await freeSpinGames(db, settings);
  const { maximumBonusEurCents, minimumDepositEurCents } = offer;
  let minimum = minimumDepositEurCents;
  const promotions = [];
  for (const tier of deposit.tiers) {
    // A tier whose whole range lies below the promotion minimum is never earned: not offered.
    if (tier.upToEurCents !== null && tier.upToEurCents < minimum) continue;
    promotions.push({
      config: {
        id: tier.id,
        freeSpins: { configs: [{ totalSpins: tier.freeSpins }], games },
        cashBonus: { maximumBonus: eur(maximumBonusEurCents), currency: 'EUR', percentage: tier.bonusPercent },
        depositRange: { minimumEur: eur(minimum), maximumEur: tier.upToEurCents === null ? null : eur(tier.upToEurCents) },
      },
    });
    if (tier.upToEurCents !== null) minimum = tier.upToEurCents + 1n;
  }
  return { info: { displayName: deposit.displayName, eventName: deposit.eventName }, promotions };
}

/**
 * GET /profile/promotion-eligible: the welcome offer of the player's market profile on their next deposit, while they have made fewer
 * than 5 (docs/product.md, Promotions) and have not declined it, and after it the NO DEPOSIT event while the player's sign-up
 * offer waits to be accepted (decision 025). Where the player's market allows one bonus only, at the first deposit
 * (Sweden), only the first deposit's offer, before it. Nothing while bonuses are stopped on the account (a strong sign of harm).
 */
export async function getEligiblePromotions(db: Db, settings: PromotionSettings, userId: string, now: Date): Promise<TEligiblePromotions> {
  const events: TPromotionEvent[] = [];
  // Bonuses stopped by a strong sign of harm: nothing is offered.
  if (await bonusesStopped(db, userId)) return { eligible: false, events };
  // One bonus only, at the first deposit (Sweden): the welcome offer of that deposit, and nothing else.
  const { bonusOnlyAtFirstDeposit, profile } = await bonusRulesOf(db, userId);
  const offer = await welcomeOfferFor(db, settings, profile);
  const next = (await countCompletedDeposits(db, userId)) + 1;
  const deposit = (await findDecline(db, userId)) || (bonusOnlyAtFirstDeposit && next !== 1) ? undefined : welcomeDepositOf(offer, next);
  if (deposit) events.push(await eventOf(db, settings, offer, deposit));
  const noDeposit = bonusOnlyAtFirstDeposit ? undefined : await findPendingNoDeposit(db, userId, now);
  if (noDeposit) events.push(noDepositEventOf(noDeposit, await freeSpinGames(db, settings), settings));
  return { eligible: events.length > 0, events };
}

/**
 * DELETE /profile/promotion-eligible: the player declines the welcome offer; deposits completed from now on
 * earn nothing, until the player accepts a promotion (POST /profile/promotion lifts the decline).
 */
export async function declineWelcomeOffer(db: Db, settings: PromotionSettings, userId: string, now: Date): Promise<TEligiblePromotions> {
  await insertDecline(db, userId, now);
  return getEligiblePromotions(db, settings, userId, now);
}
