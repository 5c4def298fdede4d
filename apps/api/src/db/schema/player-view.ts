import { index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Staff notes on a player (the console's player page): who wrote what, when. Kept as written; none is edited. */
export const staffPlayerNotes = pgTable(
  'staff_player_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The staff member's id and e-mail as they were when they wrote it (the note reads the same after they leave). */
    authorId: uuid('author_id').notNull(),
    authorEmail: varchar('author_email', { length: 254 }).notNull(),
    text: varchar('text', { length: 2000 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_player_notes_user_idx').on(t.userId, t.createdAt)],
);
