// Requests per second of games-and-categories over real HTTP (concurrent keep-alive connections from
// a worker thread, so the load generator does not share the API's event loop), sent as a browser
// sends it (Accept-Encoding: br, gzip) and revalidated (If-None-Match → 304), each beside a Fastify
// hello-world started here and measured by the same load with the same connections: first with the
// shipped catalogue, then with 5,000 imported games (import time through the real import).
// DATABASE_URL → a scratch database created (and dropped) on that server; in-memory PGlite otherwise.
// Thumbnails are drawn as the import script draws them, into a cache kept between runs (see
// lib/bench-data-dir.ts).
import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { importCatalogue } from '../src/modules/games/import';
import { countGames } from '../src/modules/games/repo';
import { CATALOGUE_CHECK_MS } from '../src/modules/games';
import { generateThumbnails } from '../src/modules/games/thumbnails';
import { adminQuery, dropDatabase, withDatabase } from '../test/pg-admin';
import { createBenchDataDir } from './lib/bench-data-dir';
import { generateGames } from './lib/generate-games';
import { runLoad, type LoadResult } from './lib/http-load';

const GAMES = 5000;
const CONNECTIONS = 16;
const RUN_SECONDS = 4;
const ROUNDS = 3;
const URL_PATH = '/game-aggregator-service/api/v1/games-and-categories/EUR';
/** What Chromium sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** Targets of the share of hello-world's rate: catalogue 200 and 304. */
const TARGETS = { ok: 0.5, notModified: 0.7 };

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
  // The production level, its lines dropped: what the API logs for each request is part of its cost.
  LOG_LEVEL: 'info',
  // Every request comes from one address here: the per-IP limit would be all that got measured.
  PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000',
});
const database = await openDatabase({ databaseUrl: scratch?.url, dataDir: 'memory://' });
const kind = database.kind;

type Load = { title: string; url: string; headers: Record<string, string>; expectedStatus: number };

type Measured = { perSecond: number; perCpuSecond: number };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Runs the loads in turn, ROUNDS times over, and prints each one's median round: on a machine shared
 * with other work, interleaving puts the same background load behind every figure of the comparison.
 * Beside requests per second, requests per second of this process's CPU time (the client runs in its
 * own process): what the server's work costs, whatever else the machine is busy with.
 */
async function measureInterleaved(loads: Load[]): Promise<Measured[]> {
  const rounds: (LoadResult & { perCpuSecond: number })[][] = loads.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, load] of loads.entries()) {
      const cpuBefore = process.cpuUsage();
      const r = await runLoad({ url: load.url, headers: load.headers, connections: CONNECTIONS, seconds: RUN_SECONDS });
      const cpu = process.cpuUsage(cpuBefore);
      rounds[i]!.push({ ...r, perCpuSecond: r.requests / ((cpu.user + cpu.system) / 1e6) });
    }
  }
  return loads.map((load, i) => {
    const results = rounds[i]!;
    const r = [...results].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(results.length / 2)]!;
    const perCpuSecond = median(results.map((x) => x.perCpuSecond));
    const unexpected = results.reduce((n, x) => n + x.requests - (x.statuses[load.expectedStatus] ?? 0), 0);
    console.log(
      `${load.title} (${kind}, ${CONNECTIONS} connections, median of ${ROUNDS} × ${RUN_SECONDS} s): ${r.perSecond.toFixed(0)} req/s` +
        ` (rounds ${results.map((x) => x.perSecond.toFixed(0)).join(', ')}), latency p50 ${r.p50Ms.toFixed(1)} ms,` +
        ` p99 ${r.p99Ms.toFixed(1)} ms; ${perCpuSecond.toFixed(0)} req per server CPU-second` +
        (unexpected ? ` (${unexpected} unexpected answers: ${JSON.stringify(results.map((x) => x.statuses))})` : ''),
    );
    if (unexpected) process.exitCode = 1;
    return { perSecond: r.perSecond, perCpuSecond };
  });
}

/** The catalogue as served now: checks it holds every game, prints its sizes, returns its ETag. */
async function checkCatalogue(): Promise<string> {
  const first = await fetch(`${address}${URL_PATH}`, { headers: { 'accept-encoding': 'identity' } });
  const text = await first.text();
  const body = JSON.parse(text) as { games: unknown[]; categories: { gameCount: number }[] };
  const etag = first.headers.get('etag');
  if (first.status !== 200 || !etag) throw new Error(`games-and-categories answered ${first.status}`);
  const total = await countGames(database.db);
  if (body.games.length !== total) throw new Error(`games-and-categories holds ${body.games.length} of ${total} games`);
  const again = await fetch(`${address}${URL_PATH}`, { headers: { 'if-none-match': etag } });
  if (again.status !== 304) throw new Error(`If-None-Match answered ${again.status}, expected 304`);
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(
    `GET games-and-categories/EUR: ${body.games.length} games, ${kib(Buffer.byteLength(text))}` +
      ` (${kib(gzipSync(text).length)} gzipped, ${kib(brotliCompressSync(text).length)} with brotli)`,
  );
  return etag;
}

/**
 * Hello-world, then the catalogue 200 and 304, and their shares of hello-world's rate, against the targets when given.
 * The targets are the shipped catalogue's; with 5,000 games the shares show how the rate scales with the body's size.
 */
async function compareWithHelloWorld(label: string, targets?: typeof TARGETS) {
  const etag = await checkCatalogue();
  const browser = { 'accept-encoding': BROWSER_ENCODINGS };
  const [hello, ok, notModified] = (await measureInterleaved([
    { title: 'Fastify hello-world → 200', url: helloAddress, headers: {}, expectedStatus: 200 },
    {
      title: `GET games-and-categories/EUR (${BROWSER_ENCODINGS}) → 200`,
      url: `${address}${URL_PATH}`,
      headers: browser,
      expectedStatus: 200,
    },
    {
      title: 'GET games-and-categories/EUR with If-None-Match → 304',
      url: `${address}${URL_PATH}`,
      headers: { ...browser, 'if-none-match': etag },
      expectedStatus: 304,
    },
  ])) as [Measured, Measured, Measured];
  const share = (measured: Measured, target: number | undefined) => {
    const ratio = measured.perSecond / hello.perSecond;
    const cpuRatio = measured.perCpuSecond / hello.perCpuSecond;
    const verdict = target === undefined ? '' : `target ≥ ${target}: ${ratio >= target ? 'met' : 'MISSED'}; `;
    return `${ratio.toFixed(2)} (${verdict}per CPU-second ${cpuRatio.toFixed(2)})`;
  };
  console.log(`${label}: 200/hello-world ${share(ok, targets?.ok)}, 304/hello-world ${share(notModified, targets?.notModified)}`);
}

let address = '';
let helloAddress = '';
let app: App | undefined;
const hello = Fastify({ logger: false });
hello.get('/', async () => ({ hello: 'world' }));
try {
  await database.migrate();
  app = await buildApp({ config, database, logStream: { write: () => undefined } });
  address = await app.listen({ host: '127.0.0.1', port: 0 });
  helloAddress = await hello.listen({ host: '127.0.0.1', port: 0 });
  await compareWithHelloWorld('shipped catalogue', TARGETS);

  const started = performance.now();
  const report = await importCatalogue(database.db, feed);
  const importMs = performance.now() - started;
  console.log(
    `import of ${GAMES} generated games (${kind}): ${(importMs / 1000).toFixed(2)} s` +
      ` (added ${report.added.length}, rejected ${report.rejected.length}; checked by the import's own schema)`,
  );
  if (report.added.length !== GAMES) throw new Error(`expected ${GAMES} added, got ${report.added.length}`);
  // As catalogue:import does: the art is drawn with the import, before players ask for it.
  const drawStarted = performance.now();
  const drawn = await generateThumbnails(config.thumbnailsDir, report.rows);
  if (drawn > 0) {
    console.log(`thumbnails: ${drawn} drawn in ${((performance.now() - drawStarted) / 1000).toFixed(1)} s (kept for the next run)`);
  }
  // The running API sees the import at its next check of the catalogue's version.
  await sleep(CATALOGUE_CHECK_MS);
  await compareWithHelloWorld(`${GAMES} imported games (no target: how the rate scales with the body)`);
  // Other work on the machine shows up in every figure above.
  console.log(`(load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores at the end)`);
} finally {
  await hello.close();
  await app?.close();
  await database.close();
  await scratch?.drop();
  dataDir.remove();
}
