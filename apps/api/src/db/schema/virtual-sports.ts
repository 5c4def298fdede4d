import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * A scheduled event of a virtual sports title (a race, a shoot-out), shared by every player of it. Its times
 * follow the title's schedule; `number` is its index there and its nonce. `server_seed` is drawn when the
 * row is made, before betting on it opens, and stays secret (only its hash is shown) until the event ends.
 * `result` is what the engine draws from the seeds: the field (public at once) and the finishing order or
 * the kicks (shown from the off, when betting has closed). Players' bets are game rounds of family 'virtualSports' naming the event in their bet;
 * `settled_at` is set by whichever instance settles them, once.
 */
export const virtualEvents = pgTable(
  'virtual_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameKey: varchar('game_key', { length: 100 }).notNull(),
    number: integer('number').notNull(),
    serverSeed: varchar('server_seed', { length: 64 }).notNull(),
    serverSeedHash: varchar('server_seed_hash', { length: 64 }).notNull(),
    clientSeed: varchar('client_seed', { length: 64 }).notNull(),
    result: jsonb('result').notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('virtual_events_game_start_idx').on(t.gameKey, t.startsAt),
    index('virtual_events_unsettled_idx')
      .on(t.gameKey, t.endsAt)
      .where(sql`${t.settledAt} IS NULL`),
    check('virtual_events_times_check', sql`${t.closesAt} <= ${t.startsAt} AND ${t.startsAt} < ${t.endsAt}`),
  ],
);
