import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Every time-out and self-exclusion a player asked for, kept for the regulator; both close play alike and bind the
 * person (decision 006). Play is closed while any row's `reopens_at` is ahead, or null (an indefinite exclusion not
 * yet asked to end). Rows are only added, except that an indefinite one is given its lift request and reopening once.
 */
export const selfExclusions = pgTable(
  'self_exclusions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `self_exclusion` or `time_out`. */
    kind: varchar('kind', { length: 16 }).notNull().default('self_exclusion'),
    /** The exclusion's `selfExcludePeriod`, or a time-out's period as `<amount>_<unit>` (`2_days`). */
    period: varchar('period', { length: 16 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The end of the term; null for an indefinite exclusion. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** When play reopens: the end plus the profile's lifting delay, or the lift request plus its delay. */
    reopensAt: timestamp('reopens_at', { withTimezone: true }),
    /** When the player asked to end an indefinite exclusion. */
    liftAskedAt: timestamp('lift_asked_at', { withTimezone: true }),
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

/**
 * Each player's market profile (the set of safer-gambling rules their market's regulator asks for), given from
 * their country at registration and changeable by the operator; a player without a row has the default profile.
 */
export const saferGamblingPlayers = pgTable('safer_gambling_players', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  profile: varchar('profile', { length: 16 }).notNull(),
  /** When the player chose a deposit limit, or actively chose none, where their profile asks for the choice. */
  depositLimitChosenAt: timestamp('deposit_limit_chosen_at', { withTimezone: true }),
  /** Since when no bonus may be granted or offered to the player: a strong sign of harm stopped them (null: not stopped). */
  bonusesStoppedAt: timestamp('bonuses_stopped_at', { withTimezone: true }),
  /**
   * Since when no promotional mail may go to the player: a strong sign of harm stopped it (null: not stopped). The
   * promotional-mail gate reads it through `marketingStoppedBy`.
   */
  marketingStoppedAt: timestamp('marketing_stopped_at', { withTimezone: true }),
  /** The reality check's interval the player chose, in minutes; null: their profile's default. */
  realityCheckMinutes: integer('reality_check_minutes'),
  /** When the player last answered a reality check: it clears every check due at or before it. */
  realityCheckAnsweredAt: timestamp('reality_check_answered_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The limits a player set (`limit` is one of PLAYER_LIMITS); no row, no limit. `value` is in force: minor units of
 * the account currency, or minutes for the session limit. A new limit or a lower one applies at once; an increase or
 * removal waits in `pending_*` until the player confirms it after `pending_from`.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    limit: varchar('limit', { length: 16 }).notNull(),
    value: numeric('value', { precision: 38, scale: 0, mode: 'bigint' }).notNull(),
    /** A pending increase (its value) or removal (null value, `pendingRemoval`). */
    pendingValue: numeric('pending_value', { precision: 38, scale: 0, mode: 'bigint' }),
    pendingRemoval: boolean('pending_removal').notNull().default(false),
    /** From when the pending change may be confirmed: 24 hours after it was asked for. */
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    /**
     * The safer-gambling case whose operator imposed this value: while that case is not closed the player may lower
     * the limit but not raise or remove it. Null: the player's own.
     */
    imposedByCase: uuid('imposed_by_case'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.limit] })],
);

/**
 * The append-only record of safer gambling: every limit change, check answer, time-out, exclusion, marker and
 * automatic action, with its time, actor and the values before and after. Rules make UPDATE and DELETE do nothing.
 */
export const saferGamblingEvents = pgTable(
  'safer_gambling_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    // No foreign key: the record outlives the account, and a cascade would meet the rules below.
    userId: uuid('user_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** player, system or operator. */
    actor: varchar('actor', { length: 16 }).notNull(),
    action: varchar('action', { length: 48 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('safer_gambling_events_user_idx').on(t.userId, t.at)],
);

/**
 * The latest answer of the player's national self-exclusion register (their market profile's, if it has one):
 * `clear`, `excluded` (found in it: treated as self-excluded, for every account of the person) or `unchecked` (the
 * check could not be made: no deposit and no play until one succeeds). No row: never checked, nothing held.
 */
export const registerChecks = pgTable('register_checks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** gamstop or spelpaus. */
  register: varchar('register', { length: 16 }).notNull(),
  /** clear, excluded or unchecked. */
  status: varchar('status', { length: 16 }).notNull(),
  /** The register's own reference of its answer, to quote to it. */
  reference: varchar('reference', { length: 100 }),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});

/**
 * SANDBOX ONLY: the people the sandbox registers hold (registers/sandbox-server.ts), added by tests and by the
 * operator (`npm run registers`). A GAMSTOP-style entry is matched on its e-mail, or its name and date of birth; a
 * Spelpaus-style one on its personal identity number.
 */
export const sandboxRegisterEntries = pgTable(
  'sandbox_register_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    register: varchar('register', { length: 16 }).notNull(),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    email: varchar('email', { length: 254 }),
    /** Twelve digits, YYYYMMDDNNNN. */
    personalNumber: varchar('personal_number', { length: 12 }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_register_entries_register_idx').on(t.register)],
);

/**
 * Signs of harm found in a player's own ledger, deposits, withdrawals and limit refusals (docs/decisions/028, "Signs
 * of harm"): one row each time a marker fires, with what it saw. Append-only, for the operator's console; rules make
 * UPDATE and DELETE do nothing.
 */
export const harmMarkers = pgTable(
  'harm_markers',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    // No foreign key: the record outlives the account, as safer_gambling_events does.
    userId: uuid('user_id').notNull(),
    /** One of HARM_MARKERS (harm-rules.ts). */
    kind: varchar('kind', { length: 32 }).notNull(),
    /** strong (acts at once) or weak (for the operator to weigh). */
    strength: varchar('strength', { length: 8 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The figures the rule compared, and its thresholds. */
    details: jsonb('details').notNull(),
  },
  (t) => [index('harm_markers_user_idx').on(t.userId, t.kind, t.at)],
);

/**
 * A message the player is asked to read and acknowledge (a strong marker asks them to review their limits): shown on
 * their safer-gambling page until acknowledged. The acknowledgement is also a row of safer_gambling_events.
 */
export const saferGamblingInteractions = pgTable(
  'safer_gambling_interactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** review_limits (a strong marker opened it) or operator_message (sent from a safer-gambling case). */
    kind: varchar('kind', { length: 32 }).notNull(),
    /** The marker that opened it; null for an operator's message. */
    markerId: bigint('marker_id', { mode: 'bigint' }),
    /** The operator's words; null for review_limits, whose text is the site's (REVIEW_LIMITS_MESSAGE). */
    message: text('message'),
    /** The safer-gambling case it belongs to, whose history records its acknowledgement. */
    caseId: uuid('case_id'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (t) => [
    index('safer_gambling_interactions_user_idx').on(t.userId, t.openedAt),
    // At most one open request to review limits per player; operator messages queue behind it, oldest shown first.
    uniqueIndex('safer_gambling_interactions_open_idx')
      .on(t.userId)
      .where(sql`${t.acknowledgedAt} IS NULL AND ${t.kind} = 'review_limits'`),
  ],
);

/**
 * A safer-gambling case: the operator's follow-up of a player's signs of harm (docs/decisions/029, "Safer-gambling
 * cases"). A marker opens one when the player has none that is not closed, and joins it otherwise. Status: open (no
 * staff action yet), in_progress, closed (with its outcome; a later marker opens a new case).
 */
export const saferGamblingCases = pgTable(
  'safer_gambling_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull(),
    /** The staff member working on it, as signed in when they took it (the e-mail kept as written then). */
    assigneeId: uuid('assignee_id'),
    assigneeEmail: text('assignee_email'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    outcome: text('outcome'),
  },
  (t) => [
    index('safer_gambling_cases_status_idx').on(t.status, t.openedAt),
    // One case at a time per player: a marker joins the case that is not closed.
    uniqueIndex('safer_gambling_cases_current_idx')
      .on(t.userId)
      .where(sql`${t.status} <> 'closed'`),
  ],
);

/**
 * Each step of a case: opened, a marker joined, assigned, a note, a message sent and its acknowledgement, a limit
 * imposed, the account closed, the case closed. Append-only: rules make UPDATE and DELETE do nothing.
 */
export const saferGamblingCaseEvents = pgTable(
  'safer_gambling_case_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    // No foreign key: the history outlives the case row, as safer_gambling_events outlives the account.
    caseId: uuid('case_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** system, staff or player. */
    actor: varchar('actor', { length: 16 }).notNull(),
    staffId: uuid('staff_id'),
    staffEmail: text('staff_email'),
    action: varchar('action', { length: 32 }).notNull(),
    /** The marker that joined, for `marker` steps. */
    markerId: bigint('marker_id', { mode: 'bigint' }),
    details: jsonb('details').notNull(),
  },
  (t) => [index('safer_gambling_case_events_case_idx').on(t.caseId, t.id), index('safer_gambling_case_events_marker_idx').on(t.markerId)],
);
