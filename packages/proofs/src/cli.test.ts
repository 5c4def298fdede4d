import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from './cli';
import { VECTORS_FILE, type Vectors } from './liabilities/vectors';

const vectors = JSON.parse(readFileSync(VECTORS_FILE, 'utf8')) as Vectors;
const dir = mkdtempSync(path.join(tmpdir(), 'casino-proofs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, content: unknown) => {
  writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return name;
};

async function run(...args: string[]) {
  const lines: string[] = [];
  const code = await main(args, { out: (line) => lines.push(line), cwd: dir });
  return { code, output: lines.join('\n') };
}

describe('verify liabilities', () => {
  const proof = vectors.proofs[1]!;

  it('verifies a downloaded proof against the published root hash', async () => {
    const file = write('proof.json', proof);
    expect(await run('liabilities', file, '--root-hash', vectors.root.hash)).toEqual({
      code: 0,
      output: `Verified: a balance of ${proof.balance} (EUR, minor units) in ${proof.leaves.length} leaf/leaves is inside root ${vectors.root.hash}, total ${vectors.root.total}, snapshot ${vectors.root.snapshotAt}.`,
    });
    expect((await run('liabilities', file)).output).toContain('Compare that root with the one the casino publishes');
  });

  it('refuses a proof for another root, or a tampered one, with exit code 1', async () => {
    const other = 'f'.repeat(64);
    expect(await run('liabilities', write('proof.json', proof), '--root-hash', other)).toMatchObject({
      code: 1,
      output: expect.stringContaining(`- the proof is for root ${vectors.root.hash}, not the published ${other}`),
    });
    const tampered = structuredClone(proof);
    tampered.leaves[0]!.path[1]!.sum = '-1';
    expect(await run('liabilities', write('tampered.json', tampered))).toEqual({
      code: 1,
      output: 'NOT VERIFIED:\n- leaf 1: the sum at step 2 of its path is negative',
    });
  });

  it('explains its usage and what is wrong with a file, with exit code 2', async () => {
    expect(await run()).toEqual({ code: 2, output: expect.stringMatching(/^Usage: verify liabilities/) });
    expect(await run('liabilities', 'missing.json')).toMatchObject({
      code: 2,
      output: expect.stringMatching(/^Cannot read missing.json: ENOENT/),
    });
    expect(await run('liabilities', write('bad.json', '{"version":1}'))).toMatchObject({
      code: 2,
      output: expect.stringMatching(/^bad.json is not an inclusion proof:\n- playerId is missing/),
    });
    expect((await run('liabilities', write('p.json', proof), '--root-hash', 'xyz')).code).toBe(2);
  });

  it('runs as the package command', () => {
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const file = path.join(dir, write('proof.json', proof));
    const r = spawnSync(process.execPath, ['--import', 'tsx', cli, 'liabilities', file], { cwd: path.dirname(cli), encoding: 'utf8' });
    expect(r.stdout + r.stderr).toMatch(/^Verified: a balance of /);
    expect(r.status).toBe(0);
  });
});
