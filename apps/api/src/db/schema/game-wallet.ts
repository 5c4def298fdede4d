import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { ledgerTransfers } from './wallet';

// The seamless-wallet API's own records. Money itself moves only in the ledger (schema/wallet.ts).

/**
 * A game session a launch opens: the random token is given to the game (ours or an aggregator's), only
 * its SHA-256 is kept. Bound to one player, game, currency and operator; idle expiry, extended on use.
 */
export const gameWalletSessions = pgTable(
  'game_wallet_sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    operatorId: varchar('operator_id', { length: 32 }).notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameCode: varchar('game_code', { length: 100 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    idleMs: integer('idle_ms').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('game_wallet_sessions_player_idx').on(t.playerId)],
);

/**
 * A player's round as an operator names it; once closed it takes no more bets. Keyed per player, since a
 * shared round (crash) is one wallet round for each of its players. Player ids are the operator's claim:
 * no foreign key, so a claim about an unknown player is answered, not a database error.
 */
export const gameWalletRounds = pgTable(
  'game_wallet_rounds',
  {
    operatorId: varchar('operator_id', { length: 32 }).notNull(),
    playerId: uuid('player_id').notNull(),
    roundId: varchar('round_id', { length: 100 }).notNull(),
    gameCode: varchar('game_code', { length: 100 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** What the round's bets took and have not given back, and the bonus-funded part of it: a win returns in that proportion (decision 023). */
    staked: numeric('staked', { precision: 38, scale: 0, mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    bonusStaked: numeric('bonus_staked', { precision: 38, scale: 0, mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /**
     * The bonus (promotion grant) whose money the round's bonus stakes took. The bonus share of a win, or a rolled-back
     * bonus part, is bonus money while that grant is active, real money once it completed, and not paid once it was
     * forfeited or expired (decision 023). The promotions module's id, without a foreign key, as the player's.
     */
    bonusGrantId: uuid('bonus_grant_id'),
  },
  (t) => [
    primaryKey({ columns: [t.operatorId, t.playerId, t.roundId] }),
    check('game_wallet_rounds_staked_check', sql`${t.bonusStaked} >= 0 AND ${t.staked} >= ${t.bonusStaked}`),
  ],
);

export const GAME_WALLET_TRANSACTION_TYPES = ['bet', 'win', 'rollback'] as const;
export const gameWalletTransactionType = pgEnum('game_wallet_transaction_type', GAME_WALLET_TRANSACTION_TYPES);

/**
 * Every bet, win and rollback an operator sent, once per transaction_uuid, with the answer it got: a
 * replay with the same fingerprint (type, player, currency, amount, round, reference, game) gets that
 * answer again, whatever it was. A tombstone is the row a rollback writes under the uuid of a bet it has
 * not seen: the bet, when it arrives, finds its uuid taken and is refused.
 */
export const gameWalletTransactions = pgTable(
  'game_wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: varchar('operator_id', { length: 32 }).notNull(),
    transactionUuid: varchar('transaction_uuid', { length: 100 }).notNull(),
    type: gameWalletTransactionType('type').notNull(),
    playerId: uuid('player_id').notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    // Null for a rollback sent without one, and for a tombstone until its bet arrives.
    amount: numeric('amount', { precision: 38, scale: 0, mode: 'bigint' }),
    // The part of the amount taken from (a bet) or paid into (a win, a rollback) the player's bonus money (decision 023).
    bonusPart: numeric('bonus_part', { precision: 38, scale: 0, mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    // A win's bonus share or a rollback's bonus part that was not paid because the round's bonus had ended (decision 023).
    forfeitedPart: numeric('forfeited_part', { precision: 38, scale: 0, mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    roundId: varchar('round_id', { length: 100 }).notNull(),
    referenceTransactionUuid: varchar('reference_transaction_uuid', { length: 100 }),
    gameCode: varchar('game_code', { length: 100 }).notNull(),
    isTombstone: boolean('is_tombstone').notNull().default(false),
    /** A free bet (decision 025): its stake came from the player's free spins, never from real or bonus money. */
    isFree: boolean('is_free').notNull().default(false),
    // The stored answer.
    status: varchar('status', { length: 32 }).notNull(),
    balance: numeric('balance', { precision: 38, scale: 0, mode: 'bigint' }),
    // The movement this answer made, if any.
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    // A bet's state: a win paid for it settles it, a rollback gives its stake back. Never both.
    settledAt: timestamp('settled_at', { withTimezone: true }),
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('game_wallet_transactions_uuid_key').on(t.operatorId, t.transactionUuid),
    check('game_wallet_transactions_amount_check', sql`${t.amount} >= 0 AND ${t.bonusPart} >= 0 AND ${t.forfeitedPart} >= 0`),
    check('game_wallet_transactions_bet_state_check', sql`${t.settledAt} IS NULL OR ${t.rolledBackAt} IS NULL`),
  ],
);
