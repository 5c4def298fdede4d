import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * What browsers reported when a page crashed (docs/product.md, Error logging), for the support desk and
 * developers. Everything but the player id, the request's user agent and the IP is as the browser
 * sent it, so none of it is trusted.
 */
export const errorReports = pgTable(
  'error_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The player of the session cookie that came with the report; null for a visitor. Kept if the player goes. */
    playerId: uuid('player_id').references(() => users.id, { onDelete: 'set null' }),
    /** The browser's locally kept user record, as sent. */
    userName: text('user_name'),
    userRecordId: text('user_record_id'),
    errorName: text('error_name'),
    message: text('message').notNull(),
    stack: text('stack'),
    digest: text('digest'),
    componentStack: text('component_stack'),
    url: text('url').notNull(),
    /** The agent the page read from navigator.userAgent. */
    userAgent: text('user_agent').notNull(),
    /** The User-Agent header of the report's request. */
    requestUserAgent: text('request_user_agent'),
    ip: varchar('ip', { length: 64 }).notNull(),
  },
  (t) => [index('error_reports_created_idx').on(t.createdAt)],
);
