import { bigint, bigserial, index, integer, pgEnum, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  // Stored lower-cased so uniqueness ignores letter case.
  email: varchar('email', { length: 254 }).notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  fullName: varchar('full_name', { length: 100 }).notNull(),
  currency: varchar('currency', { length: 8 }).notNull(),
  language: varchar('language', { length: 8 }).notNull(),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
  clickId: varchar('click_id', { length: 128 }),
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// sign_in_challenge: a sign-in whose password was right, waiting for its second factor; disable_two_factor: the e-mailed
// link that turns the second factor off; passkey_registration: the challenge a new passkey must sign (its hash);
// withdrawal_passkey: the challenge a passkey signs to confirm a withdrawal.
export const authTokenPurpose = pgEnum('auth_token_purpose', [
  'confirm_email',
  'reset_password',
  'sign_in_challenge',
  'disable_two_factor',
  'passkey_registration',
  'withdrawal_passkey',
]);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: authTokenPurpose('purpose').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Earlier password hashes, so a reset cannot bring an old password back. */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_history_user_idx').on(t.userId)],
);

/** Solved captchas already used once (kept until they would have expired anyway). */
export const captchaSpent = pgTable('captcha_spent', {
  signature: varchar('signature', { length: 128 }).primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Failed sign-ins per key ("email:..." or "ip:..."), for growing delays and 429. */
export const signInFailures = pgTable('sign_in_failures', {
  key: varchar('key', { length: 320 }).primaryKey(),
  count: integer('count').notNull().default(0),
  firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** A player's authenticator app: pending until a first code confirms it (enabledAt set). */
export const playerTotp = pgTable('player_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // Base32, as the app scans it.
  secret: varchar('secret', { length: 64 }).notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  // The time step of the last accepted code: a code is never accepted twice, nor an older one.
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** One-time recovery codes, as SHA-256 hashes: each holds 80 random bits, too many to search from a hash. */
export const playerRecoveryCodes = pgTable(
  'player_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('player_recovery_codes_user_idx').on(t.userId)],
);

/** A player's passkeys (WebAuthn credentials), each a second factor at sign-in (docs/decisions/034). */
export const playerPasskeys = pgTable(
  'player_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Base64url, as the browser names it in an assertion; an authenticator's credential ids are unique.
    credentialId: varchar('credential_id', { length: 1400 }).notNull().unique(),
    // The COSE public key, base64url.
    publicKey: text('public_key').notNull(),
    // The authenticator's signature counter: an assertion with a counter not above it is refused (a cloned key).
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: text('transports').array().notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('player_passkeys_user_idx').on(t.userId)],
);

/**
 * What happened to a player's sign-in credentials and where they signed in from (docs/decisions/035): a change of
 * password or second factor holds withdrawals for 24 h; a sign-in from a browser without the account's device
 * cookie is mailed to the player. The operator's console lists them on the player's page.
 */
export const accountSecurityEvents = pgTable(
  'account_security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // password_changed | password_reset | two_factor_on | two_factor_off | passkey_added | passkey_removed |
    // new_device_sign_in
    kind: varchar('kind', { length: 32 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_security_events_user_idx').on(t.userId, t.at)],
);
