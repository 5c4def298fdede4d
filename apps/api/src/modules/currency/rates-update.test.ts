import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SHIPPED_RATES_FILE } from './rates-provider';
import { builtCommand } from '../../../test/built-command';
import { copyEmbeddedTemplate } from '../../../test/embedded-copy';

const dir = mkdtempSync(path.join(tmpdir(), 'casino-rates-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The operator's command, on its own embedded database. */
function runUpdate(args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, builtCommand('rates-update', ...args), {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, INIT_CWD: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('npm run rates:update', () => {
  const dataDir = copyEmbeddedTemplate(path.join(dir, 'db'));

  it('loads a file given relative to where it was typed and prints the rates with their age', async () => {
    const rates = JSON.parse(readFileSync(SHIPPED_RATES_FILE, 'utf8'));
    const quotedAt = new Date(Date.now() - 3 * 3_600_000).toISOString();
    writeFileSync(path.join(dir, 'new.json'), JSON.stringify({ ...rates, quotedAt }));
    const { code, output } = await runUpdate(['new.json'], dataDir);
    expect(code, output).toBe(0);
    expect(output).toMatch(/Loaded 19 rates from .*new\.json \(file:new\.json\)/);
    expect(output).toMatch(/^USD\s+1\.0834\s+0\.92302\s+\S+\s+3 h 0 min\s+file:new\.json$/m);
    expect(output).toMatch(/Oldest rate is 3 h 0 min old, within RATES_MAX_AGE_HOURS=48\./);
  });

  it('refuses a bad file with every problem and exits non-zero', async () => {
    const bad = { quotedAt: 'yesterday', base: 'EUR', rates: { EUR: '1', USD: '-2' } };
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify(bad));
    const { code, output } = await runUpdate(['bad.json'], dataDir);
    expect(code).toBe(1);
    expect(output).toContain('Rates from file:bad.json refused, nothing was changed:');
    expect(output).toContain('  - quotedAt: must be an ISO date-time');
    expect(output).toContain('  - rates.USD: must be positive, got "-2"');
    expect(output).toContain('  - rates.BTC: missing: every supported currency needs a rate');
  });

  it('will not write into an embedded database another process has open', async () => {
    const busy = path.join(dir, 'busy');
    mkdirSync(busy);
    writeFileSync(path.join(busy, 'postmaster.pid'), '-42\n');
    const { code, output } = await runUpdate([SHIPPED_RATES_FILE], busy);
    expect(code).toBe(1);
    expect(output).toMatch(/is open \(an API is running on it[\s\S]*Stop the API/);
  });

  it('explains its usage when no file is given', async () => {
    const { code, output } = await runUpdate([], dataDir);
    expect(code).toBe(2);
    expect(output).toContain('Usage: npm run rates:update -- <file.json>');
  });
});
