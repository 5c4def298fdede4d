import { index, pgEnum, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

const SELF_EXCLUSION_PERIODS = ['24_HOURS', '7_DAYS', '30_DAYS', '6_MONTHS', 'PERMANENT'] as const;
export const selfExclusionPeriod = pgEnum('self_exclusion_period', SELF_EXCLUSION_PERIODS);

/**
 * Every self-exclusion a player asked for, kept for the regulator. The one in force is the latest
 * end (a null end is permanent); rows are only added, never changed.
 */
export const selfExclusions = pgTable(
  'self_exclusions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: selfExclusionPeriod('period').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('self_exclusions_user_idx').on(t.userId)],
);
