import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { BUILT_SERVER } from './built-command';

const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServer(env: Record<string, string>) {
  // The build (the tests' global setup makes it), with the game art the in-process apps of the tests draw (the default
  // THUMBNAILS_DIR of the repository's own data folder) rather than all of it again into the temp data folder.
  const child = spawn(process.execPath, ['--enable-source-maps', BUILT_SERVER], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', THUMBNAILS_DIR: loadConfig({}).thumbnailsDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('server process', () => {
  it('migrates the embedded database, serves on both listeners, and shuts down cleanly on SIGTERM', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const staffPort = port + 1;
    const server = startServer({ API_PORT: String(port), STAFF_PORT: String(staffPort), DATA_DIR: dataDir });
    let healthy = false;
    for (let i = 0; i < 360 && !healthy; i++) {
      await new Promise((r) => setTimeout(r, 250));
      healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      );
    }
    expect(healthy, server.output()).toBe(true);
    // The staff listener: its routes there, none on the public port; the operator channel's token beside the database.
    expect((await fetch(`http://127.0.0.1:${staffPort}/staff-api/v1/me`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${port}/staff-api/v1/me`)).status).toBe(404);
    const tokenFile = path.join(dataDir, 'operator-token');
    expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(tokenFile)).toBe(false);
    // A first start migrates the embedded database and draws the thumbnails: tens of seconds on a busy machine.
  }, 120_000);

  it('refuses to start on bad configuration and names every bad variable', async () => {
    const server = startServer({ API_PORT: 'x', SMTP_URL: 'http://mail' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:[\s\S]*API_PORT[\s\S]*SMTP_URL/);
  });
});
