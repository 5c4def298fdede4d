import { type TBetHistoryResponse, type TBetRecall, type TPlayRound } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/app';
import { createClient, PROFILE_API, type Client } from '../../../test/http';
import { fundedPlayer } from '../../../test/play';
import { openGame } from '../../../test/play-rounds';
import { openEmptyDatabase, rerunMigration, rowsOf } from '../../../test/migrations';
import type { App } from '../../app';
import type { Database } from '../../db/client';

// Migration 0034 renames the slot StarforgeMegaways to StarforgeWays wherever a record names it: a database the
// old release wrote keeps the player's rounds in history and recall, their favourite, and one catalogue row.
// Today's app writes the records on today's schema (it needs tables later migrations add) and the test renames them
// to what the old release wrote; the migration's SQL then runs on them again.

const MIGRATION = '0034_starforge_ways';
const OLD_KEY = 'StarforgeMegaways';
const NEW_ID = 'lunarforge:StarforgeWays';

/** Every text, array and JSON column of the database whose value mentions `text`, as `table.column`. */
async function columnsMentioning(database: Database, text: string): Promise<string[]> {
  const columns = rowsOf(
    await database.db.execute(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('character varying', 'text', 'jsonb', 'ARRAY')`),
  ) as { table_name: string; column_name: string }[];
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = rowsOf(
      await database.db.execute(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)}::text LIKE ${`%${text}%`}`,
      ),
    );
    if (row!.n !== 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe(`migration ${MIGRATION}`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: App | undefined;
  beforeAll(async () => {
    ({ database, drop } = await openEmptyDatabase());
    await database.migrate();
  });
  afterAll(async () => {
    await app?.close();
    await drop();
  });

  it('moves the title’s catalogue row, favourites, rounds and wallet records to StarforgeWays, once', async () => {
    const { db } = database;
    // A player spins the slot (€10.00, of which the jackpot takes its 1 %).
    const before = await startTestApp(database);
    app = before.app;
    const player = await fundedPlayer(app, db, 100_00n);
    const played: TPlayRound = await (await openGame(player.game, NEW_ID)).play({ family: 'slots', coinValue: '0.50' });
    const jackpotTransfers = rowsOf(await db.execute(sql`SELECT id FROM ledger_transfers WHERE metadata->>'gameKey' = 'StarforgeWays'`));
    expect(jackpotTransfers.length).toBeGreaterThan(0);
    const gameCount = rowsOf(await db.execute(sql`SELECT id FROM games`)).length;
    await app.close();
    app = undefined;

    // The records as the old release wrote them: its key, its page's name, the favourite the player marked.
    await db.execute(sql`
      UPDATE games SET id = ${`lunarforge:${OLD_KEY}`}, image_id = ${`lunarforge:${OLD_KEY}`},
        launch_id = ${`lunarforge:${OLD_KEY}`}, name = 'Starforge Megaways'
      WHERE id = ${NEW_ID}`);
    await db.execute(sql`INSERT INTO favorite_games (user_id, game_id) VALUES (${player.user.id}, ${`lunarforge:${OLD_KEY}`})`);
    for (const table of ['game_launches', 'game_rounds']) {
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET game_key = ${OLD_KEY}`);
    }
    for (const table of ['game_wallet_sessions', 'game_wallet_rounds', 'game_wallet_transactions']) {
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET game_code = ${OLD_KEY}`);
    }
    await db.execute(sql`
      UPDATE ledger_transfers SET metadata = jsonb_set(metadata, '{gameCode}', ${JSON.stringify(OLD_KEY)}::jsonb)
      WHERE metadata ? 'gameCode'`);
    await db.execute(sql`
      UPDATE ledger_transfers SET metadata = jsonb_set(metadata, '{gameKey}', ${JSON.stringify(OLD_KEY)}::jsonb)
      WHERE metadata ? 'gameKey'`);
    expect(await columnsMentioning(database, 'StarforgeWays')).toEqual([]);
    const oldRecords = await columnsMentioning(database, OLD_KEY);
    expect(oldRecords).toEqual(expect.arrayContaining(['game_rounds.game_key', 'ledger_transfers.metadata', 'favorite_games.game_id']));

    await rerunMigration(database, MIGRATION);

    expect(await columnsMentioning(database, 'Megaways')).toEqual([]);
    expect((await columnsMentioning(database, 'StarforgeWays')).sort()).toEqual([...oldRecords].sort());

    // The release after it starts on that database: its seed adds no second title, and the player finds it all.
    app = (await startTestApp(database)).app;
    const profile: Client = createClient(app, { ip: player.profile.ip, base: PROFILE_API });
    Object.assign(profile.cookies, player.profile.cookies);

    expect(rowsOf(await db.execute(sql`SELECT id FROM games`))).toHaveLength(gameCount);
    expect(rowsOf(await db.execute(sql`SELECT id, name, image_id, launch_id FROM games WHERE name LIKE 'Starforge%'`))).toEqual([
      { id: NEW_ID, name: 'Starforge Ways', image_id: NEW_ID, launch_id: NEW_ID },
    ]);

    const entry = {
      roundId: played.id,
      gameId: NEW_ID,
      gameName: 'Starforge Ways',
      provider: 'LunarForge',
      slug: 'starforge-ways',
      stake: played.stake,
      win: played.win,
    };
    const history = await profile.get('/history/bet');
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json<TBetHistoryResponse>().bets).toMatchObject([entry]);
    const recall = await profile.get(`/history/bet/round/${played.id}`);
    expect(recall.statusCode, recall.body).toBe(200);
    expect(recall.json<TBetRecall>()).toEqual({ entry: expect.objectContaining(entry), round: played });

    const favourites = await profile.get('/profile/favoriteGame');
    expect(favourites.json()).toEqual([expect.objectContaining({ id: NEW_ID, name: 'Starforge Ways' })]);
  });
});
