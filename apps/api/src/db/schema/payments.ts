import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

// The payments module's records: what was asked of a gateway and what it answered. Money itself
// moves only in the ledger (schema/wallet.ts), from the gateway's clearing account.

const minorUnits = (name: string) => numeric(name, { precision: 38, scale: 0, mode: 'bigint' });

/** held: the gateway's notice disagreed with the deposit (amount, currency); never credited, an operator looks. */
export const depositStatus = pgEnum('deposit_status', ['pending', 'completed', 'failed', 'held']);

/** One deposit a player started; credited once, when its gateway's signed notice says it was paid. */
export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: varchar('gateway', { length: 32 }).notNull(),
    /** card, e-wallet, crypto...: what the player chose, shown in the history. */
    method: varchar('method', { length: 32 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    amount: minorUnits('amount').notNull(),
    status: depositStatus('status').notNull().default('pending'),
    promotionCoupon: varchar('promotion_coupon', { length: 32 }),
    /** The player chose "No bonus" for this deposit: it still counts as a deposit, but earns no grant. */
    declineBonus: boolean('decline_bonus').notNull().default(false),
    /** The gateway's or chain's reference once known (its payment id, a transaction hash and output). */
    reference: varchar('reference', { length: 200 }),
    failureReason: text('failure_reason'),
    /**
     * Why the operator must pay this credited deposit back: 'self_exclusion' for money paid in while the
     * person was self-excluded (credited, since it is theirs, but it earns nothing).
     */
    refundReason: varchar('refund_reason', { length: 32 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('deposits_amount_check', sql`${t.amount} > 0`),
    index('deposits_user_idx').on(t.userId, t.createdAt),
    // A payment is one deposit, whoever reports it and however often. On a chain the currency is part of the
    // payment's name: one Ethereum transaction can pay ETH and a USDT token under the same `hash:index`. (A
    // currency lives on one chain here, USDT being ERC-20 only, so the currency names the chain too.)
    uniqueIndex('deposits_gateway_currency_reference_idx').on(t.gateway, t.currency, t.reference),
  ],
);

/** Every notice a gateway sent, once per (gateway, event id): a repeated delivery is answered and ignored. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    gateway: varchar('gateway', { length: 32 }).notNull(),
    eventId: varchar('event_id', { length: 200 }).notNull(),
    depositId: uuid('deposit_id'),
    /** credited, failed, held or ignored (a deposit already settled, an unknown one). */
    outcome: varchar('outcome', { length: 16 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] })],
);

/**
 * Notices the sandbox gateways owe: sent until acknowledged with a 2xx, with growing delays between
 * attempts, as a real gateway's webhook sender does.
 */
export const sandboxWebhookDeliveries = pgTable(
  'sandbox_webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gateway: varchar('gateway', { length: 32 }).notNull(),
    eventId: varchar('event_id', { length: 200 }).notNull(),
    payload: text('payload').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_webhook_deliveries_event_idx').on(t.gateway, t.eventId),
    index('sandbox_webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} IS NULL`),
  ],
);

/**
 * What the payments module tells others (promotions grant bonuses on deposits), written in the same
 * transaction as the money (a transactional outbox); consumers keep their own position.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: varchar('type', { length: 32 }).notNull(),
    userId: uuid('user_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_events_user_idx').on(t.userId)],
);

/** unconfirmed: held, waiting for the player to open the link mailed to them (docs/decisions/035); pending: the operator's. */
export const withdrawalStatus = pgEnum('withdrawal_status', ['pending', 'completed', 'rejected', 'cancelled', 'unconfirmed']);

/** A player's request to take money out: held in the ledger when asked, paid or released when decided. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: varchar('method', { length: 32 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    amount: minorUnits('amount').notNull(),
    address: varchar('address', { length: 128 }),
    destinationTag: bigint('destination_tag', { mode: 'number' }),
    status: withdrawalStatus('status').notNull().default('pending'),
    /** Why an operator rejected it, shown to the player. */
    reason: text('reason'),
    /** The chain's or gateway's reference of the payout. */
    reference: varchar('reference', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Who decided it: a staff member's id, or "operator command"; null for the player's own cancellation. */
    decidedBy: varchar('decided_by', { length: 254 }),
    /** Above the four-eyes amount, the first of the two approvals; the second must come from someone else. */
    firstApprovedBy: varchar('first_approved_by', { length: 254 }),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    /** The staff members' e-mails as they were when they decided, for the queue to say who (ids above decide). */
    firstApprovedByEmail: varchar('first_approved_by_email', { length: 254 }),
    decidedByEmail: varchar('decided_by_email', { length: 254 }),
    /** How the player confirmed it: totp or recovery_code with the request, email through the mailed link. */
    confirmedWith: varchar('confirmed_with', { length: 16 }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** An unconfirmed request's mailed link (SHA-256 of the token), and when it lapses and the money goes back. */
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }).unique(),
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
  },
  (t) => [
    check('withdrawals_amount_check', sql`${t.amount} > 0`),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    // Cleared once confirmed or ended, so the index holds only the requests still waiting.
    index('withdrawals_confirm_by_idx')
      .on(t.confirmBy)
      .where(sql`${t.confirmBy} IS NOT NULL`),
  ],
);

/**
 * The crypto addresses a player may withdraw to, per currency (docs/decisions/035): usable from 24 h after they were
 * added, so a stranger in the account cannot add one and drain it at once. Removing is immediate.
 */
export const withdrawalAddresses = pgTable(
  'withdrawal_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 8 }).notNull(),
    address: varchar('address', { length: 128 }).notNull(),
    destinationTag: bigint('destination_tag', { mode: 'number' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
    usableAt: timestamp('usable_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('withdrawal_addresses_user_idx')
      .on(t.userId, t.currency)
      .where(sql`${t.removedAt} IS NULL`),
  ],
);

/**
 * A player's allow-list switch: on unless a row says from when it is off. Switching off takes effect 24 h after it
 * was asked (offFrom); switching on again is immediate and clears it.
 */
export const withdrawalAllowLists = pgTable('withdrawal_allow_lists', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  offFrom: timestamp('off_from', { withTimezone: true }),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});

/**
 * Derivation indexes of deposit addresses, one sequence for every currency: ETH and USDT share the
 * operator's Ethereum key, so an index used once can never give two players the same address.
 */
export const cryptoAddressIndex = pgSequence('crypto_address_index', { startWith: 0, minValue: 0 });

/** A player's own deposit address per crypto currency: derived once, then the same on every request. */
export const cryptoDepositAddresses = pgTable(
  'crypto_deposit_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 8 }).notNull(),
    address: varchar('address', { length: 128 }).notNull(),
    /** XRP: the tag naming the player on the operator's one account; null elsewhere. */
    destinationTag: bigint('destination_tag', { mode: 'number' }),
    derivationIndex: bigint('derivation_index', { mode: 'number' }).notNull(),
    /** The bonus code the player gave last: applied to the next deposit seen at this address. */
    promotionCoupon: varchar('promotion_coupon', { length: 32 }),
    /** No bonus chosen (the offer nor a code): the next deposit seen at this address earns no grant. */
    declineBonus: boolean('decline_bonus').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.currency] }),
    // An incoming transfer names exactly one player; -1 stands for "no tag" (NULLs would never collide).
    uniqueIndex('crypto_deposit_addresses_address_idx').on(t.currency, t.address, sql`coalesce(${t.destinationTag}, -1)`),
  ],
);

/**
 * SANDBOX ONLY: the blockchain the sandbox chain adapter reads. A transaction is broadcast now and gains a
 * confirmation per block time of its chain; dropped_at makes it vanish, as a reorganisation would.
 */
export const sandboxChainTransactions = pgTable(
  'sandbox_chain_transactions',
  {
    currency: varchar('currency', { length: 8 }).notNull(),
    txHash: varchar('tx_hash', { length: 64 }).notNull(),
    outputIndex: integer('output_index').notNull(),
    toAddress: varchar('to_address', { length: 128 }).notNull(),
    destinationTag: bigint('destination_tag', { mode: 'number' }),
    amount: minorUnits('amount').notNull(),
    broadcastAt: timestamp('broadcast_at', { withTimezone: true }).notNull(),
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.txHash, t.outputIndex] }),
    check('sandbox_chain_transactions_amount_check', sql`${t.amount} > 0`),
    index('sandbox_chain_transactions_broadcast_idx').on(t.broadcastAt),
  ],
);

/**
 * SANDBOX ONLY: the blocks of the sandbox chain, one every block time of its currency from the Unix epoch.
 * A block's hash is drawn when it is first read after its time (its mining), then never changes.
 */
export const sandboxChainBlocks = pgTable(
  'sandbox_chain_blocks',
  {
    currency: varchar('currency', { length: 8 }).notNull(),
    height: bigint('height', { mode: 'number' }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    minedAt: timestamp('mined_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.height] })],
);
