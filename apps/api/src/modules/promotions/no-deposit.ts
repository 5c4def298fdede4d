import type { TCurrencyCode, TPromotionEvent } from '@casino/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionGrants } from '../../db/schema/promotions';
import { toMajorUnits } from '../../lib/money';
import { bonusRulesOf } from '../responsible-gaming';
import { DAY_MS } from './player-promotions';
import type { PromotionGrantRow } from './repo';
import type { PromotionSettings } from './settings';
import { wageringMultipleFor } from './wagering';

// The sign-up offer (docs/product.md, Promotions; decision 025): free spins without a deposit, offered pending once
// per player in the sign-up's transaction, accepted like any other promotion.

export const NO_DEPOSIT_EVENT = 'NO_DEPOSIT';

/**
 * Offers the operator's no-deposit spins to a new player, inside the sign-up transaction (so a player exists
 * with their offer or not at all); a second call for the same player adds nothing (a partial unique index).
 */
export async function offerNoDepositSpins(
  tx: Db,
  settings: PromotionSettings,
  input: { userId: string; currency: TCurrencyCode },
  now: Date,
): Promise<PromotionGrantRow | undefined> {
  const offer = settings.noDeposit;
  if (!offer) return undefined;
  // A market allowing one bonus only, at the first deposit (Sweden), gives no sign-up spins.
  if ((await bonusRulesOf(tx, input.userId)).bonusOnlyAtFirstDeposit) return undefined;
  const [row] = await tx
    .insert(promotionGrants)
    .values({
      userId: input.userId,
      promotionId: 'no-deposit',
      source: 'no_deposit',
      displayName: offer.displayName,
      validityDays: offer.validityDays,
      depositNumber: 0,
      currency: input.currency,
      bonusAmount: 0n,
      freeSpins: offer.freeSpins,
      wageringRequirement: 0n,
      // What its spins' wins add to the requirement, the player's market cap applied.
      wageringMultiple: await wageringMultipleFor(tx, settings, input.userId),
      status: 'pending',
      // The offer lapses unaccepted after as many days as its spins would last.
      expiresAt: new Date(now.getTime() + offer.validityDays * DAY_MS),
      createdAt: now,
    })
    .onConflictDoNothing({ target: promotionGrants.userId, where: eq(promotionGrants.source, 'no_deposit') })
    .returning();
  return row;
}

/** The player's no-deposit offer while it can still be accepted. */
export async function findPendingNoDeposit(db: Db, userId: string, now: Date): Promise<PromotionGrantRow | undefined> {
  const [row] = await db
    .select()
    .from(promotionGrants)
    .where(
      and(
        eq(promotionGrants.userId, userId),
        eq(promotionGrants.source, 'no_deposit'),
        eq(promotionGrants.status, 'pending'),
        gt(promotionGrants.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The eligible response's NO DEPOSIT event (docs/product.md, Promotions): its one promotion's id is the pending grant's, the one
 * POST /profile/promotion accepts; no cash, no deposit range.
 */
export function noDepositEventOf(
  grant: PromotionGrantRow,
  games: { imageId: string; provider: string }[],
  settings: PromotionSettings,
): TPromotionEvent {
  const currency = grant.currency as TCurrencyCode;
  return {
    info: { displayName: settings.noDeposit?.displayName ?? grant.displayName, eventName: NO_DEPOSIT_EVENT },
    promotions: [
      {
        config: {
          id: grant.id,
          freeSpins: { configs: [{ totalSpins: grant.freeSpins }], games },
          cashBonus: { maximumBonus: toMajorUnits(0n, currency), currency, percentage: 0 },
          depositRange: { minimumEur: '0.00', maximumEur: '0.00' },
        },
      },
    ],
  };
}
