import { z } from 'zod';
import { ZIdempotencyKey } from './money';
import { ZPlayerPromotionSource, ZPlayerPromotionStatus } from './promotions';
import { ZMarketProfile } from './safer-gambling';
import { STAFF_REASON_MAX_LENGTH, ZStaffActor } from './staff-payments';
import { ZStaffPlayerParams } from './staff-players';
import { textField } from './text';
import { ZCurrencyCode } from './wallet';

// The operator's bonuses (/staff-api/v1/coupons, /welcome-offers, /players/{id}/bonuses; permission bonuses.manage):
// bonus codes, the welcome offer per market profile, and bonuses granted or forfeited by hand. EUR amounts are decimal
// strings as the promotions file writes them; the rules of each value are the API's (the file's and the coupon
// command's own checks), answered as a 400 naming every problem.

// ---- Coupons ---------------------------------------------------------------------------------------------------

export const COUPON_KINDS = ['deposit', 'redemption'] as const;
/** active: usable now; scheduled: before its start; expired: past its end; used-up: no use left; disabled by staff. */
export const COUPON_STATUSES = ['active', 'scheduled', 'expired', 'used-up', 'disabled'] as const;

export const ZStaffCoupon = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(COUPON_KINDS),
  minimumDepositEur: z.string().nullable(),
  bonusPercent: z.number().int(),
  bonusEur: z.string().nullable(),
  freeSpins: z.number().int(),
  /** Uses allowed in all; null: unlimited. */
  totalUses: z.number().int().nullable(),
  uses: z.number().int(),
  perPlayerLimit: z.number().int(),
  validFrom: z.iso.datetime().nullable(),
  validUntil: z.iso.datetime().nullable(),
  disabledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  status: z.enum(COUPON_STATUSES),
});
export type TStaffCoupon = z.infer<typeof ZStaffCoupon>;
export const ZStaffCoupons = z.object({ items: z.array(ZStaffCoupon) });
export type TStaffCoupons = z.infer<typeof ZStaffCoupons>;

/** One option of `promotions:coupon create`, as text; an empty one is left out. */
const ZCouponOption = textField().max(100, { error: 'Each value must have at most 100 characters' }).optional();

/**
 * POST /coupons: the options of `npm run promotions:coupon -- create`, checked by the same rules (code digits,
 * something given, a percentage only with a deposit, uses, dates…). `uses` is a number or "unlimited".
 */
export const ZStaffCouponCreateRequest = z.object({
  code: textField({ error: 'code is required' }).max(100),
  name: ZCouponOption,
  kind: z.enum(COUPON_KINDS, { error: 'kind must be deposit or redemption' }),
  minimumDepositEur: ZCouponOption,
  bonusPercent: ZCouponOption,
  bonusEur: ZCouponOption,
  freeSpins: ZCouponOption,
  uses: ZCouponOption,
  perPlayer: ZCouponOption,
  /** 2026-12-31 or 2026-12-31T23:59:00Z (UTC unless an offset is given). */
  validFrom: ZCouponOption,
  validUntil: ZCouponOption,
});
export type TStaffCouponCreateRequest = z.infer<typeof ZStaffCouponCreateRequest>;

export const ZStaffCouponParams = z.object({
  code: z.string().regex(/^\d{1,32}$/, { error: 'code must be the code of a coupon in the list' }),
});

// ---- The welcome offer per market profile ----------------------------------------------------------------------

const ZEurText = textField().max(20, { error: 'An amount must have at most 20 characters' });

/** A tier of an offer as the operator writes it: deposits up to `upToEur` (null: no bound) earn the percent and spins. */
export const ZStaffWelcomeTierInput = z.object({
  upToEur: ZEurText.nullable(),
  bonusPercent: z.number({ error: 'bonusPercent must be a number' }).int({ error: 'bonusPercent must be a whole number' }),
  freeSpins: z.number({ error: 'freeSpins must be a number' }).int({ error: 'freeSpins must be a whole number' }),
});
export type TStaffWelcomeTierInput = z.infer<typeof ZStaffWelcomeTierInput>;

/** PUT /welcome-offers/{profile}: the offer for deposits 1 to 5 and the most one deposit's bonus may be. */
export const ZStaffWelcomeOfferRequest = z.object({
  maximumBonusEur: ZEurText,
  deposits: z
    .array(
      z.object({
        depositNumber: z.number({ error: 'depositNumber must be a number' }).int(),
        tiers: z.array(ZStaffWelcomeTierInput).max(20, { error: 'A deposit has at most 20 tiers' }),
      }),
    )
    .max(5, { error: 'The offer covers deposits 1 to 5' }),
});
export type TStaffWelcomeOfferRequest = z.infer<typeof ZStaffWelcomeOfferRequest>;

export const ZStaffWelcomeOfferParams = z.object({ profile: ZMarketProfile });

export const ZStaffWelcomeOffer = z.object({
  profile: ZMarketProfile,
  /** The profile's name ("Sweden"). */
  profileName: z.string(),
  /** Where the offer in force comes from: the promotions file, or an operator's override for this profile. */
  source: z.enum(['file', 'override']),
  maximumBonusEur: z.string(),
  /** PROMOTION_MIN_EUR: a smaller deposit earns nothing (not editable here). */
  minimumDepositEur: z.string(),
  deposits: z.array(
    z.object({
      depositNumber: z.number().int(),
      displayName: z.string(),
      tiers: z.array(ZStaffWelcomeTierInput.extend({ id: z.string(), upToEur: z.string().nullable() })),
    }),
  ),
  /** What the market applies on top of any offer. */
  marketRules: z.object({ bonusOnlyAtFirstDeposit: z.boolean(), wageringMaxMultiple: z.number().int().nullable() }),
  /** Who set the override and when; null for the file's. */
  updatedBy: ZStaffActor.nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type TStaffWelcomeOffer = z.infer<typeof ZStaffWelcomeOffer>;
export const ZStaffWelcomeOffers = z.object({ items: z.array(ZStaffWelcomeOffer) });
export type TStaffWelcomeOffers = z.infer<typeof ZStaffWelcomeOffers>;

// ---- A player's bonuses ----------------------------------------------------------------------------------------

export const STAFF_BONUS_REASON_MIN_LENGTH = 3;

/** Why a staff member granted or forfeited a bonus: kept on the grant and in the audit trail. */
export const ZStaffBonusReason = textField({ error: 'A reason is required' })
  .trim()
  .min(STAFF_BONUS_REASON_MIN_LENGTH, { error: `The reason must have at least ${STAFF_BONUS_REASON_MIN_LENGTH} characters` })
  .max(STAFF_REASON_MAX_LENGTH, { error: `The reason must have at most ${STAFF_REASON_MAX_LENGTH} characters` });

export const ZStaffPlayerGrantParams = ZStaffPlayerParams.extend({
  grantId: z.uuid({ error: 'grantId must be the id of a bonus in the list' }),
});

/** POST /players/{playerId}/bonuses: bonus money in minor units of `currency` ("2500" is 25.00 EUR), and/or free spins. */
export const ZStaffBonusGrantRequest = z
  .object({
    currency: ZCurrencyCode,
    amount: z
      .string({ error: 'amount is required' })
      .regex(/^\d{1,38}$/, { error: 'amount must be whole minor units, such as "2500" for 25.00' }),
    freeSpins: z.number({ error: 'freeSpins must be a number' }).int().min(0).max(10_000, { error: 'At most 10000 free spins' }).default(0),
    reason: ZStaffBonusReason,
    /** One per submission of the form: the same key again answers the first grant, moving nothing more. */
    idempotencyKey: ZIdempotencyKey,
  })
  // A malformed amount has its own issue already.
  .refine((v) => !/^\d{1,38}$/.test(v.amount) || BigInt(v.amount) > 0n || v.freeSpins > 0, {
    error: 'Give an amount, free spins or both',
    path: ['amount'],
  });
export type TStaffBonusGrantRequest = z.input<typeof ZStaffBonusGrantRequest>;

export const ZStaffBonusForfeitRequest = z.object({ reason: ZStaffBonusReason });
export type TStaffBonusForfeitRequest = z.infer<typeof ZStaffBonusForfeitRequest>;

/** One of the player's bonuses; money in `currency` major units. */
export const ZStaffPlayerBonus = z.object({
  id: z.string(),
  status: ZPlayerPromotionStatus,
  source: ZPlayerPromotionSource,
  displayName: z.string(),
  currency: ZCurrencyCode,
  bonusAmount: z.string(),
  /** What the active bonus holds now; null otherwise. */
  bonusBalance: z.string().nullable(),
  wagered: z.string(),
  wageringRequirement: z.string(),
  freeSpins: z.number().int(),
  /** Spins the active bonus still pays for; null otherwise. */
  freeSpinsLeft: z.number().int().nullable(),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  /** A staff grant's reason and giver; a staff forfeit's reason. */
  reason: z.string().nullable(),
  grantedBy: z.string().nullable(),
  forfeitReason: z.string().nullable(),
});
export type TStaffPlayerBonus = z.infer<typeof ZStaffPlayerBonus>;

export const ZStaffPlayerBonuses = z.object({
  items: z.array(ZStaffPlayerBonus),
  /** The player's wallet currencies: a bonus is granted in one of them. */
  currencies: z.array(ZCurrencyCode),
});
export type TStaffPlayerBonuses = z.infer<typeof ZStaffPlayerBonuses>;
