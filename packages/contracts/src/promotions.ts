import { z } from 'zod';
import { textField } from './text';

// Promotions (SPEC.md §3 "Eligible promotions response", §7 /profile/promotion-eligible).

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
