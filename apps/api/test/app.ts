import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { adminQuery, dropDatabase, withDatabase } from './pg-admin';

export type TestApp = { app: App; database: Database; close(): Promise<void> };

/** A fresh database (a template copy on PostgreSQL, in-memory PGlite otherwise) behind a fresh app. */
export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const templateUrl = inject('templateDatabaseUrl');
  const adminUrl = inject('adminDatabaseUrl');
  if (templateUrl && adminUrl) {
    const template = new URL(templateUrl).pathname.slice(1);
    const name = `casino_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabase(templateUrl, name), dataDir: '' });
    return {
      database,
      drop: async () => {
        // A test may have closed the pool itself (to simulate an outage); drop the copy regardless.
        await database.close().catch(() => undefined);
        await dropDatabase(adminUrl, name);
      },
    };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  return { database, drop: () => database.close() };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA_MAX_NUMBER: '1000',
    PUBLIC_URL: 'http://casino.test',
    ...env,
  });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
