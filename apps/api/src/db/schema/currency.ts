import { numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Exchange rates as units of currency per 1 EUR, with when the provider quoted them. */
export const currencyRates = pgTable('currency_rates', {
  currency: varchar('currency', { length: 8 }).primaryKey(),
  ratePerEur: numeric('rate_per_eur', { precision: 30, scale: 12 }).notNull(),
  source: varchar('source', { length: 64 }).notNull(),
  quotedAt: timestamp('quoted_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
