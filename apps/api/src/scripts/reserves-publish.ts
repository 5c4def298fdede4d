// npm run reserves:publish -- <file.json> | --sandbox [<snapshot id>]: publishes the operator's reserves beside a proof
// of liabilities (docs/decisions/036-proof-of-reserves.md). The file holds one signed attestation or a list of them,
// made offline by the wallet holding the keys; each is checked (its signatures, its addresses, every balance on the
// chain at its block) before it is published. In the sandbox, --sandbox signs with the sandbox's test keys instead.
// Works while the API runs (through its operator channel) or without it. Exit 0: published; 1: refused; 2: usage.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { runOperatorCommand } from './operator-channel';
import { argumentOrUsage } from './operator-script';

const USAGE = `Usage: npm run reserves:publish -- <file.json>
       npm run reserves:publish -- --sandbox [<snapshot id>]

The file holds an attestation, or a JSON list of them, one per crypto currency:
  {"version": 1, "snapshotId": "12", "currency": "BTC", "blockHeight": 871234, "total": "152500",
   "addresses": [{"address": "bc1q…", "publicKey": "<33 bytes hex>", "balance": "150000", "signature": "<64 bytes hex>"}]}
Each signature is ECDSA (secp256k1, low s) over SHA-256 of the message the proofs package's reserveMessage() gives.
--sandbox signs the sandbox's addresses with its test keys at each chain's newest block (the newest snapshot by default).`;

async function main() {
  const arg = argumentOrUsage(USAGE);
  const config = loadConfig();
  let input;
  if (arg === '--sandbox') {
    const snapshotId = process.argv[3] === undefined ? undefined : Number(process.argv[3]);
    if (snapshotId !== undefined && !(Number.isInteger(snapshotId) && snapshotId > 0)) {
      console.error(`${process.argv[3]} is not a snapshot id.`);
      process.exit(2);
    }
    input = { sandbox: true as const, snapshotId };
  } else {
    const file: unknown = JSON.parse(await readFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), arg), 'utf8'));
    input = { attestations: Array.isArray(file) ? file : [file] };
  }
  await runOperatorCommand(config, 'reserves-publish', input, (published) => {
    if (!published.length) console.log('No address held coins at the newest blocks: nothing to publish.');
    for (const r of published) {
      console.log(
        `Snapshot ${r.snapshotId}: ${r.currency} reserves of ${r.total} (minor units) in ${r.addresses} addresses at block ${r.blockHeight}.`,
      );
    }
  });
}

main().catch((err: unknown) => {
  console.error(`reserves:publish failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
