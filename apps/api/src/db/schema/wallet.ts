import { sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
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
    uniqueIndex('funds_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
