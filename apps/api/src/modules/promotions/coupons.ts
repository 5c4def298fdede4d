import type { TCouponValidationResponse, TCurrencyCode, TPlayerPromotion } from '@casino/contracts';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import { convertFromEurFloor, toMajorUnits } from '../../lib/money';
import { getRatePerEur } from '../currency';
import type { DepositCompletedEvent } from '../payments';
import { bonusRulesOf } from '../responsible-gaming';
import { findDefaultCurrency } from '../wallet';
import { countPlayerRedemptions, findCoupon, insertRedemption, lockCoupon, type CouponRow } from './coupons-repo';
import { oneBonusSentence } from './one-bonus';
import { assertBonusesAllowed, DAY_MS, viewGrant } from './player-promotions';
import { insertGrant, type NewPromotionGrant } from './repo';
import type { PromotionSettings, WelcomeOffer } from './settings';
import { cappedBonus } from './tiers';
import { wageringMultipleFor } from './wagering';

// Bonus codes (docs/decisions/024-promotion-lifecycle-and-coupons.md): checked for a player, redeemed into a
// pending promotion, or honoured on the deposit they were entered with.

const eur = (cents: bigint) => toMajorUnits(cents, 'EUR');
export const DEPOSIT_COUPON_ONLY = 'This bonus code is given with a deposit: enter it in the deposit dialog.';

/** Why a coupon cannot be used at `at` by anyone, or undefined. */
export function couponRefusal(coupon: CouponRow | undefined, at: Date): string | undefined {
  if (!coupon) return 'This bonus code does not exist.';
  if (coupon.disabledAt && coupon.disabledAt <= at) return 'This bonus code is no longer available.';
  if (coupon.validFrom && at < coupon.validFrom) return 'This bonus code is not valid yet.';
  if (coupon.validUntil && at >= coupon.validUntil) return 'This bonus code has expired.';
  if (coupon.totalUses !== null && coupon.uses >= coupon.totalUses) return 'This bonus code has been used up.';
  return undefined;
}

/** Why this player may not use it again, or undefined. */
export function playerRefusal(coupon: CouponRow, usedByPlayer: number): string | undefined {
  if (usedByPlayer < coupon.perPlayerLimit) return undefined;
  return coupon.perPlayerLimit === 1
    ? 'You have already used this bonus code.'
    : `You have used this bonus code ${coupon.perPlayerLimit} times, the most allowed.`;
}

export function couponTermsOf(coupon: CouponRow): TCouponValidationResponse {
  return {
    couponName: coupon.code,
    displayName: coupon.displayName,
    requiresDeposit: coupon.kind === 'deposit',
    minimumDepositEur: coupon.minimumDepositEurCents === null ? null : eur(coupon.minimumDepositEurCents),
    bonusPercent: coupon.bonusPercent,
    bonusEur: coupon.bonusEurCents === null ? null : eur(coupon.bonusEurCents),
    freeSpins: coupon.freeSpins,
    expiresAt: coupon.validUntil?.toISOString() ?? null,
  };
}

/** POST /user-service/api/v1/promotion/coupon: what the code gives this player, or a 400 naming why not. */
export async function validateCoupon(db: Db, userId: string, code: string, now: Date): Promise<TCouponValidationResponse> {
  const rules = await bonusRulesOf(db, userId);
  if (rules.bonusOnlyAtFirstDeposit) throw badRequest(oneBonusSentence(rules, 'bonus codes cannot be used'), 'couponName');
  const coupon = await findCoupon(db, code);
  const refusal = couponRefusal(coupon, now) ?? playerRefusal(coupon!, await countPlayerRedemptions(db, coupon!.id, userId));
  if (refusal) throw badRequest(refusal, 'couponName');
  return couponTermsOf(coupon!);
}

/** The grant's fields a coupon decides. */
function couponGrant(
  settings: PromotionSettings,
  coupon: CouponRow,
  terms: {
    userId: string;
    currency: TCurrencyCode;
    bonus: bigint;
    depositId: string | null;
    depositNumber: number;
    /** The player's wagering multiple (wageringMultipleFor). */
    multiple: number;
    now: Date;
  },
  status: NewPromotionGrant['status'],
): NewPromotionGrant {
  const { validityDays } = settings.wagering;
  return {
    userId: terms.userId,
    depositId: terms.depositId,
    promotionId: `coupon-${coupon.code}`,
    source: 'coupon',
    displayName: coupon.displayName,
    couponId: coupon.id,
    depositNumber: terms.depositNumber,
    currency: terms.currency,
    bonusAmount: terms.bonus,
    freeSpins: coupon.freeSpins,
    wageringRequirement: terms.bonus * BigInt(terms.multiple),
    wageringMultiple: terms.multiple,
    validityDays,
    status,
    acceptedAt: status === 'active' ? terms.now : null,
    expiresAt: new Date(terms.now.getTime() + validityDays * DAY_MS),
    createdAt: terms.now,
  };
}

/**
 * PUT /profile/redeem-promotion-coupon: a redemption coupon becomes a pending promotion in the player's
 * default currency (its fixed EUR bonus converted down), accepted or rejected like any other. The coupon's
 * row is locked for the check and the count, so its total and per-player limits hold under concurrency.
 */
export async function redeemCoupon(
  db: Db,
  settings: PromotionSettings,
  userId: string,
  code: string,
  now: Date,
): Promise<TPlayerPromotion> {
  const rules = await bonusRulesOf(db, userId);
  if (rules.bonusOnlyAtFirstDeposit) throw badRequest(oneBonusSentence(rules, 'bonus codes cannot be used'), 'promotionCoupon');
  const grant = await db.transaction(async (tx) => {
    await assertBonusesAllowed(tx, userId);
    const coupon = await lockCoupon(tx, code);
    const refusal = couponRefusal(coupon, now);
    if (refusal) throw badRequest(refusal, 'promotionCoupon');
    if (coupon!.kind === 'deposit') throw badRequest(DEPOSIT_COUPON_ONLY, 'promotionCoupon');
    const used = playerRefusal(coupon!, await countPlayerRedemptions(tx, coupon!.id, userId));
    if (used) throw badRequest(used, 'promotionCoupon');
    const currency = await findDefaultCurrency(tx, userId);
    if (!currency) throw conflict('Add a currency to your account first.');
    const bonus =
      coupon!.bonusEurCents === null ? 0n : convertFromEurFloor(coupon!.bonusEurCents, await getRatePerEur(tx, currency), currency);
    const multiple = await wageringMultipleFor(tx, settings, userId);
    const row = await insertGrant(
      tx,
      couponGrant(settings, coupon!, { userId, currency, bonus, depositId: null, depositNumber: 0, multiple, now }, 'pending'),
    );
    await insertRedemption(tx, { couponId: coupon!.id, userId, grantId: row!.id, depositId: null, createdAt: now });
    return row!;
  });
  return viewGrant(db, settings, grant);
}

/**
 * The grant a deposit's coupon earns, or undefined (no code, an unknown or redemption one, one not valid when
 * the deposit completed, used up, over the player's limit, or a deposit below its minimum): the deposit then
 * earns its welcome tier as usual. The percentage is capped like the welcome offer's (`offer`: the player's profile's). The caller inserts the
 * grant and then calls `record` with its id; the coupon stays locked until the caller's transaction ends.
 */
export async function depositCouponGrant(
  tx: Db,
  settings: PromotionSettings,
  offer: WelcomeOffer,
  event: DepositCompletedEvent,
  status: NewPromotionGrant['status'],
  now: Date,
): Promise<{ grant: NewPromotionGrant; record(grantId: string): Promise<void> } | undefined> {
  if (!event.promotionCoupon) return undefined;
  const coupon = await lockCoupon(tx, event.promotionCoupon);
  if (couponRefusal(coupon, event.createdAt) || coupon!.kind !== 'deposit') return undefined;
  if (playerRefusal(coupon!, await countPlayerRedemptions(tx, coupon!.id, event.userId))) return undefined;
  if (coupon!.minimumDepositEurCents !== null && event.eurCents < coupon!.minimumDepositEurCents) return undefined;
  const rate = await getRatePerEur(tx, event.currency);
  const cap = convertFromEurFloor(offer.maximumBonusEurCents, rate, event.currency);
  const fixed = coupon!.bonusEurCents === null ? 0n : convertFromEurFloor(coupon!.bonusEurCents, rate, event.currency);
  const bonus = cappedBonus(event.amount, coupon!.bonusPercent, cap) + fixed;
  const terms = {
    userId: event.userId,
    currency: event.currency,
    bonus,
    depositId: event.depositId,
    depositNumber: event.depositNumber,
    multiple: await wageringMultipleFor(tx, settings, event.userId),
    now,
  };
  return {
    grant: couponGrant(settings, coupon!, terms, status),
    record: (grantId) =>
      insertRedemption(tx, { couponId: coupon!.id, userId: event.userId, grantId, depositId: event.depositId, createdAt: now }),
  };
}
