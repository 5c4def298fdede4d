import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A player's provably fair seed pairs (Stake's scheme). The active pair has no `revealed_at`: its
 * server seed is shown only as `server_seed_hash` and `nonce` is the next bet's. Rotation sets
 * `revealed_at`, and the row stays, with its last nonce and client seed, so past rounds can be verified.
 */
export const fairSeedPairs = pgTable(
  'fair_seed_pairs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverSeed: varchar('server_seed', { length: 64 }).notNull(),
    serverSeedHash: varchar('server_seed_hash', { length: 64 }).notNull(),
    clientSeed: varchar('client_seed', { length: 64 }).notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    // At most one active pair per player.
    uniqueIndex('fair_seed_pairs_active_idx')
      .on(t.playerId)
      .where(sql`${t.revealedAt} IS NULL`),
    index('fair_seed_pairs_revealed_idx').on(t.playerId, t.revealedAt.desc()),
    check('fair_seed_pairs_nonce_check', sql`${t.nonce} >= 0`),
  ],
);

/** Minor units: numeric(38,0) in SQL, bigint in TypeScript. */
const minorUnits = (name: string) => numeric(name, { precision: 38, scale: 0, mode: 'bigint' });

/**
 * A launch of one of our own titles: what /play/{token} opens. Only the token's SHA-256 is kept; for a
 * real-money launch it is also the seamless-wallet session's token (same hash), so the studio's wallet
 * calls carry the token the player's client sent. A demo launch has no player, its own credits and its
 * own seeds, and never touches the ledger. Idle expiry, extended on use.
 */
export const gameLaunches = pgTable(
  'game_launches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    playerId: uuid('player_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The catalogue's title key (games.key), which names the engine configuration. */
    gameKey: varchar('game_key', { length: 100 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    isDemo: boolean('is_demo').notNull(),
    demoBalance: minorUnits('demo_balance'),
    demoServerSeed: varchar('demo_server_seed', { length: 64 }),
    demoServerSeedHash: varchar('demo_server_seed_hash', { length: 64 }),
    demoClientSeed: varchar('demo_client_seed', { length: 64 }),
    demoNonce: integer('demo_nonce'),
    idleMs: integer('idle_ms').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'game_launches_mode_check',
      sql`(${t.isDemo} AND ${t.demoBalance} IS NOT NULL) OR (NOT ${t.isDemo} AND ${t.playerId} IS NOT NULL)`,
    ),
    index('game_launches_player_idx').on(t.playerId, t.gameKey),
  ],
);

/**
 * When each player's last real-money slot spin (paid or free) was accepted: the next one must wait the minimum
 * slot cycle, whatever tab, launch or title it comes from. One row per player, claimed by an atomic upsert
 * inside the spin's transaction, so two spins racing each other cannot both pass.
 */
export const slotSpinPacing = pgTable('slot_spin_pacing', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSpinAt: timestamp('last_spin_at', { withTimezone: true }).notNull(),
});

/**
 * A round of one of our titles, with everything the player decided and saw (`bet`, `steps`, as the
 * engine left them: the mines board too, which the API hides until the round is settled). Money moved
 * through the seamless-wallet service; `stake`, `win` and `balance_after` repeat it for history and
 * recall. `win_eur_cents`, the EUR value at the rate of the day it settled of what the round paid (its win and any
 * jackpot it won), ranks the winners rails across currencies.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuid('id').primaryKey(),
    launchId: bigint('launch_id', { mode: 'number' })
      .notNull()
      .references(() => gameLaunches.id, { onDelete: 'cascade' }),
    /** The client's id for the request that opened it: a resent request returns this round. */
    requestId: uuid('request_id').notNull(),
    playerId: uuid('player_id').references(() => users.id, { onDelete: 'cascade' }),
    gameKey: varchar('game_key', { length: 100 }).notNull(),
    family: varchar('family', { length: 16 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    isDemo: boolean('is_demo').notNull(),
    status: varchar('status', { length: 8, enum: ['open', 'settled'] }).notNull(),
    stake: minorUnits('stake').notNull(),
    /**
     * How many times decisions raised the stake (blackjack's doubles, splits and insurance; three card poker's
     * play; craps odds): raise n is the wallet bet `<id>:raise` (n = 1) or `<id>:raise:<n>`, and the settlement
     * closes each of them.
     */
    raises: integer('raises')
      .notNull()
      .default(sql`0`),
    win: minorUnits('win')
      .notNull()
      .default(sql`0`),
    winEurCents: minorUnits('win_eur_cents'),
    /** The jackpot pool this round won (0 when it won none), paid on top of `win` through the wallet as `<id>:jackpot-win`. */
    jackpotWin: minorUnits('jackpot_win')
      .notNull()
      .default(sql`0`),
    /** The chance (1 in N) of the jackpot draw this round took part in, as the settings stood then; null when it drew none. */
    jackpotChanceOneIn: bigint('jackpot_chance_one_in', { mode: 'number' }),
    balanceAfter: minorUnits('balance_after'),
    bet: jsonb('bet').notNull(),
    steps: jsonb('steps').notNull(),
    /** Real money: the player's seed pair; demo: null, the launch's demo seeds. */
    seedPairId: bigint('seed_pair_id', { mode: 'number' }).references(() => fairSeedPairs.id),
    serverSeedHash: varchar('server_seed_hash', { length: 64 }).notNull(),
    clientSeed: varchar('client_seed', { length: 64 }).notNull(),
    nonce: integer('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_rounds_request_idx').on(t.launchId, t.requestId),
    // At most one open round per player and title (any launch: a reopened game resumes it), and per demo launch.
    // An aggregator's rounds are its own to keep open (decision 037): several may wait for their wins.
    uniqueIndex('game_rounds_open_real_idx')
      .on(t.playerId, t.gameKey)
      .where(sql`${t.status} = 'open' AND NOT ${t.isDemo} AND ${t.family} <> 'aggregator'`),
    uniqueIndex('game_rounds_open_demo_idx')
      .on(t.launchId)
      .where(sql`${t.status} = 'open' AND ${t.isDemo}`),
    // Bet history: a player's real rounds, newest first.
    index('game_rounds_history_idx')
      .on(t.playerId, t.createdAt.desc())
      .where(sql`NOT ${t.isDemo}`),
    // Winners rails: settled real-money wins, a jackpot won counting as a win.
    index('game_rounds_latest_wins_idx')
      .on(t.settledAt.desc())
      .where(sql`NOT ${t.isDemo} AND (${t.win} > 0 OR ${t.jackpotWin} > 0)`),
    index('game_rounds_top_wins_idx')
      .on(t.winEurCents.desc())
      .where(sql`NOT ${t.isDemo} AND (${t.win} > 0 OR ${t.jackpotWin} > 0)`),
    check('game_rounds_amounts_check', sql`${t.stake} >= 0 AND ${t.win} >= 0`),
    check('game_rounds_jackpot_win_check', sql`${t.jackpotWin} >= 0`),
    check('game_rounds_jackpot_chance_check', sql`${t.jackpotChanceOneIn} >= 1`),
    check('game_rounds_raises_check', sql`${t.raises} >= 0`),
  ],
);

/**
 * A crash title's hash chain (bustabit's scheme): `seed` is the secret its hashes come from, never sent;
 * `terminating_hash` (the seed hashed `length` times) is published at `created_at`, the commitment, together
 * with the block (`salt_chain`, a crypto currency code, at `salt_height`, above the chain's newest block
 * then) whose hash becomes the `salt` once mined and confirmed (`salt_fixed_at`): the seed is chosen before
 * anyone can know the salt. No round plays a chain before its salt. Chains from before seeding blocks have
 * no `salt_height` and are not played again. A title's chains play in id order, each from its round 1.
 */
export const crashChains = pgTable(
  'crash_chains',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameKey: varchar('game_key', { length: 100 }).notNull(),
    seed: varchar('seed', { length: 64 }).notNull(),
    salt: varchar('salt', { length: 64 }),
    saltChain: varchar('salt_chain', { length: 8 }),
    saltHeight: bigint('salt_height', { mode: 'number' }),
    saltFixedAt: timestamp('salt_fixed_at', { withTimezone: true }),
    length: integer('length').notNull(),
    terminatingHash: varchar('terminating_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('crash_chains_game_idx').on(t.gameKey, t.id.desc()),
    check('crash_chains_length_check', sql`${t.length} > 0`),
    check('crash_chains_salt_block_check', sql`(${t.saltChain} IS NULL) = (${t.saltHeight} IS NULL)`),
    // A chain seeded by a block has its salt exactly when it was fixed; an older chain always had one.
    check(
      'crash_chains_salt_check',
      sql`CASE WHEN ${t.saltHeight} IS NULL THEN ${t.salt} IS NOT NULL ELSE (${t.salt} IS NULL) = (${t.saltFixedAt} IS NULL) END`,
    ),
  ],
);

/**
 * A live round of a crash title, shared by every player of it. Its schedule follows from its row: bets
 * from `betting_at`, the rise from `rises_at`, the bust at `busts_at` (when the curve reaches `crash`).
 * `hash` is secret until the bust. `settled_at` is set by the instance that settled its bets, once.
 * The players' bets are game rounds (game_rounds, family 'crash') that name this round in their bet.
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: bigint('chain_id', { mode: 'number' })
      .notNull()
      .references(() => crashChains.id),
    gameKey: varchar('game_key', { length: 100 }).notNull(),
    /** The round's place in its chain: round n's hash hashed n times is the terminating hash. */
    number: integer('number').notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    /** The hash of round n − 1 (SHA-256 of `hash`), or the terminating hash for round 1: public from the start. */
    previousHash: varchar('previous_hash', { length: 64 }).notNull(),
    /** Hundredths, already capped at the title's maximum multiplier. */
    crash: integer('crash').notNull(),
    bettingAt: timestamp('betting_at', { withTimezone: true }).notNull(),
    risesAt: timestamp('rises_at', { withTimezone: true }).notNull(),
    bustsAt: timestamp('busts_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('crash_rounds_chain_number_idx').on(t.chainId, t.number),
    index('crash_rounds_game_idx').on(t.gameKey, t.id.desc()),
    check('crash_rounds_crash_check', sql`${t.crash} >= 100`),
  ],
);

/**
 * Which API instance runs a title's rounds: the holder renews its lease while it ticks; another instance
 * takes over once the lease has lapsed. Only the holder opens, settles and announces rounds.
 */
export const crashLeaders = pgTable('crash_leaders', {
  gameKey: varchar('game_key', { length: 100 }).primaryKey(),
  holder: varchar('holder', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

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
