import {
  type AnyPgColumn,
  bigint,
  jsonb,
  customType,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

// Proof of liabilities (docs/decisions/033-proof-of-liabilities.md): each snapshot's published roots, the trees'
// nodes that answer the players' proofs, and which leaves are whose. Owned by modules/liability-proofs.

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const liabilitySnapshots = pgTable('liability_snapshots', {
  id: serial('id').primaryKey(),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  // The UTC day of a daily snapshot (null when the operator asked for one): one per day, whichever instance takes it.
  dailyOn: date('daily_on').unique(),
});

export const liabilityRoots = pgTable(
  'liability_roots',
  {
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => liabilitySnapshots.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 8 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    // What the players were owed in the currency, minor units: the ledger check's player total at the snapshot.
    total: bigint('total', { mode: 'bigint' }).notNull(),
    depth: smallint('depth').notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.currency] })],
);

/** A tree's rows go with their root. */
const ofRoot = (t: { snapshotId: AnyPgColumn; currency: AnyPgColumn }) =>
  foreignKey({ columns: [t.snapshotId, t.currency], foreignColumns: [liabilityRoots.snapshotId, liabilityRoots.currency] }).onDelete(
    'cascade',
  );

/** One level of a tree: its nodes' hashes (32 bytes each) and sums (u64, big-endian) back to back; level 0 is the leaves. */
export const liabilityTreeLevels = pgTable(
  'liability_tree_levels',
  {
    snapshotId: integer('snapshot_id').notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    level: smallint('level').notNull(),
    hashes: bytea('hashes').notNull(),
    sums: bytea('sums').notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.currency, t.level] }), ofRoot(t)],
);

/** A player's leaf: where it sits in the currency's tree and its secret nonce (given only to that player). */
export const liabilityLeaves = pgTable(
  'liability_leaves',
  {
    snapshotId: integer('snapshot_id').notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leafIndex: integer('leaf_index').notNull(),
    nonce: bytea('nonce').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.snapshotId, t.currency, t.leafIndex] }),
    ofRoot(t),
    index('liability_leaves_user_idx').on(t.userId, t.snapshotId),
  ],
);

/**
 * The operator's reserves beside a snapshot, per crypto currency (docs/decisions/036-proof-of-reserves.md): the
 * signed attestation as published (each address, its key, its balance at the block, its signature), checked against
 * the chain before it was stored.
 */
export const liabilityReserves = pgTable(
  'liability_reserves',
  {
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => liabilitySnapshots.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 8 }).notNull(),
    blockHeight: bigint('block_height', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'bigint' }).notNull(),
    attestation: jsonb('attestation').$type<Record<string, unknown>>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.currency] })],
);
