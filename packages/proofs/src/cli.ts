// The offline verifier: npm run verify -w packages/proofs -- liabilities <proof.json> [--root-hash <hex>]
// Checks a player's downloaded inclusion proof with nothing but the file; with --root-hash, against the root the
// casino's page publishes (the root's hash commits to its total, so the hash alone pins it).
// npm run verify -w packages/proofs -- round --title <key> --server-seed <seed> --client-seed <text> --nonce <n>
// recomputes a played round from its revealed seeds (fairness/round-command.ts).
// npm run verify -w packages/proofs -- reserves <reserves.json> [--liabilities <total>] checks the signed reserves
// published beside a snapshot (reserves/reserves-command.ts).
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { ROUND_USAGE } from './fairness/round-usage';
import { readInclusionProof } from './liabilities/proof-format';
import { verifyInclusion } from './liabilities/verify';
import { RESERVES_USAGE } from './reserves/reserves-command';
import { readJsonFile } from './read-json-file';

const USAGE = [
  'Usage: verify liabilities <proof.json> [--root-hash <64 hex digits>]',
  ROUND_USAGE.replace('Usage:', '      '),
  RESERVES_USAGE.replace('Usage:', '      '),
].join('\n');

type Io = { out(line: string): void; cwd: string };

/** Runs the command; answers its exit code: 0 verified, 1 refused, 2 a usage or file problem. */
export async function main(args: string[], io: Io): Promise<number> {
  // The game engines load only for a round: a liabilities check needs none of them.
  if (args[0] === 'round') return (await import('./fairness/round-command')).roundCommand(args.slice(1), io);
  if (args[0] === 'reserves') return (await import('./reserves/reserves-command')).reservesCommand(args.slice(1), io);
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { 'root-hash': { type: 'string' } } });
  } catch (err) {
    io.out(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, file, ...rest] = parsed.positionals;
  const rootHash = parsed.values['root-hash'];
  if (command !== 'liabilities' || !file || rest.length > 0) {
    io.out(USAGE);
    return 2;
  }
  if (rootHash !== undefined && !/^[0-9a-f]{64}$/.test(rootHash)) {
    io.out('--root-hash must be 64 lowercase hex digits.');
    return 2;
  }
  const content = readJsonFile(file, io);
  if (!content) return 2;
  const { json } = content;
  const read = readInclusionProof(json);
  if (!read.value) {
    io.out(`${file} is not an inclusion proof:\n${read.problems.map((p) => `- ${p}`).join('\n')}`);
    return 2;
  }
  const proof = read.value;
  const verdict = await verifyInclusion(proof, rootHash === undefined ? proof.root : { ...proof.root, hash: rootHash });
  if (!verdict.ok) {
    io.out(`NOT VERIFIED:\n${verdict.problems.map((p) => `- ${p}`).join('\n')}`);
    return 1;
  }
  const { currency, snapshotAt, hash, total } = proof.root;
  io.out(
    `Verified: a balance of ${verdict.balance} (${currency}, minor units) in ${verdict.leaves} leaf/leaves is inside root ${hash}, ` +
      `total ${total}, snapshot ${snapshotAt}.`,
  );
  if (rootHash === undefined) io.out('Compare that root with the one the casino publishes, or pass it with --root-hash.');
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2), { out: (line) => console.log(line), cwd: process.env.INIT_CWD ?? process.cwd() });
}
