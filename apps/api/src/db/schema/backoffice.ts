import { STAFF_ROLES } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

// The operator's staff: members, their one-time enrolment links and their sessions on the staff listener.

export const staffRole = pgEnum('staff_role', STAFF_ROLES);
export const staffStatus = pgEnum('staff_status', ['invited', 'active', 'disabled']);

export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull(),
    role: staffRole('role').notNull(),
    status: staffStatus('status').notNull().default('invited'),
    // argon2id, as players' passwords; null until the member completes enrolment.
    passwordHash: text('password_hash'),
    // Base32 TOTP secret, set when enrolment completes.
    totpSecret: varchar('totp_secret', { length: 64 }),
    // The time step of the last accepted code: a code is never accepted twice, nor an older one.
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One member per address whatever its letter case.
  (t) => [uniqueIndex('staff_members_email_idx').on(sql`lower(${t.email})`)],
);

export const staffEnrolments = pgTable(
  'staff_enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    // SHA-256 of the link's token.
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    // The secret shown when the link is opened, kept so a reload shows the same one; the member's once completed.
    totpSecret: varchar('totp_secret', { length: 64 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_enrolments_member_idx').on(t.memberId)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    // SHA-256 of the cookie token.
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_member_idx').on(t.memberId)],
);
