import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeAt, createStaffTestApp, staffClient, STAFF_PASSWORD, tokenOfLink } from '../../test/staff';
import { openDatabase } from '../db/client';
import { listStaff } from '../modules/backoffice';
import { writeOperatorToken } from '../operator/token-file';
import { builtCommand } from '../../test/built-command';
import { copyEmbeddedTemplate } from '../../test/embedded-copy';

const LINK = /^http:\/\/localhost:4100\/enrol#[A-Za-z0-9_-]{43}$/m;

function run(env: Record<string, string>, ...args: string[]) {
  const child = spawn(process.execPath, builtCommand('staff-bootstrap', ...args), {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise<{ code: number | null; output: string }>((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('npm run staff:bootstrap', () => {
  const dirs: string[] = [];
  const newDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'casino-staff-bootstrap-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('asks the running API through its operator channel, which holds the database', { timeout: 90_000 }, async () => {
    const dataDir = newDataDir();
    const operatorToken = 'a-fresh-operator-token-0123456789abcdefgh';
    const t = await createStaffTestApp({}, { operatorToken });
    try {
      await t.staff.listen({ host: '127.0.0.1', port: 0 });
      const port = (t.staff.server.address() as { port: number }).port;
      writeOperatorToken(dataDir, operatorToken);
      expect(statSync(path.join(dataDir, 'operator-token')).mode & 0o777).toBe(0o600);
      const env = { DATA_DIR: dataDir, STAFF_PORT: String(port) };

      const first = await run(env, 'First.Admin@example.com');
      expect(first.code, first.output).toBe(0);
      const link = LINK.exec(first.output)?.[0];
      expect(link).toBeDefined();
      // The command never opened a database of its own: the API's has the administrator.
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(false);
      expect(await listStaff(t.database.db)).toEqual([
        expect.objectContaining({ email: 'First.Admin@example.com', role: 'administrator', status: 'invited' }),
      ]);

      // The link enrols: the console's first administrator can sign in.
      const browser = staffClient(t);
      const token = tokenOfLink(link!);
      const { totpSecret } = (await browser.post('/enrolment/start', { token })).json<{ totpSecret: string }>();
      const done = await browser.post('/enrolment/complete', { token, password: STAFF_PASSWORD, code: await codeAt(t, totpSecret) });
      expect(done.json()).toMatchObject({ role: 'administrator' });

      const second = await run(env, 'someone.else@example.com');
      expect(second.code).toBe(1);
      expect(second.output).toContain('Refused: An administrator already exists (First.Admin@example.com)');
      const bad = await run(env, 'not-an-address');
      expect(bad.code).toBe(1);
      expect(bad.output).toMatch(/Refused: .*e-mail/);
    } finally {
      await t.close();
    }
  });

  it('opens the database itself when no API runs, and refuses a second administrator', { timeout: 120_000 }, async () => {
    const dataDir = copyEmbeddedTemplate(newDataDir());
    // A file left by an API that stopped without removing it: nothing answers, so the command goes on alone.
    writeOperatorToken(dataDir, 'left-behind-by-a-stopped-api-0123456789');
    const env = { DATA_DIR: dataDir, STAFF_PORT: '1' };

    const first = await run(env, 'boss@example.com');
    expect(first.code, first.output).toBe(0);
    const firstLink = LINK.exec(first.output)?.[0];
    // Run again for the same administrator, who has not enrolled: a fresh link, the earlier one retired.
    const again = await run(env, 'BOSS@example.com');
    expect(again.code, again.output).toBe(0);
    expect(LINK.exec(again.output)?.[0]).not.toBe(firstLink);
    const other = await run(env, 'other@example.com');
    expect(other.code).toBe(1);
    expect(other.output).toContain('Refused: An administrator already exists (boss@example.com)');
    const usage = await run(env);
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('Usage: npm run staff:bootstrap');

    const database = await openDatabase({ dataDir });
    try {
      expect(await listStaff(database.db)).toEqual([expect.objectContaining({ email: 'boss@example.com', role: 'administrator' })]);
    } finally {
      await database.close();
    }
  });
});
