import { readReserveAttestation } from './attestation';
import { reserveRatio, verifyReserves } from './verify';
import { readJsonFile } from '../read-json-file';

export const RESERVES_USAGE = 'Usage: verify reserves <reserves.json> [--liabilities <root total, minor units>]';

type Io = { out(line: string): void; cwd: string };

/**
 * `verify reserves <file>`: the signatures and addresses of a downloaded attestation, and with --liabilities (the
 * root's total the page lists) reserves ÷ liabilities. Exit 0 verified, 1 refused, 2 a usage or file problem.
 */
export function reservesCommand(args: string[], io: Io): number {
  const [file, flag, liabilities, ...rest] = args;
  if (!file || rest.length > 0 || (flag !== undefined && (flag !== '--liabilities' || !/^\d+$/.test(liabilities ?? '')))) {
    io.out(RESERVES_USAGE);
    return 2;
  }
  const content = readJsonFile(file, io);
  if (!content) return 2;
  const { json } = content;
  const read = readReserveAttestation(json);
  if (!read.value) {
    io.out(`${file} is not a reserves attestation:\n${read.problems.map((p) => `- ${p}`).join('\n')}`);
    return 2;
  }
  const verdict = verifyReserves(read.value);
  if (!verdict.ok) {
    io.out(`NOT VERIFIED:\n${verdict.problems.map((p) => `- ${p}`).join('\n')}`);
    return 1;
  }
  const { currency, blockHeight, snapshotId } = read.value;
  io.out(
    `Verified: ${verdict.addresses} ${currency} addresses signed for snapshot ${snapshotId}, holding ${verdict.total} (minor units) in all.`,
  );
  if (liabilities !== undefined)
    io.out(`Reserves ÷ liabilities: ${reserveRatio(verdict.total, BigInt(liabilities)) ?? 'nothing is owed'}.`);
  io.out(`Read each address's balance at block ${blockHeight} on the ${currency} chain to finish the check.`);
  return 0;
}
