import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import type { Clock } from '../src/lib/clock';
import { adminQuery, dropDatabase, withDatabase } from './pg-admin';

// Two API instances on one PostgreSQL database (a copy of the tests' template) and one Redis, as two processes
// behind a load balancer: each its own pool and its own app, listening on a port of its own.

export type Instance = { app: App; database: Database; url: string };

export async function startTwoInstances({ clock, redisUrl, env = {} }: { clock: Clock; redisUrl: string; env?: Record<string, string> }) {
  const adminUrl = inject('adminDatabaseUrl')!;
  const templateUrl = inject('templateDatabaseUrl')!;
  const name = `casino_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${new URL(templateUrl).pathname.slice(1)}`);
  const channel = `casino:crash:test:${randomBytes(6).toString('hex')}`;
  const instances: Instance[] = [];
  for (let i = 0; i < 2; i += 1) {
    const database = await openDatabase({ databaseUrl: withDatabase(templateUrl, name), dataDir: '' });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CAPTCHA_MAX_NUMBER: '1000',
      PUBLIC_URL: 'http://casino.test',
      REDIS_URL: redisUrl,
      CRASH_EVENTS_CHANNEL: channel,
      ...env,
    });
    const app = await buildApp({ config, database, clock });
    await app.ready();
    await app.crash.bus.ready();
    instances.push({ app, database, url: await app.listen({ host: '127.0.0.1', port: 0 }) });
  }
  return {
    instances,
    async close() {
      for (const { app, database } of instances) await app.close().finally(() => database.close());
      await dropDatabase(adminUrl, name);
    },
  };
}
