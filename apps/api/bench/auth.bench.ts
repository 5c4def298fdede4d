// Sign-in and health throughput through the whole app (app.inject, no network), on the configured
// database: DATABASE_URL for PostgreSQL (use a scratch database: the bench migrates it and adds a
// player), in-memory PGlite otherwise.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { hashPassword } from '../src/modules/auth/passwords';
import { solveCaptcha } from '../test/captcha';
import { createClient } from '../test/http';
import { signUp } from '../test/players';

async function timed<T>(n: number, fn: (i: number) => Promise<T>) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await fn(i);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return { ms, perSecond: (n / ms) * 1000, msEach: ms / n };
}

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', CAPTCHA_MAX_NUMBER: '1000' });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: 'memory://' });
await database.migrate();
const app = await buildApp({ config, database });
const kind = database.kind;
try {
  const hash = await timed(10, () => hashPassword('bench-password-123'));
  console.log(`argon2id hash (19 MiB, t=2): ${hash.msEach.toFixed(1)} ms each`);

  const player = await signUp(app);
  const captchas = await Promise.all(Array.from({ length: 20 }, () => solveCaptcha(app)));
  const client = createClient(app);
  const signIns = await timed(captchas.length, async (i) => {
    const res = await client.post('/signin', { email: player.email, password: player.password, captcha: captchas[i] });
    if (res.statusCode !== 200) throw new Error(`sign-in ${res.statusCode} ${res.body}`);
  });
  console.log(`sign-in (${kind}): ${signIns.perSecond.toFixed(1)} per second, ${signIns.msEach.toFixed(1)} ms each (sequential)`);

  const health = await timed(2000, async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    if (res.statusCode !== 200) throw new Error(`health ${res.statusCode}`);
  });
  console.log(`GET /health (${kind}): ${health.perSecond.toFixed(0)} per second`);
} finally {
  await app.close();
  await database.close();
}
