// Forgot-password timing: does the answer take the same time for an e-mail with an account and one
// without? The API listens on a local port and a client in a worker thread times each answer, as
// someone probing from outside would. Requests go out at a fixed beat, each once the previous one's
// work after the answer is done, so every answer starts on a quiet API after the same pause. On the
// configured database: DATABASE_URL for PostgreSQL (a scratch database: the bench migrates it and adds
// players), in-memory PGlite otherwise.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { randomIp, uniqueEmail } from '../test/http';
import { signUp } from '../test/players';
import { createSeededRandom } from '../test/seeded-random';
import { kolmogorovSmirnov, mannWhitney, median, quantile } from './lib/statistics';
import { startTimedPost } from './lib/timed-post';

const SAMPLES = 60; // per kind
const WARM_UP = 20;
const KNOWN_PLAYERS = 20;
const BEAT_MS = 25; // longer than the work after one answer takes

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', CAPTCHA_MAX_NUMBER: '1000' });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: 'memory://' });
await database.migrate();
const app = await buildApp({ config, database });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const client = startTimedPost(`${address}/user-service/api/v1/forgot-password`);
const random = createSeededRandom(20_251_124);

const elapsedMs = async (work: () => Promise<unknown>) => {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
};

let nextBeat = performance.now();

/** One request on the next beat: how long until the client has the answer, and until the work behind it is done. */
async function sample(email: string) {
  nextBeat += BEAT_MS;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextBeat - performance.now())));
  let answerMs = 0;
  const doneMs = await elapsedMs(async () => {
    // A new address each time: the per-address limit (5 a minute) is not what is measured.
    const answer = await client.post({ email }, { 'x-requested-with': 'casino-web', 'x-forwarded-for': randomIp() });
    if (answer.status !== 200) throw new Error(`forgot-password answered ${answer.status}`);
    answerMs = answer.ms;
    await app.background.idle();
  });
  return { answerMs, doneMs };
}

const describe = (values: number[]) =>
  `median ${median(values).toFixed(3)} ms (p10 ${quantile(values, 0.1).toFixed(3)}, p90 ${quantile(values, 0.9).toFixed(3)})`;

function compare(title: string, known: number[], unknown: number[]) {
  const mw = mannWhitney(known, unknown);
  const ks = kolmogorovSmirnov(known, unknown);
  console.log(`${title}`);
  console.log(`  known e-mail:   ${describe(known)}`);
  console.log(`  unknown e-mail: ${describe(unknown)}`);
  console.log(
    `  Mann-Whitney U = ${mw.u} (z = ${mw.z.toFixed(2)}, p = ${mw.p.toPrecision(3)}); Kolmogorov-Smirnov D = ${ks.d.toFixed(3)} (p = ${ks.p.toPrecision(3)})`,
  );
  console.log(`  ${mw.p >= 0.05 && ks.p >= 0.05 ? 'indistinguishable at the 5% level' : 'DISTINGUISHABLE at the 5% level'}`);
}

try {
  const players = [];
  for (let i = 0; i < KNOWN_PLAYERS; i++) players.push((await signUp(app)).email);
  await app.background.idle();
  for (let i = 0; i < WARM_UP; i++) await sample(i % 2 ? random.pick(players) : uniqueEmail());

  // Pairs, in a random order within each pair: whatever else the machine is doing drifts over time
  // and then weighs on both kinds alike.
  const known: { answerMs: number; doneMs: number }[] = [];
  const unknown: { answerMs: number; doneMs: number }[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const isKnownFirst = random.chance(0.5);
    if (isKnownFirst) known.push(await sample(random.pick(players)));
    unknown.push(await sample(uniqueEmail()));
    if (!isKnownFirst) known.push(await sample(random.pick(players)));
  }

  console.log(`forgot-password on ${database.kind}, ${SAMPLES} samples per kind in pairs`);
  compare(
    'time to the answer (what a client can measure):',
    known.map((s) => s.answerMs),
    unknown.map((s) => s.answerMs),
  );
  // The same statistics on the time until the work is done show they notice a difference when there is one.
  compare(
    'time until the lookup, link and mail are done (what the answer would take if it waited for them):',
    known.map((s) => s.doneMs),
    unknown.map((s) => s.doneMs),
  );
} finally {
  await client.close();
  await app.close();
  await database.close();
}
