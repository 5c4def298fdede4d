import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

// The promotions module's records: bonuses granted on deposits and coupons, the coupons and their
// redemptions, the players who declined the welcome offer, and how far its consumers have read other
// modules' events. Money itself is in the ledger.

const minorUnits = (name: string) => numeric(name, { precision: 38, scale: 0, mode: 'bigint' });

/**
 * pending: offered, no money moved, waits for the player's accept or reject. active: credited, wagering open.
 * The wagering slice moves an active grant on to completed, forfeited or expired.
 */
export const promotionGrantStatus = pgEnum('promotion_grant_status', [
  'active',
  'completed',
  'forfeited',
  'expired',
  'pending',
  'rejected',
]);

/** How the player came by a grant (the contracts' ZPlayerPromotionSource). */
export const promotionGrantSource = pgEnum('promotion_grant_source', ['deposit', 'no_deposit', 'coupon', 'staff']);

/** deposit: entered with a deposit and granted on it; redemption: redeemed on its own into a pending promotion. */
export const promotionCouponKind = pgEnum('promotion_coupon_kind', ['deposit', 'redemption']);

/**
 * The operator's bonus codes (npm run promotions:coupon). `uses` counts redemptions and is raised with the
 * row locked, so `total_uses` holds however many players redeem at once.
 */
export const promotionCoupons = pgTable(
  'promotion_coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Digits only (docs/product.md, Validation). */
    code: varchar('code', { length: 32 }).notNull().unique(),
    displayName: varchar('display_name', { length: 60 }).notNull(),
    kind: promotionCouponKind('kind').notNull(),
    /** A deposit coupon's least deposit, in EUR cents; null: any deposit. */
    minimumDepositEurCents: bigint('minimum_deposit_eur_cents', { mode: 'bigint' }),
    /** Percent of the deposit (deposit coupons only). */
    bonusPercent: integer('bonus_percent').notNull(),
    /** A fixed bonus in EUR cents, converted down to the player's currency; null: none. */
    bonusEurCents: bigint('bonus_eur_cents', { mode: 'bigint' }),
    freeSpins: integer('free_spins').notNull(),
    /** Redemptions allowed in all; null: unlimited. */
    totalUses: integer('total_uses'),
    uses: integer('uses').notNull().default(0),
    perPlayerLimit: integer('per_player_limit').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'promotion_coupons_terms_check',
      sql`${t.bonusPercent} >= 0 AND ${t.freeSpins} >= 0 AND ${t.perPlayerLimit} >= 1 AND ${t.uses} >= 0
        AND (${t.totalUses} IS NULL OR ${t.uses} <= ${t.totalUses}) AND (${t.bonusEurCents} IS NULL OR ${t.bonusEurCents} > 0)
        AND (${t.kind} = 'deposit' OR (${t.bonusPercent} = 0 AND ${t.minimumDepositEurCents} IS NULL))`,
    ),
  ],
);

/** One grant per completed deposit (a welcome tier or a deposit coupon): the unique deposit id makes a redelivered event grant nothing. */
export const promotionGrants = pgTable(
  'promotion_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The payments module's deposit (no foreign key: a module never reaches into another's tables); null for a
     * grant no deposit earned (a redeemed coupon).
     */
    depositId: uuid('deposit_id').unique(),
    /** The tier's id in the promotions file when granted, or `coupon-<code>`. */
    promotionId: varchar('promotion_id', { length: 60 }).notNull(),
    source: promotionGrantSource('source').notNull().default('deposit'),
    /** What the player is shown: "1st deposit", the coupon's title. */
    displayName: varchar('display_name', { length: 60 }).notNull(),
    couponId: uuid('coupon_id').references(() => promotionCoupons.id),
    /** Days the bonus lasts once active: a pending grant's expiry is set again when it is accepted. */
    validityDays: smallint('validity_days').notNull(),
    depositNumber: smallint('deposit_number').notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    bonusAmount: minorUnits('bonus_amount').notNull(),
    freeSpins: integer('free_spins').notNull(),
    /** Stakes (in minor units of the currency, after contribution) to play before the bonus turns into real money. */
    wageringRequirement: minorUnits('wagering_requirement').notNull(),
    /**
     * The multiple of bonus money this grant's requirement was set at, the player's market cap applied (UK: 10×); what a
     * free round's win or released winnings add to it too. Null for grants made before it was recorded: the file's multiplier.
     */
    wageringMultiple: smallint('wagering_multiple'),
    wagered: minorUnits('wagered')
      .notNull()
      .default(sql`0`),
    /**
     * A no-deposit grant's free-spin winnings held until the player's qualifying deposit (decision 025): no money
     * moved for them yet; released (and zeroed) as bonus money with the configured extra.
     */
    heldWinnings: minorUnits('held_winnings')
      .notNull()
      .default(sql`0`),
    status: promotionGrantStatus('status').notNull().default('active'),
    /** Active: when wagering must be done. Pending: until when the offer may be accepted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** A staff grant's reason and who gave it (their e-mail then), as the console shows them. */
    reason: varchar('reason', { length: 500 }),
    grantedByEmail: varchar('granted_by_email', { length: 254 }),
    /** Why a staff member forfeited the grant. */
    forfeitReason: varchar('forfeit_reason', { length: 500 }),
    /** A staff grant's form submission: the same key again grants nothing more. */
    idempotencyKey: varchar('idempotency_key', { length: 200 }).unique(),
  },
  (t) => [
    check('promotion_grants_amounts_check', sql`${t.bonusAmount} >= 0 AND ${t.freeSpins} >= 0 AND ${t.wagered} >= 0`),
    check('promotion_grants_held_winnings_check', sql`${t.heldWinnings} >= 0`),
    index('promotion_grants_user_idx').on(t.userId, t.createdAt),
    // One active bonus per player, whichever way two accepts or an accept and a grant race. Every grant made
    // active since accepted_at exists carries it; older ones (a player could hold several) are left out.
    uniqueIndex('promotion_grants_one_active_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'active' AND ${t.acceptedAt} IS NOT NULL`),
    // The sign-up offer is made once per player (decision 025), however often registration is retried.
    uniqueIndex('promotion_grants_one_no_deposit_idx')
      .on(t.userId)
      .where(sql`${t.source} = 'no_deposit'`),
  ],
);

/** Who redeemed which coupon: counted against its per-player limit; a deposit's coupon is used once per deposit. */
export const promotionCouponRedemptions = pgTable(
  'promotion_coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => promotionCoupons.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => promotionGrants.id, { onDelete: 'cascade' }),
    depositId: uuid('deposit_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('promotion_coupon_redemptions_player_idx').on(t.couponId, t.userId),
    unique('promotion_coupon_redemptions_deposit_key').on(t.depositId),
  ],
);

/** Players who said no to the welcome offer (DELETE /profile/promotion-eligible): deposits after that grant nothing. */
export const promotionDeclines = pgTable('promotion_declines', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  declinedAt: timestamp('declined_at', { withTimezone: true }).notNull(),
});

/** The last event id a consumer has handled, advanced in the transaction that acts on the events. */
export const promotionConsumerPositions = pgTable('promotion_consumer_positions', {
  consumer: varchar('consumer', { length: 40 }).primaryKey(),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The operator's welcome offer for one market profile, in place of the promotions file's (the file's `welcome`
 * section as JSON, checked by the same rules when written and read). No row: the file's offer.
 */
export const promotionWelcomeOffers = pgTable('promotion_welcome_offers', {
  profile: varchar('profile', { length: 16 }).primaryKey(),
  offer: jsonb('offer').notNull(),
  updatedById: uuid('updated_by_id').notNull(),
  updatedByEmail: varchar('updated_by_email', { length: 254 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
