import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgEnum, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** What a player told us about themselves on the profile page; a missing row means "nothing yet". */
export const playerProfiles = pgTable('player_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  nickName: varchar('nick_name', { length: 250 }),
  gender: varchar('gender', { length: 16 }),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  country: varchar('country', { length: 2 }),
  state: varchar('state', { length: 250 }),
  city: varchar('city', { length: 250 }),
  address: varchar('address', { length: 250 }),
  address2: varchar('address2', { length: 250 }),
  zipCode: varchar('zip_code', { length: 250 }),
  /** National number, digits only. */
  phoneNumber: varchar('phone_number', { length: 17 }),
  /** Country calling code with its plus sign ("+49"). */
  dialingCode: varchar('dialing_code', { length: 5 }),
  avatar: varchar('avatar', { length: 100 }),
  // Marketing mail is opt-in.
  receiveEmailPromo: boolean('receive_email_promo').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const documentKind = pgEnum('document_kind', ['identity', 'proof_of_address']);
export const documentStatus = pgEnum('document_status', ['pending', 'approved', 'rejected']);

/** Verification (KYC) documents. The file itself lives in the document storage under `storage_key`. */
export const playerDocuments = pgTable(
  'player_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: documentKind('kind').notNull(),
    /** Server-chosen random name in the storage; never derived from what the player sent. */
    storageKey: varchar('storage_key', { length: 64 }).notNull().unique(),
    /** The name the player's file had, for display only. */
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** Decided from the file's bytes. */
    contentType: varchar('content_type', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    status: documentStatus('status').notNull().default('pending'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The staff member who approved or rejected it: their e-mail as it was then, and their id. */
    reviewedBy: varchar('reviewed_by', { length: 254 }),
    reviewedById: uuid('reviewed_by_id'),
    /** Why it was rejected, in words the player reads on their verification page. */
    rejectionReason: varchar('rejection_reason', { length: 500 }),
  },
  (t) => [
    index('player_documents_user_idx').on(t.userId, t.kind, t.uploadedAt),
    // The review queue: documents of one status, oldest first.
    index('player_documents_status_idx').on(t.status, t.uploadedAt),
    check('player_documents_reason_when_rejected', sql`${t.rejectionReason} IS NULL OR ${t.status} = 'rejected'`),
  ],
);
