// The catalogue with 5,000 imported games: import time through the real import, then requests per
// second of games-and-categories over real HTTP (concurrent keep-alive connections from a worker
// thread, so the load generator does not share the API's event loop), plain and revalidated
// (If-None-Match → 304). DATABASE_URL → a scratch database created (and dropped) on that server;
// in-memory PGlite otherwise. Thumbnails are drawn as the import script draws them, into a cache
// kept between runs (see lib/bench-data-dir.ts).
import { availableParallelism, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { importCatalogue } from '../src/modules/games/import';
import { countGames } from '../src/modules/games/repo';
import { seedCatalogue } from '../src/modules/games/service';
import { generateThumbnails } from '../src/modules/games/thumbnails';
import { adminQuery, dropDatabase, withDatabase } from '../test/pg-admin';
import { createBenchDataDir } from './lib/bench-data-dir';
import { generateGames } from './lib/generate-games';
import { runLoad } from './lib/http-load';

const GAMES = 5000;
const CONNECTIONS = 16;
const RUN_SECONDS = 8;
const URL_PATH = '/game-aggregator-service/api/v1/games-and-categories/EUR';

const serverUrl = loadConfig({ ...process.env, NODE_ENV: 'test' }).databaseUrl;

async function scratchDatabase() {
  const name = `casino_bench_catalogue_${process.pid}`;
  await dropDatabase(serverUrl!, name);
  await adminQuery(serverUrl!, `CREATE DATABASE ${name}`);
  return { url: withDatabase(serverUrl!, name), drop: () => dropDatabase(serverUrl!, name) };
}

const feed = generateGames(GAMES);
const dataDir = createBenchDataDir(JSON.stringify(feed));
const scratch = serverUrl ? await scratchDatabase() : undefined;
const config = loadConfig({
  ...process.env,
  DATABASE_URL: scratch?.url,
  DATA_DIR: dataDir.dir,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  // Every request comes from one address here: the per-IP limit would be all that got measured.
  PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000',
});
const database = await openDatabase({ databaseUrl: scratch?.url, dataDir: 'memory://' });
const kind = database.kind;

async function measure(title: string, headers: Record<string, string>, expectedStatus: number, connections = CONNECTIONS) {
  const r = await runLoad({ url: `${address}${URL_PATH}`, headers, connections, seconds: RUN_SECONDS });
  const unexpected = r.requests - (r.statuses[expectedStatus] ?? 0);
  console.log(
    `${title} (${kind}, ${connections} connection${connections === 1 ? '' : 's'}, ${RUN_SECONDS} s): ${r.perSecond.toFixed(1)} req/s,` +
      ` latency p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms` +
      (unexpected ? ` (${unexpected} unexpected answers: ${JSON.stringify(r.statuses)})` : ''),
  );
  if (unexpected) process.exitCode = 1;
}

let address = '';
let app: App | undefined;
try {
  await database.migrate();
  await seedCatalogue(database.db);
  const started = performance.now();
  const report = await importCatalogue(database.db, feed);
  const importMs = performance.now() - started;
  console.log(
    `import of ${GAMES} generated games (${kind}): ${(importMs / 1000).toFixed(2)} s` +
      ` (added ${report.added.length}, rejected ${report.rejected.length}; checked by the import's own schema)`,
  );
  if (report.added.length !== GAMES) throw new Error(`expected ${GAMES} added, got ${report.added.length}`);

  // As catalogue:import does: the art is drawn with the import, before an API starts on it.
  const drawStarted = performance.now();
  const drawn = await generateThumbnails(config.dataDir, report.rows);
  if (drawn > 0) {
    console.log(`thumbnails: ${drawn} drawn in ${((performance.now() - drawStarted) / 1000).toFixed(1)} s (kept for the next run)`);
  }
  app = await buildApp({ config, database });
  address = await app.listen({ host: '127.0.0.1', port: 0 });

  const first = await fetch(`${address}${URL_PATH}`);
  const text = await first.text();
  const body = JSON.parse(text) as { games: unknown[]; categories: { gameCount: number }[] };
  const etag = first.headers.get('etag');
  if (first.status !== 200 || !etag) throw new Error(`games-and-categories answered ${first.status}`);
  const total = await countGames(database.db);
  if (body.games.length !== total || body.categories.some((c) => c.gameCount === 0)) {
    throw new Error(`games-and-categories holds ${body.games.length} of ${total} games, or an empty category`);
  }
  const again = await fetch(`${address}${URL_PATH}`, { headers: { 'if-none-match': etag } });
  if (again.status !== 304) throw new Error(`If-None-Match answered ${again.status}, expected 304`);
  const bytes = Buffer.byteLength(text);
  console.log(
    `GET games-and-categories/EUR: ${body.games.length} games, ${(bytes / 1024).toFixed(0)} KiB` +
      ` (${(gzipSync(text).length / 1024).toFixed(0)} KiB gzipped)`,
  );

  await measure('GET games-and-categories/EUR → 200', {}, 200, 1);
  await measure('GET games-and-categories/EUR → 200', {}, 200);
  await measure('GET games-and-categories/EUR with If-None-Match → 304', { 'if-none-match': etag }, 304);
  // Other work on the machine shows up in every figure above.
  console.log(`(load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores at the end)`);
} finally {
  await app?.close();
  await database.close();
  await scratch?.drop();
  dataDir.remove();
}
