import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A player's provably fair seed pairs (Stake's scheme). The active pair has no `revealed_at`: its
 * server seed is shown only as `server_seed_hash` and `nonce` is the next bet's. Rotation sets
 * `revealed_at`, and the row stays, with its last nonce and client seed, so past rounds can be verified.
 */
export const fairSeedPairs = pgTable(
  'fair_seed_pairs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverSeed: varchar('server_seed', { length: 64 }).notNull(),
    serverSeedHash: varchar('server_seed_hash', { length: 64 }).notNull(),
    clientSeed: varchar('client_seed', { length: 64 }).notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    // At most one active pair per player.
    uniqueIndex('fair_seed_pairs_active_idx')
      .on(t.playerId)
      .where(sql`${t.revealedAt} IS NULL`),
    index('fair_seed_pairs_revealed_idx').on(t.playerId, t.revealedAt.desc()),
    check('fair_seed_pairs_nonce_check', sql`${t.nonce} >= 0`),
  ],
);
