import { z } from 'zod';
import { textField } from './text';

// Promotions (docs/product.md, Promotions).

/** One promotion of an event: its free spins and cash bonus. */
export const ZPromotionConfig = z.object({
  /** Stable id: the one a player accepts or rejects. */
  id: textField(),
  freeSpins: z.object({
    configs: z.array(z.object({ totalSpins: z.number().int().min(0) })),
    /** The slots the spins are played on, as the games list names them. */
    games: z.array(z.object({ imageId: textField(), provider: textField() })),
  }),
  cashBonus: z.object({
    /** The most one deposit's bonus can be, in `currency` major units ("8000.00"). */
    maximumBonus: textField(),
    currency: textField(),
    /** Bonus as a percentage of the deposit. */
    percentage: z.number().int().min(0),
  }),
  /**
   * The deposits the promotion applies to, by their worth in EUR (major units, both ends inclusive; null: no
   * upper bound). The deposit dialog shows the one matching the amount typed.
   */
  depositRange: z.object({ minimumEur: textField(), maximumEur: textField().nullable() }),
});
export type TPromotionConfig = z.infer<typeof ZPromotionConfig>;

/** An event a player can earn promotions on ("1st deposit"); the display name NO DEPOSIT is handled specially. */
export const ZPromotionEvent = z.object({
  info: z.object({ displayName: textField(), eventName: textField() }),
  promotions: z.array(z.object({ config: ZPromotionConfig })),
});
export type TPromotionEvent = z.infer<typeof ZPromotionEvent>;

/** GET and DELETE /profile-service/api/v1/profile/promotion-eligible. */
export const ZEligiblePromotions = z.object({
  /** False once the player has made 5 deposits or declined the welcome offer. */
  eligible: z.boolean(),
  events: z.array(ZPromotionEvent),
});
export type TEligiblePromotions = z.infer<typeof ZEligiblePromotions>;

/**
 * Where a player's promotion stands: `pending` is offered and waits for accept or reject; `active` is taken
 * and its wagering is open; the rest are final.
 */
export const PLAYER_PROMOTION_STATUSES = ['pending', 'active', 'completed', 'forfeited', 'expired', 'rejected'] as const;
export const ZPlayerPromotionStatus = z.enum(PLAYER_PROMOTION_STATUSES);
export type TPlayerPromotionStatus = z.infer<typeof ZPlayerPromotionStatus>;

/** How the player came by it. */
export const ZPlayerPromotionSource = z.enum(['deposit', 'no_deposit', 'coupon', 'staff']);

/** A promotion (id, accepted; docs/product.md, Promotions), with what the promotions pages show of it. Money in `currency` major units. */
export const ZPlayerPromotion = z.object({
  id: textField(),
  accepted: z.boolean(),
  status: ZPlayerPromotionStatus,
  source: ZPlayerPromotionSource,
  /** "1st deposit", "NO DEPOSIT", the coupon's title. */
  displayName: textField(),
  currency: textField(),
  /** The bonus money granted with the promotion (a no-deposit offer grants none: its spins win it). */
  bonusAmount: textField(),
  /**
   * While the promotion is active, the bonus money it holds now: the player's bonus balance in its currency, its bonus
   * stakes in rounds still open and its free-spin winnings held for the unlock deposit. Null otherwise.
   */
  bonusBalance: textField().nullable(),
  freeSpins: z.number().int().min(0),
  /** The slot the free spins are played on, as the games list names it; null without spins. */
  freeSpinsGame: z.object({ slug: textField(), name: textField(), imageId: textField(), provider: textField() }).nullable(),
  /** Stakes to place before the bonus turns into real money, and how much counts so far. */
  wageringRequirement: textField(),
  wagered: textField(),
  /**
   * Which money a stake takes first while the player holds bonus money (decision 023). Only the bonus-funded part of
   * a stake counts towards `wagered`, times the game's contribution.
   */
  spendOrder: z.enum(['real-first', 'bonus-first']),
  /** The most one stake may be while the bonus is active; null when not limited. */
  maximumBet: textField().nullable(),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type TPlayerPromotion = z.infer<typeof ZPlayerPromotion>;

/** GET /profile-service/api/v1/profile/promotion: newest first. */
export const ZPlayerPromotionList = z.array(ZPlayerPromotion);
export type TPlayerPromotionList = z.infer<typeof ZPlayerPromotionList>;

/** POST /profile-service/api/v1/profile/promotion: accepts a pending promotion. */
export const ZAcceptPromotionRequest = z.object({ id: textField() });
export type TAcceptPromotionRequest = z.infer<typeof ZAcceptPromotionRequest>;

/** DELETE /profile-service/api/v1/profile/promotion?id=…: rejects one pending promotion, or every one without `id`. */
export const ZRejectPromotionQuery = z.object({ id: textField().optional() });
export type TRejectPromotionQuery = z.infer<typeof ZRejectPromotionQuery>;

/** POST /user-service/api/v1/promotion/coupon (docs/product.md, Promotions): a bonus code is digits only. */
export const ZCouponValidationRequest = z.object({
  couponName: z
    .string({ error: 'Enter a bonus code' })
    .min(1, 'Enter a bonus code')
    .max(32, 'Bonus code must have at most 32 digits')
    .regex(/^\d+$/, 'Bonus code must contain digits only'),
});
export type TCouponValidationRequest = z.infer<typeof ZCouponValidationRequest>;

/** What a valid code gives; an unknown, used up or expired one is a 400 naming why. */
export const ZCouponValidationResponse = z.object({
  couponName: textField(),
  displayName: textField(),
  /** Redeemed with PUT /profile/redeem-promotion-coupon, or given with a deposit of at least `minimumDepositEur`. */
  requiresDeposit: z.boolean(),
  minimumDepositEur: textField().nullable(),
  bonusPercent: z.number().int().min(0),
  /** A fixed bonus in EUR major units ("10.00"), or null. */
  bonusEur: textField().nullable(),
  freeSpins: z.number().int().min(0),
  expiresAt: z.iso.datetime().nullable(),
});
export type TCouponValidationResponse = z.infer<typeof ZCouponValidationResponse>;

/** PUT /profile-service/api/v1/profile/redeem-promotion-coupon: answers the pending promotion it gave. */
export const ZRedeemCouponRequest = z.object({ promotionCoupon: ZCouponValidationRequest.shape.couponName });
export type TRedeemCouponRequest = z.infer<typeof ZRedeemCouponRequest>;

/** GET /profile-service/api/v1/profile/loyalty-level: levels by real money wagered, in EUR major units. */
export const ZLoyaltyLevel = z.object({
  level: z.number().int().min(1),
  name: textField(),
  wageredEur: textField(),
  next: z.object({ level: z.number().int().min(2), name: textField(), wageredEur: textField() }).nullable(),
});
export type TLoyaltyLevel = z.infer<typeof ZLoyaltyLevel>;

/** One band of a welcome deposit as the public pages show it; EUR major units, both ends inclusive. */
export const ZWelcomeTierSummary = z.object({
  id: textField(),
  minimumEur: textField(),
  /** null: no upper bound. */
  maximumEur: textField().nullable(),
  bonusPercent: z.number().int().min(0),
  freeSpins: z.number().int().min(0),
});
export type TWelcomeTierSummary = z.infer<typeof ZWelcomeTierSummary>;

/** The offer on one of the first deposits: its bands and the most it can give. */
export const ZWelcomeDepositSummary = z.object({
  depositNumber: z.number().int().min(1),
  displayName: textField(),
  /** The largest bonus this deposit can earn, in EUR (the cap, or less when every band is bounded below it). */
  maximumBonusEur: textField(),
  /** The most free spins this deposit can earn. */
  freeSpins: z.number().int().min(0),
  tiers: z.array(ZWelcomeTierSummary),
});
export type TWelcomeDepositSummary = z.infer<typeof ZWelcomeDepositSummary>;

/**
 * GET /profile-service/api/v1/promotion/welcome (public): the operator's welcome offer summed up from its
 * configuration, the one source of every welcome text ("{totalMaximumBonusEur} EUR + {totalFreeSpins} free spins").
 */
export const ZWelcomeOfferSummary = z.object({
  /** The sum over the deposits of the largest bonus each can earn, in EUR ("40000.00"). */
  totalMaximumBonusEur: textField(),
  /** The sum over the deposits of the most free spins each can earn. */
  totalFreeSpins: z.number().int().min(0),
  /** The cap on one deposit's bonus, in EUR. */
  maximumBonusPerDepositEur: textField(),
  /** The highest bonus percentage of any band. */
  topBonusPercent: z.number().int().min(0),
  /** A smaller deposit earns nothing. */
  minimumDepositEur: textField(),
  /** The offer applies while the player has made fewer deposits than this: the last deposit number offered (docs/product.md, Promotions: 5). */
  depositLimit: z.number().int().min(1),
  deposits: z.array(ZWelcomeDepositSummary),
  /** Which money a stake takes first while the player has bonus money; the rest comes from the other. */
  spendOrder: z.enum(['real-first', 'bonus-first']),
});
export type TWelcomeOfferSummary = z.infer<typeof ZWelcomeOfferSummary>;
