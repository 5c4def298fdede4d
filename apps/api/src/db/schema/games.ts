import { bigint, boolean, index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** The game catalogue (docs/product.md, Catalogue): in-house titles now, an aggregator's feed later. */
export const games = pgTable(
  'games',
  {
    id: varchar('id', { length: 200 }).primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    provider: varchar('provider', { length: 100 }).notNull(),
    /** May carry a prefix before a colon ("velvetreel:NeonNights"); null when the game has no art. */
    imageId: varchar('image_id', { length: 200 }),
    launchId: varchar('launch_id', { length: 200 }).notNull(),
    /** The operator id of the aggregator that serves the game (its wallet-API signer); null for our own titles. */
    aggregator: varchar('aggregator', { length: 32 }),
    categories: text('categories').array().notNull(),
    isTop: boolean('is_top').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isMain: boolean('is_main').notNull().default(false),
    rtp: numeric('rtp', { precision: 5, scale: 2 }).notNull(),
    volatility: varchar('volatility', { length: 16 }).notNull(),
    minBetEurCents: bigint('min_bet_eur_cents', { mode: 'bigint' }).notNull(),
    maxBetEurCents: bigint('max_bet_eur_cents', { mode: 'bigint' }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('games_provider_idx').on(t.provider), index('games_sort_idx').on(t.sortOrder, t.id)],
);

/** A player's favourite games. */
export const favoriteGames = pgTable(
  'favorite_games',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: varchar('game_id', { length: 200 })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);
