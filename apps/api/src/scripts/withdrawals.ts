// npm run withdrawals -- list [--all] | approve <id> [--reference <ref>] | reject <id> --reason "<text>"
// The operator's review of withdrawal requests: approving pays the held money out through the gateway's
// clearing account, rejecting returns it to the player with the reason they see. Exit 0: done; 1: refused; 2: usage.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { systemClock } from '../lib/clock';
import { decideWithdrawal, listWithdrawalsForReview } from '../modules/payments';
import { withDatabaseForWriting } from './operator-script';

const USAGE = `Usage: npm run withdrawals -- list [--all]
       npm run withdrawals -- approve <id> [--reference <payout reference>]
       npm run withdrawals -- reject <id> --reason "<text shown to the player>"`;

function readArguments() {
  try {
    const { values, positionals } = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: {
        all: { type: 'boolean' },
        reason: { type: 'string' },
        reference: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, id] = positionals;
    const isValid =
      !values.help &&
      ((command === 'list' && !id) || (command === 'approve' && id) || (command === 'reject' && id && values.reason !== undefined));
    if (!isValid) throw new Error('usage');
    return { command: command as 'list' | 'approve' | 'reject', id: id ?? '', ...values };
  } catch {
    console.log(USAGE);
    process.exit(2);
  }
}

async function main() {
  const args = readArguments();
  await withDatabaseForWriting(loadConfig(), async ({ db }) => {
    if (args.command === 'list') {
      const rows = await listWithdrawalsForReview(db, { isAll: args.all });
      if (!rows.length) console.log(args.all ? 'No withdrawals.' : 'No pending withdrawals.');
      for (const w of rows) {
        console.log(
          [w.id, w.createdAt, w.status, `${w.amount} ${w.currency}`, w.method, w.address ?? '-', `player ${w.userId}`].join('  '),
        );
      }
      return;
    }
    const decision =
      args.command === 'approve'
        ? { kind: 'approve' as const, ...(args.reference ? { reference: args.reference } : {}) }
        : { kind: 'reject' as const, reason: args.reason ?? '' };
    const withdrawal = await decideWithdrawal(db, args.id, decision, systemClock.now());
    console.log(`Withdrawal ${withdrawal.id} ${withdrawal.status}: ${withdrawal.amount} ${withdrawal.currency}.`);
  });
}

await main();
