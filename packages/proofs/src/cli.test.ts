import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from './cli';
import { ROUND_VECTORS_FILE, type RoundVector, type RoundVectors } from './fairness/vectors';
import { testKeyAt } from './chains/test-mnemonic';
import { VECTORS_FILE, type Vectors } from './liabilities/vectors';
import { signReserveAddress } from './reserves/sign';

const vectors = JSON.parse(readFileSync(VECTORS_FILE, 'utf8')) as Vectors;
const rounds = (JSON.parse(readFileSync(ROUND_VECTORS_FILE, 'utf8')) as RoundVectors).rounds;
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

describe('verify round', () => {
  const roundOf = (title: string) => rounds.find((round) => round.title === title)!;
  const argsOf = (round: RoundVector) => [
    'round',
    '--title',
    round.title,
    '--server-seed',
    round.serverSeed,
    '--client-seed',
    round.clientSeed,
    '--nonce',
    String(round.nonce),
    ...(round.bet === undefined ? [] : ['--bet', JSON.stringify(round.bet)]),
  ];
  const dice = roundOf('EmberDice');

  it('recomputes a round and holds its server seed to the hash shown before it', async () => {
    const { code, output } = await run(...argsOf(dice), '--server-seed-hash', dice.serverSeedHash);
    expect(code).toBe(0);
    expect(output).toBe(
      [
        `Ember Dice (EmberDice, dice), client seed "${dice.clientSeed}", nonce ${dice.nonce}`,
        `First floats: ${dice.floats.join(', ')} (the round used 1)`,
        'Outcome:',
        `  roll: ${(dice.outcome as { roll: string }).roll}`,
        `Verified: the server seed hashes to ${dice.serverSeedHash}, the hash shown before the round.`,
      ].join('\n'),
    );
    expect((await run(...argsOf(dice))).output).toContain(
      `The server seed hashes to ${dice.serverSeedHash}: compare it with the hash shown`,
    );
  });

  it("prints a slot's windows row by row and the choices a round was recomputed with", async () => {
    const slot = roundOf('LuckyLanterns');
    const outcome = slot.outcome as { spins: { window: string[][] }[]; win: string };
    const { code, output } = await run(...argsOf(slot));
    expect(code).toBe(0);
    expect(output).toContain(`      window:\n${outcome.spins[0]!.window.map((row) => `        ${row.join(' | ')}`).join('\n')}\n`);
    expect(output).toContain(`\n  win: ${outcome.win}\n`);
    const mines = roundOf('LighthouseMines');
    expect((await run(...argsOf(mines))).output).toContain(`\nChoices: ${JSON.stringify(mines.bet)}\n`);
  });

  it('answers the round as JSON with --json', async () => {
    const { code, output } = await run(...argsOf(dice), '--json', '--server-seed-hash', dice.serverSeedHash);
    expect(code).toBe(0);
    expect(JSON.parse(output)).toEqual({
      family: 'dice',
      title: 'EmberDice',
      name: 'Ember Dice',
      choices: null,
      serverSeedHash: dice.serverSeedHash,
      isHashMatch: true,
      floats: dice.floats,
      floatsUsed: dice.floatsUsed,
      outcome: dice.outcome,
    });
  });

  it('refuses a server seed that is not the one committed to, with exit code 1', async () => {
    const other = 'f'.repeat(64);
    const { code, output } = await run(...argsOf(dice), '--server-seed-hash', other);
    expect(code).toBe(1);
    expect(output).toMatch(new RegExp(`\\nNOT VERIFIED: the server seed hashes to ${dice.serverSeedHash}, not the given ${other}\\.$`));
    expect((await run(...argsOf(dice), '--server-seed-hash', other, '--json')).code).toBe(1);
  });

  it('explains its usage, an unknown title and a wrong argument, with exit code 2', async () => {
    expect(await run('round')).toEqual({
      code: 2,
      output: expect.stringMatching(/^Missing --title, --server-seed, --client-seed, --nonce\.\nUsage: verify round --title/),
    });
    const unknown = await run('round', '--title', 'NoSuchGame', '--server-seed', 's', '--client-seed', 'c', '--nonce', '0');
    expect(unknown.code).toBe(2);
    expect(unknown.output).toMatch(/^There is no title "NoSuchGame"\. Title keys, by family:\n {2}slots: LuckyLanterns, /);
    expect(unknown.output).toContain('\n  dice: EmberDice\n');
    expect(await run(...argsOf(dice).slice(0, -1), 'seven')).toEqual({ code: 2, output: '--nonce is a whole number: 0, 1, 2 and so on.' });
    expect(await run(...argsOf(dice), '--server-seed-hash', 'xyz')).toEqual({ code: 2, output: 'The server seed hash is 64 hex digits.' });
    expect(await run(...argsOf(dice), '--bet', '{mines')).toEqual({
      code: 2,
      output: `--bet is JSON, such as '{"mines": 3}'; got {mines.`,
    });
    const mines = roundOf('LighthouseMines');
    expect(await run(...argsOf(mines).slice(0, -2))).toEqual({
      code: 2,
      output: `A mines round needs its number of mines: --bet '{"mines": 3}' (1 to 24).`,
    });
    expect(await run(...argsOf(dice), '--seed', 'x')).toMatchObject({ code: 2, output: expect.stringMatching(/^Unknown option '--seed'/) });
  });

  // A process of its own, which a busy machine can take seconds to start.
  it('runs as the package command', { timeout: 20_000 }, () => {
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const r = spawnSync(process.execPath, ['--import', 'tsx', cli, ...argsOf(dice), '--server-seed-hash', dice.serverSeedHash], {
      cwd: path.dirname(cli),
      encoding: 'utf8',
    });
    expect(r.stdout + r.stderr).toMatch(/^Ember Dice \(EmberDice, dice\)/);
    expect(r.status).toBe(0);
  });
});

describe('verify reserves', () => {
  const at = { snapshotId: '3', currency: 'ETH' as const, blockHeight: 21_000_000 };
  const addresses = [0, 1].map((i) => signReserveAddress(testKeyAt(`m/44'/60'/0'/0/${i}`).secretKey, at, 10n ** 18n));
  const signed = { version: 1, ...at, addresses, total: String(2n * 10n ** 18n) };

  it('verifies signed reserves and gives reserves ÷ liabilities', async () => {
    const file = write('reserves.json', signed);
    expect(await run('reserves', file, '--liabilities', String(16n * 10n ** 17n))).toEqual({
      code: 0,
      output: expect.stringContaining('Reserves ÷ liabilities: 1.2500.'),
    });
    expect((await run('reserves', file)).output).toContain("Read each address's balance at block 21000000 on the ETH chain");
  });

  it('refuses a tampered file with 1, and a broken one or bad arguments with 2', async () => {
    const tampered = write('tampered-reserves.json', { ...signed, blockHeight: 21_000_001 });
    expect(await run('reserves', tampered)).toMatchObject({ code: 1, output: expect.stringContaining('NOT VERIFIED') });
    expect(await run('reserves', write('bad-reserves.json', '{"version":1}'))).toMatchObject({ code: 2 });
    expect(await run('reserves', 'reserves.json', '--liabilities', 'lots')).toMatchObject({
      code: 2,
      output: expect.stringMatching(/^Usage: verify reserves/),
    });
  });
});
