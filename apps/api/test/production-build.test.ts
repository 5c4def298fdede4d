import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_SITE_CONFIG_FILE } from './app';
import { BUILT_SERVER, builtCommand } from './built-command';
import { adminQuery, withDatabase } from './pg-admin';
import { freePort } from './free-port';

const secret = () => randomBytes(24).toString('hex');

/**
 * `npm run build -w apps/api` as `npm start` and a deployment run it (the tests' global setup runs it, so that no
 * test rebuilds the folder others run commands from), then its output started in production mode
 * on an empty database: PostgreSQL when TEST_DATABASE_URL is set, else the embedded one in a temp dir. The
 * migrations and the SQL function files must be found beside the build for it to answer.
 */
describe('the production build of the API', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `casino_build_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-build-'));
  beforeAll(async () => {
    if (serverUrl) await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  });
  afterAll(async () => {
    if (serverUrl) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds to JavaScript with source maps, starts with NODE_ENV=production, answers /health and stops on SIGTERM', async () => {
    // The server and every operator command of package.json, each with its source map.
    const { scripts } = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const commands = Object.values(scripts).flatMap((line) => /operator-command\.mjs (\S+)$/.exec(line)?.[1] ?? []);
    expect(commands).toHaveLength(15);
    for (const file of [BUILT_SERVER, ...commands.map((name) => builtCommand(name)[1]!)])
      expect(existsSync(`${file}.map`), file).toBe(true);

    const port = await freePort();
    const child = spawn(process.execPath, ['--enable-source-maps', BUILT_SERVER], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        API_PORT: String(port),
        STAFF_PORT: String(await freePort()),
        ...(serverUrl ? { DATABASE_URL: withDatabase(serverUrl, name) } : { DATA_DIR: dataDir }),
        SITE_CONFIG_FILE: PRODUCTION_SITE_CONFIG_FILE,
        CAPTCHA_HMAC_KEY: secret(),
        UNSUBSCRIBE_SECRET: secret(),
        DEVICE_COOKIE_SECRET: secret(),
        WALLET_API_SECRETS: `operator-a:${secret()}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (d) => (output += d));
    // Started once it logs that it listens; a process that stops instead ends the wait with its output.
    const listening = new Promise<boolean>((resolve) => {
      child.stdout.on('data', (d) => {
        output += d;
        if (output.includes('Server listening at')) resolve(true);
      });
      child.once('exit', () => resolve(false));
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      expect(await listening, output).toBe(true);
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: serverUrl ? 'pg' : 'pglite' });
      expect((await fetch(`http://127.0.0.1:${port}/health/ready`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, output).toBe(0);
    // The build takes seconds; the start proves every title's RTP first, tens of seconds on a busy machine.
  }, 120_000);
});
