import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, dropDatabase, withDatabase } from '../../../test/pg-admin';
import { openDatabase, type Database } from '../../db/client';
import type { ErrorReportRow } from './repo';
import { listLatestErrorReports, recordErrorReport } from './service';
import { errorReportsToJson, formatErrorReport, formatErrorReports, parseTailArgs, printable } from './tail-cli';
import { builtCommand } from '../../../test/built-command';
import { copyEmbeddedTemplate } from '../../../test/embedded-copy';

const silentLog = { error: () => undefined } as unknown as Parameters<typeof recordErrorReport>[0]['log'];

const row = (overrides: Partial<ErrorReportRow> = {}): ErrorReportRow => ({
  id: '0b9f7c1e-1d6a-4a55-9a1e-3d2f1c0b9a77',
  createdAt: new Date('2026-03-04T05:06:07.000Z'),
  playerId: null,
  userName: 'Robin Example',
  userRecordId: 'user-7',
  errorName: 'TypeError',
  message: 'x is undefined',
  stack:
    'TypeError: x is undefined\n    at WalletCard (http://casino.test/_next/static/chunks/wallet.js:12:7)\n    at renderWithHooks (react-dom.js:1:1)',
  digest: null,
  componentStack: null,
  url: 'http://casino.test/profile/my-wallet',
  userAgent: 'Mozilla/5.0 Chrome/140.0',
  requestUserAgent: 'Mozilla/5.0 Chrome/140.0',
  ip: '203.0.113.9',
  ...overrides,
});

describe('errors:tail output', () => {
  it('shows time, page, message, first stack frame and user of each report', () => {
    expect(formatErrorReport(row())).toBe(
      [
        '── 2026-03-04T05:06:07.000Z  http://casino.test/profile/my-wallet',
        '   TypeError: x is undefined',
        '   at WalletCard (http://casino.test/_next/static/chunks/wallet.js:12:7)',
        '   user: Robin Example (user-7)',
        '   ip 203.0.113.9  agent Mozilla/5.0 Chrome/140.0',
        '   id 0b9f7c1e-1d6a-4a55-9a1e-3d2f1c0b9a77',
      ].join('\n'),
    );
  });

  it('takes the first frame of a Firefox stack, and names visitors and signed-in players', () => {
    const firefox = formatErrorReport(
      row({
        errorName: null,
        stack: 'WalletCard@http://casino.test/wallet.js:12:7\nrender@http://casino.test/react.js:1:1',
        userName: null,
        userRecordId: null,
        digest: 'd-1',
      }),
    );
    expect(firefox.split('\n').slice(1, 5)).toEqual([
      '   x is undefined',
      '   WalletCard@http://casino.test/wallet.js:12:7',
      '   digest d-1',
      '   user: visitor',
    ]);
    expect(formatErrorReport(row({ stack: null, playerId: 'p-1' }))).toContain(
      '   user: Robin Example (user-7), signed in as player p-1\n',
    );
  });

  it('keeps browser-sent text from steering the terminal', () => {
    expect(printable('line one\nline two\u001b[2J\u202eevil')).toBe('line one line two\\u001b[2J\\u202eevil');
    expect(printable('a'.repeat(400))).toHaveLength(300);
    const shown = formatErrorReport(row({ message: 'boom\u001b]0;owned\u0007', url: 'http://casino.test/\u001b[31m' }));
    expect([...shown].filter((c) => c !== '\n' && c.charCodeAt(0) < 0x20)).toEqual([]);
  });

  it('says so when there is nothing, and counts what it lists', () => {
    expect(formatErrorReports([])).toBe('No error reports yet.');
    expect(formatErrorReports([row(), row()])).toMatch(/^The latest 2 error report\(s\), newest first:\n\n── /);
  });

  it('gives every field as JSON for tests and tools', () => {
    expect(JSON.parse(errorReportsToJson([row({ playerId: 'p-1' })]))).toEqual([
      {
        id: '0b9f7c1e-1d6a-4a55-9a1e-3d2f1c0b9a77',
        createdAt: '2026-03-04T05:06:07.000Z',
        playerId: 'p-1',
        user: { name: 'Robin Example', id: 'user-7' },
        error: {
          name: 'TypeError',
          message: 'x is undefined',
          stack: row().stack,
          digest: null,
          componentStack: null,
          url: 'http://casino.test/profile/my-wallet',
        },
        userAgent: 'Mozilla/5.0 Chrome/140.0',
        requestUserAgent: 'Mozilla/5.0 Chrome/140.0',
        ip: '203.0.113.9',
      },
    ]);
    expect(JSON.parse(errorReportsToJson([row({ userName: null, userRecordId: null })]))[0].user).toBeNull();
  });

  it('reads --limit and --json, and refuses anything else', () => {
    expect(parseTailArgs([])).toEqual({ limit: 20, json: false });
    expect(parseTailArgs(['--limit', '50', '--json'])).toEqual({ limit: 50, json: true });
    expect(parseTailArgs(['--limit=5'])).toEqual({ limit: 5, json: false });
    for (const bad of [['--limit'], ['--limit', '0'], ['--limit', 'ten'], ['--limit', '2.5'], ['--limit', '100000']]) {
      expect(() => parseTailArgs(bad), bad.join(' ')).toThrow(/--limit must be a whole number from 1 to 1000/);
    }
    expect(() => parseTailArgs(['--all'])).toThrow(/unknown argument --all/);
  });
});

/** A database of the suite's kind that a separate process can open: a PostgreSQL copy, or PGlite files. */
async function createSharedDatabase(): Promise<{ env: Record<string, string>; open(): Promise<Database>; drop(): Promise<void> }> {
  const templateUrl = inject('templateDatabaseUrl');
  const adminUrl = inject('adminDatabaseUrl');
  if (templateUrl && adminUrl) {
    const name = `casino_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${new URL(templateUrl).pathname.slice(1)}`);
    const url = withDatabase(templateUrl, name);
    return {
      env: { DATABASE_URL: url },
      open: () => openDatabase({ databaseUrl: url, dataDir: '' }),
      drop: () => dropDatabase(adminUrl, name),
    };
  }
  const dataDir = copyEmbeddedTemplate();
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function runTail(env: Record<string, string>, args: string[]) {
  const child = spawn(process.execPath, builtCommand('errors-tail', ...args), {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

describe('npm run errors:tail', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('prints the stored reports newest first, readable or as JSON', { timeout: 120_000 }, async () => {
    const shared = await createSharedDatabase();
    cleanups.push(shared.drop);
    const database = await shared.open();
    const context = {
      playerId: null,
      ip: '203.0.113.9',
      requestUserAgent: 'HeaderAgent/1.0',
      receivedAt: new Date('2026-03-04T05:06:07Z'),
    };
    const base = { user: { name: 'Robin Example', id: 'user-7' }, userAgent: 'Agent/1.0' };
    const older = await recordErrorReport(
      { db: database.db, log: silentLog },
      { ...base, error: { message: 'first crash', url: 'http://casino.test/a' } },
      context,
    );
    const newer = await recordErrorReport(
      { db: database.db, log: silentLog },
      {
        ...base,
        error: {
          name: 'RangeError',
          message: 'second crash',
          stack: 'RangeError: second crash\n    at Deposit (deposit.js:3:4)',
          url: 'http://casino.test/b',
        },
      },
      { ...context, receivedAt: new Date('2026-03-04T05:06:08Z') },
    );
    expect((await listLatestErrorReports(database.db, 5)).map((r) => r.id)).toEqual([newer.id, older.id]);
    await database.close();

    const text = await runTail(shared.env, []);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('The latest 2 error report(s), newest first:');
    expect(text.stdout.indexOf('second crash')).toBeLessThan(text.stdout.indexOf('first crash'));
    expect(text.stdout).toContain('   RangeError: second crash\n   at Deposit (deposit.js:3:4)\n   user: Robin Example (user-7)');

    const json = await runTail(shared.env, ['--json', '--limit', '1']);
    expect(json.code, json.stderr).toBe(0);
    const reports = JSON.parse(json.stdout);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ id: newer.id, error: { message: 'second crash', url: 'http://casino.test/b' }, ip: '203.0.113.9' });
  });

  it('exits 1 on a bad argument and 2 when there is no database', async () => {
    const bad = await runTail({ DATA_DIR: path.join(tmpdir(), 'casino-errors-tail-none') }, ['--limit', 'x']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--limit must be a whole number');
    const missing = await runTail({ DATA_DIR: path.join(tmpdir(), `casino-errors-tail-none-${randomBytes(4).toString('hex')}`) }, []);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('No embedded database');
  });
});
