import { date, index, pgEnum, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
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

/**
 * Who each player is, as far as self-exclusion goes: an exclusion binds the person, so it reaches
 * every account with the same canonical e-mail, or the same full name and date of birth.
 */
export const playerIdentities = pgTable(
  'player_identities',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The e-mail without what a mailbox ignores (letter case, a plus suffix, Gmail's dots). */
    emailKey: varchar('email_key', { length: 254 }).notNull(),
    /** The full name as registered, spaces collapsed; compared ignoring letter case. */
    fullName: varchar('full_name', { length: 100 }).notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
  },
  (t) => [index('player_identities_email_idx').on(t.emailKey), index('player_identities_birth_idx').on(t.dateOfBirth)],
);
