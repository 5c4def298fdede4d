// Bet+win rounds per second through the seamless-wallet API, over HTTP with 64 players at once, with
// p50/p99 latencies, beside pgbench doing the same ledger work (a bet transfer and a win transfer per
// round, each one transaction: transfer row, account locks, balances, postings) in raw SQL with as many
// clients. DATABASE_URL → PostgreSQL: both run in a scratch database created (and dropped) on that
// server. Without it the API runs on in-memory PGlite and pgbench has no server to measure.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { issueGameSession } from '../src/modules/game-wallet';
import { checkLedger, credit } from '../src/modules/wallet';
import { insertPlayers } from '../test/wallet';
import { findPgbench, scratchDatabase } from './lib/pgbench';
import { runWalletRounds, type RoundsResult } from './lib/wallet-rounds';

const PLAYERS = 64;
const RUN_SECONDS = 10;
const WARM_UP_SECONDS = 2;
const OPERATOR = 'bench';
const SECRET = randomBytes(32).toString('hex');
const GAME = 'bench:slot';

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', WALLET_API_SECRETS: `${OPERATOR}:${SECRET}` });
const serverUrl = config.databaseUrl;

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function benchWalletApi(database: Database): Promise<RoundsResult> {
  const { db } = database;
  const app = await buildApp({ config, database });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const players = [];
    for (const playerId of await insertPlayers(db, PLAYERS)) {
      // Enough that no bet is ever refused: every round moves money twice.
      await credit(db, {
        source: 'bench',
        idempotencyKey: `fund:${playerId}`,
        kind: 'deposit',
        currency: 'EUR',
        amount: 10n ** 12n,
        userId: playerId,
        from: { kind: 'gateway_clearing' },
      });
      const { token } = await issueGameSession(db, { playerId, gameCode: GAME, currency: 'EUR', operatorId: OPERATOR }, new Date());
      players.push({ player_id: playerId, game_code: GAME, currency: 'EUR', session_token: token });
    }
    const result = await runWalletRounds({
      baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      operatorId: OPERATOR,
      secret: SECRET,
      players,
      seconds: RUN_SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
    });
    const check = await checkLedger(db);
    const statuses = Object.entries(result.statuses).map(([status, n]) => `${status} ${n}`);
    console.log(
      `wallet API bet+win rounds (${database.kind}, ${PLAYERS} players over HTTP, ${RUN_SECONDS} s): ${result.roundsPerSecond.toFixed(0)} rounds per second; ` +
        `round p50 ${ms(result.roundP50Ms)}, p99 ${ms(result.roundP99Ms)}; call p50 ${ms(result.callP50Ms)}, p99 ${ms(result.callP99Ms)} ` +
        `(${statuses.join(', ')}; ledger check ${check.isSound ? 'sound' : 'MISMATCH'})`,
    );
    if (!check.isSound || Object.keys(result.statuses).some((s) => s !== 'OK')) process.exitCode = 1;
    return result;
  } finally {
    await app.close();
  }
}

/** One round as the ledger writes it, in SQL: a bet transfer, then a win transfer, each in its own transaction. */
const ROUND_SCRIPT = ['bet', 'win']
  .map((kind) => {
    const [from, to, amount] =
      kind === 'bet' ? ['account_id', 'house_id', '(:stake)::numeric'] : ['house_id', 'account_id', '(:prize)::numeric'];
    return `BEGIN;
INSERT INTO ledger_transfers (source, idempotency_key, kind, currency, amount, from_account_id, to_account_id, user_id)
  SELECT 'pgbench', gen_random_uuid()::text, '${kind}', 'EUR', ${amount}, ${from}, ${to}, user_id FROM bench_players WHERE n = :n
  RETURNING id AS transfer, from_account_id AS source_account, to_account_id AS target_account \\gset
SELECT id, balance FROM ledger_accounts WHERE id IN (:source_account, :target_account) ORDER BY id FOR NO KEY UPDATE;
UPDATE ledger_accounts SET balance = balance + CASE WHEN id = :source_account THEN -${amount} ELSE ${amount} END
  WHERE id IN (:source_account, :target_account);
INSERT INTO ledger_postings (transfer_id, account_id, amount)
  VALUES (:transfer, :source_account, -${amount}), (:transfer, :target_account, ${amount});
COMMIT;`;
  })
  .join('\n');

async function benchPgbench(
  database: Database,
  url: string,
): Promise<Pick<RoundsResult, 'roundsPerSecond' | 'roundP50Ms' | 'roundP99Ms'> | undefined> {
  const pgbench = findPgbench();
  if (!pgbench) {
    console.log('pgbench: skipped, no pgbench binary on PATH or in /usr/lib/postgresql/*/bin');
    return undefined;
  }
  // The same players, accounts and house shards the API used.
  await database.db.execute(sql`
    CREATE TABLE bench_players AS
    SELECT row_number() OVER (ORDER BY t.user_id) AS n, a.id AS account_id, t.house_id, t.user_id
    FROM (SELECT DISTINCT ON (user_id) user_id, to_account_id AS house_id FROM ledger_transfers
          WHERE kind = 'bet' AND user_id IS NOT NULL ORDER BY user_id, id) t
    JOIN ledger_accounts a ON a.user_id = t.user_id AND a.kind = 'player_real' AND a.currency = 'EUR'`);
  await database.db.execute(sql`CREATE UNIQUE INDEX ON bench_players (n)`);
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-pgbench-'));
  try {
    const script = path.join(dir, 'round.sql');
    writeFileSync(script, `\\set n random(1, ${PLAYERS})\n\\set stake random(1, 1000)\n\\set prize random(1, 2000)\n${ROUND_SCRIPT}\n`);
    const run = spawnSync(
      pgbench,
      [
        '-n',
        '-M',
        'prepared',
        '-c',
        String(PLAYERS),
        '-j',
        '2',
        '-T',
        String(RUN_SECONDS),
        '-f',
        script,
        '-l',
        `--log-prefix=${dir}/log`,
        url,
      ],
      { encoding: 'utf8' },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout)?.[1];
    if (run.status !== 0 || !tps) {
      console.log(`pgbench: failed: ${(run.stderr || run.stdout).trim().split('\n').slice(0, 5).join(' / ')}`);
      return undefined;
    }
    // Per-transaction log lines: client, transaction number, elapsed microseconds, ...
    const latencies = readdirSync(dir)
      .filter((f) => f.startsWith('log'))
      .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').trim().split('\n'))
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
    const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0;
    const result = { roundsPerSecond: Number(tps), roundP50Ms: at(50), roundP99Ms: at(99) };
    const check = await checkLedger(database.db);
    console.log(
      `pgbench, the same ledger work in raw SQL (${PLAYERS} clients, prepared, ${RUN_SECONDS} s): ${result.roundsPerSecond.toFixed(0)} rounds per second; ` +
        `round p50 ${ms(result.roundP50Ms)}, p99 ${ms(result.roundP99Ms)} (ledger check ${check.isSound ? 'sound' : 'MISMATCH'})`,
    );
    if (!check.isSound) process.exitCode = 1;
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const scratch = serverUrl ? await scratchDatabase(serverUrl, 'casino_bench_wallet_api') : undefined;
const database = await openDatabase({ databaseUrl: scratch?.url, dataDir: 'memory://' });
try {
  await database.migrate();
  const api = await benchWalletApi(database);
  if (!scratch) {
    console.log('pgbench: skipped, no DATABASE_URL (the API ran on embedded PGlite; set DATABASE_URL to compare on a server)');
  } else {
    const raw = await benchPgbench(database, scratch.url);
    if (raw) {
      console.log(
        `ratio wallet API / raw SQL: ${(api.roundsPerSecond / raw.roundsPerSecond).toFixed(2)} in rounds per second, ` +
          `${(api.roundP50Ms / raw.roundP50Ms).toFixed(1)}x the p50 latency (per round the API also speaks HTTP, checks the signature, ` +
          'the session, self-exclusion and the round, and keeps its own records and answers, on a pool of 10 connections)',
      );
    }
  }
} finally {
  await database.close();
  await scratch?.drop();
}
