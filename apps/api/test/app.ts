import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { createGameWallet } from '../src/modules/game-wallet';
import { getPromotionSettings, wageringRulesOf } from '../src/modules/promotions';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { createTestClock, type TestClock } from './clock';
import { adminQuery, dropDatabase, withDatabase } from './pg-admin';

/** The shipped promotions file, sign-up offer of free spins included: the free-spins tests start with it. */
export const DATA_PROMOTIONS_FILE = fileURLToPath(new URL('../data/promotions.json', import.meta.url));

let withoutNoDeposit: string | undefined;

/**
 * The shipped promotions without the sign-up offer, written once per test process: most tests count a new
 * player's promotions and expect only the ones they make.
 */
function promotionsWithoutNoDeposit(): string {
  if (!withoutNoDeposit) {
    const { noDeposit: _offer, ...rest } = JSON.parse(readFileSync(DATA_PROMOTIONS_FILE, 'utf8')) as Record<string, unknown>;
    const dir = mkdtempSync(path.join(tmpdir(), 'casino-promotions-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    withoutNoDeposit = path.join(dir, 'promotions.json');
    writeFileSync(withoutNoDeposit, JSON.stringify(rest));
  }
  return withoutNoDeposit;
}

/**
 * The promotions file the tests start with, its `wagering` terms changed by `change` (such as
 * `{ spendOrder: 'bonus-first' }`), written next to it.
 */
export function promotionsFileWith(change: Record<string, unknown>): string {
  const base = promotionsWithoutNoDeposit();
  const file = JSON.parse(readFileSync(base, 'utf8')) as { wagering: Record<string, unknown> };
  const changed = path.join(path.dirname(base), `promotions-${randomBytes(4).toString('hex')}.json`);
  writeFileSync(changed, JSON.stringify({ ...file, wagering: { ...file.wagering, ...change } }));
  return changed;
}

/** A finished operator's site configuration: production refuses the demo operator the repository ships. */
export const PRODUCTION_SITE_CONFIG_FILE = fileURLToPath(new URL('./fixtures/production-site-configuration.json', import.meta.url));

export type TestApp = { app: App; database: Database; clock: TestClock; close(): Promise<void> };

/** A fresh database: a template copy on PostgreSQL, in-memory PGlite otherwise. `logger` sees every statement. */
export async function createTestDatabase(opts: { logger?: Logger } = {}): Promise<{ database: Database; drop(): Promise<void> }> {
  const templateUrl = inject('templateDatabaseUrl');
  const adminUrl = inject('adminDatabaseUrl');
  if (templateUrl && adminUrl) {
    const template = new URL(templateUrl).pathname.slice(1);
    const name = `casino_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabase(templateUrl, name), dataDir: '', logger: opts.logger });
    return {
      database,
      drop: async () => {
        // A test may have closed the pool itself (to simulate an outage); drop the copy regardless.
        await database.close().catch(() => undefined);
        await dropDatabase(adminUrl, name);
      },
    };
  }
  const database = await openDatabase({ dataDir: 'memory://', logger: opts.logger });
  await database.migrate();
  return { database, drop: () => database.close() };
}

/**
 * A fresh database for the enclosing describe block, handed to `ready` before its tests and
 * dropped after them.
 */
export function useTestDatabase(ready: (database: Database) => void | Promise<void>, opts: { logger?: Logger } = {}): void {
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const created = await createTestDatabase(opts);
    drop = created.drop;
    await ready(created.database);
  });
  afterAll(() => drop?.());
}

/** What a test may put in place of the app's own parts: background tasks, the log's destination, a statement logger. */
type TestAppParts = Pick<Parameters<typeof buildApp>[0], 'background' | 'logStream'> & { logger?: Logger };

/** A fresh database behind a fresh app whose clock the test moves. */
export async function createTestApp(env: Record<string, string> = {}, parts: TestAppParts = {}): Promise<TestApp> {
  const { database, drop } = await createTestDatabase({ logger: parts.logger });
  const { app, clock } = await startTestApp(database, env, parts);
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/**
 * An app, configured as createTestApp's, on a database the test keeps (closing the app leaves it open): a
 * migration test starts one before and one after the migration.
 */
export async function startTestApp(
  database: Database,
  env: Record<string, string> = {},
  parts: Omit<TestAppParts, 'logger'> = {},
): Promise<{ app: App; clock: TestClock }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA_MAX_NUMBER: '1000',
    PUBLIC_URL: 'http://casino.test',
    PROMOTIONS_FILE: promotionsWithoutNoDeposit(),
    ...(env.NODE_ENV === 'production' ? { SITE_CONFIG_FILE: PRODUCTION_SITE_CONFIG_FILE } : {}),
    ...env,
  });
  const clock = createTestClock();
  const app = await buildApp({ config, database, clock, background: parts.background, logStream: parts.logStream });
  await app.ready();
  return { app, clock };
}

/**
 * A test app for the enclosing describe block, handed to `ready` before its tests and closed after
 * them. `env` may be a function, read when the app starts (for values other hooks set up first).
 */
export function useTestApp(ready: (t: TestApp) => void, env: Record<string, string> | (() => Record<string, string>) = {}): void {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await createTestApp(typeof env === 'function' ? env() : env);
    ready(started);
  });
  afterAll(() => started?.close());
}

/** The API refuses to start with this environment, saying what `reason` matches. */
export async function expectStartRefused(env: Record<string, string>, reason: RegExp): Promise<void> {
  const { database, drop } = await createTestDatabase();
  try {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
    await expect(buildApp({ config, database })).rejects.toThrow(reason);
  } finally {
    await drop();
  }
}

/** The game wallet as the app builds it: the bonus rules of the app's promotions file (for tests that call it in-process). */
export const gameWalletOf = (app: App) => createGameWallet(wageringRulesOf(getPromotionSettings(app.config)));
