// npm run audit:verify [-- --head <seq>:<hash>]: recomputes the audit trail's hash chain. Read-only.
// `--head` is a head noted earlier (the API logs each new one as "audit trail appended"): it also catches rows cut
// from the end. Exit 0: intact. Exit 1: broken (where and how is printed). Exit 2: nothing could be checked.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { verifyAuditChain, type AuditHead } from '../modules/audit';
import { copyEmbeddedDatabase } from './operator-script';

const USAGE = 'Usage: npm run audit:verify [-- --head <seq>:<64 hex hash>]';

function readHead(): AuditHead | undefined {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { head: { type: 'string' } } });
  if (values.head === undefined) return undefined;
  const match = /^(\d+):([0-9a-f]{64})$/.exec(values.head);
  if (!match) throw new Error(USAGE);
  return { seq: Number(match[1]), hash: match[2]! };
}

async function main(): Promise<number> {
  const head = readHead();
  const config = loadConfig();
  if (!config.databaseUrl && !existsSync(config.dataDir)) {
    console.error(`No database in ${config.dataDir} yet: start the API first.`);
    return 2;
  }
  // A running API owns the embedded database's files: read a copy of them.
  const snapshot = config.databaseUrl ? undefined : copyEmbeddedDatabase(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: snapshot?.dir ?? '' });
  try {
    await database.migrate();
    const result = await verifyAuditChain(database.db, head);
    const at = result.head ? `head ${result.head.seq}:${result.head.hash}` : 'no rows yet';
    if (result.isIntact) console.log(`Audit trail intact: ${result.rows} row(s), ${at}.`);
    else
      console.log(`Audit trail BROKEN at row ${result.broken!.seq}: ${result.broken!.problem}. Verified before it: ${result.rows} row(s).`);
    return result.isIntact ? 0 : 1;
  } finally {
    await database.close();
    snapshot?.remove();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  },
);
