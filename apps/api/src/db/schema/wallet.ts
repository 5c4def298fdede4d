import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/** A player's currency wallets; exactly one is the default. Balances live in the ledger. */
export const funds = pgTable(
  'funds',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 8 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.currency] }),
    uniqueIndex('funds_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const PLAYER_ACCOUNT_KINDS = ['player_real', 'player_bonus', 'player_free_spin', 'player_held'] as const;
/** `jackpot`: one pool per currency (shard 0 only), fed from the house by stakes and paid out whole on a win. */
export const HOUSE_ACCOUNT_KINDS = ['house', 'gateway_clearing', 'promotions', 'jackpot'] as const;
export const ledgerAccountKind = pgEnum('ledger_account_kind', [...PLAYER_ACCOUNT_KINDS, ...HOUSE_ACCOUNT_KINDS]);

export const TRANSFER_KINDS = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'rollback',
  'bonus',
  'bonus_conversion',
  'bonus_forfeit',
  'adjustment',
  'hold',
  'release',
  // House to a jackpot pool (a stake's share, a seed) and a won pool back to the house, which pays it through the wallet API.
  'jackpot_contribution',
  'jackpot_seed',
  'jackpot_win',
] as const;
export const ledgerTransferKind = pgEnum('ledger_transfer_kind', TRANSFER_KINDS);

/** Minor units: numeric(38,0) in SQL, bigint in TypeScript (crypto needs more than 64 bits). */
const minorUnits = (name: string) => numeric(name, { precision: 38, scale: 0, mode: 'bigint' });

/**
 * One balance per (kind, currency, owner, shard). Player accounts have a user and shard 0; house-side
 * accounts have no user and are split into shard rows so concurrent transfers do not queue on one row.
 * A player account needs the player's fund in its currency, so the player always sees the money
 * (house-side accounts, user_id NULL, are not concerned: a foreign key with a NULL column is not checked).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: ledgerAccountKind('kind').notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    userId: uuid('user_id').references(() => users.id),
    shard: smallint('shard').notNull().default(0),
    balance: minorUnits('balance')
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // NULLS NOT DISTINCT: house-side rows (user_id NULL) are unique per shard too.
    unique('ledger_accounts_identity_key').on(t.kind, t.currency, t.userId, t.shard).nullsNotDistinct(),
    // kind::text: a check written with an enum value added by the same migration could not be created in its transaction.
    check(
      'ledger_accounts_owner_check',
      sql`(${t.userId} IS NULL) = (${t.kind}::text IN ('house', 'gateway_clearing', 'promotions', 'jackpot'))`,
    ),
    // A jackpot pool is one row per currency and never pays more than it holds.
    check('ledger_accounts_jackpot_check', sql`${t.kind}::text <> 'jackpot' OR (${t.shard} = 0 AND ${t.balance} >= 0)`),
    check('ledger_accounts_shard_check', sql`${t.shard} BETWEEN 0 AND 63 AND (${t.userId} IS NULL OR ${t.shard} = 0)`),
    check('ledger_accounts_player_not_negative_check', sql`${t.userId} IS NULL OR ${t.balance} >= 0`),
    foreignKey({ name: 'ledger_accounts_fund_fk', columns: [t.userId, t.currency], foreignColumns: [funds.userId, funds.currency] }),
  ],
);

/**
 * One movement of money between two accounts; the idempotency key makes a replay harmless. Keys are
 * unique per source (the integration that sent the event), so two integrations never collide.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: varchar('source', { length: 32 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    kind: ledgerTransferKind('kind').notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    amount: minorUnits('amount').notNull(),
    fromAccountId: bigint('from_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    toAccountId: bigint('to_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    // The player the transfer concerns (read models filter on it); null for house-only transfers.
    userId: uuid('user_id').references(() => users.id),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_transfers_source_key_unique').on(t.source, t.idempotencyKey),
    check('ledger_transfers_amount_check', sql`${t.amount} > 0`),
    check('ledger_transfers_accounts_check', sql`${t.fromAccountId} <> ${t.toAccountId}`),
    index('ledger_transfers_user_idx').on(t.userId, t.kind, t.createdAt),
  ],
);

/** The two signed halves of a transfer: -amount on the source, +amount on the destination. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: minorUnits('amount').notNull(),
  },
  (t) => [
    check('ledger_postings_amount_check', sql`${t.amount} <> 0`),
    unique('ledger_postings_transfer_account_key').on(t.transferId, t.accountId),
    index('ledger_postings_account_idx').on(t.accountId),
  ],
);

export const adjustmentRequestStatus = pgEnum('adjustment_request_status', ['pending', 'applied', 'rejected']);

/**
 * A staff member's manual correction of a player's real money (decision 029, Payments). At or under the four-eyes
 * amount it is applied when asked; above it, it waits for a second member's approval. Applied, it is one ledger
 * transfer of kind 'adjustment' (`transfer_id`), whose key is the request's id.
 */
export const adjustmentRequests = pgTable(
  'adjustment_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 8 }).notNull(),
    /** Minor units: positive credits the player's real money, negative debits it. */
    amount: minorUnits('amount').notNull(),
    /** Shown to the player beside the ledger entry. */
    reason: varchar('reason', { length: 500 }).notNull(),
    status: adjustmentRequestStatus('status').notNull(),
    /** Whether the amount was above the four-eyes amount when asked: then only someone else may approve it. */
    needsSecondApproval: boolean('needs_second_approval').notNull(),
    /** The console's key for one submission of the form: sent again, the same request answers. */
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    requestedBy: varchar('requested_by', { length: 254 }).notNull(),
    requestedByEmail: varchar('requested_by_email', { length: 254 }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: varchar('decided_by', { length: 254 }),
    decidedByEmail: varchar('decided_by_email', { length: 254 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: varchar('reject_reason', { length: 500 }),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
  },
  (t) => [
    check('adjustment_requests_amount_check', sql`${t.amount} <> 0`),
    uniqueIndex('adjustment_requests_idempotency_key_idx').on(t.idempotencyKey),
    index('adjustment_requests_status_idx').on(t.status, t.requestedAt),
  ],
);
