import { randomBytes } from 'node:crypto';
import { ZPlayRoundResponse, type TStaffGameReport, type TStaffLiabilityReport } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { checkLedger, getPlayerBalances } from '../src/modules/wallet';
import { buildStaffApp } from '../src/staff-app';
import { startTestApp } from './app';
import { PROFILE_API } from './http';
import { adminQuery, dropDatabase, withDatabase } from './pg-admin';
import { fundedPlayer, fundPlayer, launch } from './play';
import { enrolStaff, type StaffTestApp } from './staff';
import { insertPlayers } from './wallet';

// DATABASE_REPLICA_URL: the reports and the bet history export read from the replica's pool, everything else from the
// primary. The "replica" here is a second database the test controls, holding other money than the primary, so what a
// report shows tells which pool it read. CI sets TEST_DATABASE_URL; PGlite has no second server to point at.
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(databaseUrl)('reads from a replica (DATABASE_REPLICA_URL)', () => {
  const adminUrl = inject('adminDatabaseUrl')!;
  const names = { primary: `casino_t_${randomBytes(6).toString('hex')}`, replica: `casino_t_${randomBytes(6).toString('hex')}` };
  const urlOf = (name: string) => withDatabase(inject('templateDatabaseUrl')!, name);
  const opened: Database[] = [];
  const started: StaffTestApp[] = [];

  /** The public and staff apps on `database`, as server.ts builds them. */
  async function startApps(database: Database): Promise<StaffTestApp> {
    const { app, clock } = await startTestApp(database);
    const staff = await buildStaffApp({ app });
    await staff.ready();
    const t = { app, database, clock, staff, close: async () => undefined };
    started.push(t);
    return t;
  }

  let withReplica: StaffTestApp;
  let primaryOnly: StaffTestApp;
  // Its "replica" is the primary itself, through the read-only pool: what a standby refuses, this refuses too.
  let readOnlyPrimary: StaffTestApp;
  beforeAll(async () => {
    const template = new URL(inject('templateDatabaseUrl')!).pathname.slice(1);
    for (const name of Object.values(names)) await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    // €123.45 owed to a player only the replica knows.
    const seeding = await openDatabase({ databaseUrl: urlOf(names.replica), dataDir: '' });
    const [known] = await insertPlayers(seeding.db, 1);
    await fundPlayer(seeding.db, known!, 12_345n);
    await seeding.close();

    const replicated = await openDatabase({ databaseUrl: urlOf(names.primary), replicaUrl: urlOf(names.replica), dataDir: '' });
    const plain = await openDatabase({ databaseUrl: urlOf(names.primary), dataDir: '' });
    const readOnly = await openDatabase({ databaseUrl: urlOf(names.primary), replicaUrl: urlOf(names.primary), dataDir: '' });
    opened.push(replicated, plain, readOnly);
    withReplica = await startApps(replicated);
    primaryOnly = await startApps(plain);
    readOnlyPrimary = await startApps(readOnly);
  });
  afterAll(async () => {
    for (const t of started) await t.staff.close().finally(() => t.app.close());
    for (const database of opened) await database.close();
    for (const name of Object.values(names)) await dropDatabase(adminUrl, name);
  });

  it('plays and pays on the primary; the reports and the export read the replica when one is set, the primary otherwise', async () => {
    const primary = withReplica.database.db;
    const player = await fundedPlayer(withReplica.app, primary, 10_000n);
    const play = await launch(player.game, 'emberoak:EmberDice', false);
    const played = await play.open({ family: 'dice', amount: '1.00', direction: 'under', target: 5_000 });
    expect(played.statusCode, played.body).toBe(200);
    const { round, balance } = ZPlayRoundResponse.parse(played.json());
    // The money moved on the primary.
    expect((await getPlayerBalances(primary, player.user.id, 'EUR')).real).toBe(BigInt(balance.replace('.', '')));
    expect(await checkLedger(primary)).toMatchObject({ isSound: true });

    const reports = async (t: StaffTestApp) => {
      const { client } = await enrolStaff(t, 'compliance');
      const day = t.clock.now().toISOString().slice(0, 10);
      const [owed, games] = [
        await client.get('/reports/liabilities?currency=EUR'),
        await client.get(`/reports/games?from=${day}&to=${day}`),
      ];
      expect([owed.statusCode, games.statusCode], owed.body + games.body).toEqual([200, 200]);
      return {
        owed: owed.json<TStaffLiabilityReport>().rows.map((r) => [r.currency, r.total, r.isReconciled]),
        rounds: games.json<TStaffGameReport>().totals.map((r) => [r.currency, r.rounds]),
      };
    };
    expect(await reports(withReplica)).toEqual({ owed: [['EUR', '123.45', true]], rounds: [] });
    for (const t of [primaryOnly, readOnlyPrimary])
      expect(await reports(t)).toEqual({ owed: [['EUR', balance, true]], rounds: [['EUR', 1]] });

    // One session (on the primary) asks each app for the same export: the stand-in replica has none of this player's rounds.
    const exportOf = async (t: StaffTestApp) => {
      const res = await t.app.inject({ method: 'GET', url: `${PROFILE_API}/history/bet/export`, cookies: player.account.cookies });
      expect(res.statusCode, res.body).toBe(200);
      return res.body.trim().split('\r\n');
    };
    expect(await exportOf(withReplica)).toHaveLength(1);
    for (const t of [primaryOnly, readOnlyPrimary]) {
      const lines = await exportOf(t);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(round.id);
    }
  });

  it('opens the replica pool read-only, and without a replica the primary is the reads handle', async () => {
    // 25006: read_only_sql_transaction.
    await expect(withReplica.database.replica.execute(sql`CREATE TABLE replica_write_probe (id int)`)).rejects.toMatchObject({
      cause: { code: '25006' },
    });
    expect(primaryOnly.database.replica).toBe(primaryOnly.database.db);
  });
});
