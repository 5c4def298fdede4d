// npm run liabilities:snapshot: takes a proof of liabilities now (docs/decisions/033-proof-of-liabilities.md) and
// prints each currency's published root. Refused while the ledger check fails. Works while the API runs (through its
// operator channel) or without it. Exit 0: taken; 1: refused.
import { isCurrencyCode } from '@casino/contracts';
import { loadConfig } from '../config';
import { toMajorUnits } from '../lib/money';
import { runOperatorCommand } from './operator-channel';

async function main() {
  if (process.argv.length > 2) {
    console.log(
      'Usage: npm run liabilities:snapshot\n\nTakes a proof of liabilities now and publishes its roots on /proof-of-liabilities.',
    );
    process.exit(process.argv[2] === '--help' || process.argv[2] === '-h' ? 0 : 2);
  }
  await runOperatorCommand(loadConfig(), 'liabilities-snapshot', {}, (snapshot) => {
    if (!snapshot) return;
    console.log(`Snapshot ${snapshot.id} taken at ${snapshot.takenAt}.`);
    for (const root of snapshot.roots) {
      const total = isCurrencyCode(root.currency) ? toMajorUnits(BigInt(root.total), root.currency) : root.total;
      console.log(`  ${root.currency.padEnd(5)} owed ${total.padStart(16)}  depth ${String(root.depth).padStart(2)}  root ${root.hash}`);
    }
  });
}

main().catch((err: unknown) => {
  console.error(`liabilities:snapshot failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
