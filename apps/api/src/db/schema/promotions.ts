import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgEnum, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';

// The promotions module's records: bonuses granted on deposits, the players who declined the welcome
// offer, and how far its consumers have read other modules' events. Money itself is in the ledger.

const minorUnits = (name: string) => numeric(name, { precision: 38, scale: 0, mode: 'bigint' });

/** active: wagering open. The wagering slice moves a grant on to completed, forfeited or expired. */
export const promotionGrantStatus = pgEnum('promotion_grant_status', ['active', 'completed', 'forfeited', 'expired']);

/** One welcome-offer grant per completed deposit: the unique deposit id makes a redelivered event grant nothing. */
export const promotionGrants = pgTable(
  'promotion_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The payments module's deposit (no foreign key: a module never reaches into another's tables). */
    depositId: uuid('deposit_id').notNull().unique(),
    /** The tier's id in the promotions file when granted. */
    promotionId: varchar('promotion_id', { length: 60 }).notNull(),
    depositNumber: smallint('deposit_number').notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    bonusAmount: minorUnits('bonus_amount').notNull(),
    freeSpins: integer('free_spins').notNull(),
    /** Stakes (in minor units of the currency, after contribution) to play before the bonus turns into real money. */
    wageringRequirement: minorUnits('wagering_requirement').notNull(),
    wagered: minorUnits('wagered')
      .notNull()
      .default(sql`0`),
    status: promotionGrantStatus('status').notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('promotion_grants_amounts_check', sql`${t.bonusAmount} >= 0 AND ${t.freeSpins} >= 0 AND ${t.wagered} >= 0`),
    index('promotion_grants_user_idx').on(t.userId, t.createdAt),
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
