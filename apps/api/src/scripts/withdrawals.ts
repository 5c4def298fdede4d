// npm run withdrawals -- list [--all] | approve <id> [--reference <ref>] | reject <id> --reason "<text>"
// The operator's review of withdrawal requests: approving pays the held money out through the gateway's
// clearing account, rejecting returns it to the player with the reason they see. Above STAFF_FOUR_EYES_WITHDRAWAL_EUR an
// approval here is the first of two: a staff member gives the second in the console. Works while the API runs
// (through its operator channel) or without it. Exit 0: done; 1: refused; 2: usage.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { runOperatorCommand } from './operator-channel';

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
  const config = loadConfig();
  if (args.command === 'list') {
    await runOperatorCommand(config, 'withdrawals-list', { isAll: Boolean(args.all) }, (rows) => {
      if (!rows.length) console.log(args.all ? 'No withdrawals.' : 'No pending withdrawals.');
      for (const w of rows) {
        console.log(
          [w.id, w.createdAt, w.status, `${w.amount} ${w.currency}`, w.method, w.address ?? '-', `player ${w.userId}`].join('  '),
        );
      }
    });
    return;
  }
  const print = (withdrawal: { id: string; status: string; amount: string; currency: string }) => {
    if (args.command === 'approve' && withdrawal.status === 'pending') {
      // Above STAFF_FOUR_EYES_WITHDRAWAL_EUR this was the first of two approvals.
      console.log(
        `Withdrawal ${withdrawal.id}: first approval recorded for ${withdrawal.amount} ${withdrawal.currency}; ` +
          'a staff member approves it a second time in the console.',
      );
    } else console.log(`Withdrawal ${withdrawal.id} ${withdrawal.status}: ${withdrawal.amount} ${withdrawal.currency}.`);
  };
  if (args.command === 'approve') {
    await runOperatorCommand(
      config,
      'withdrawal-approve',
      { id: args.id, ...(args.reference ? { reference: args.reference } : {}) },
      print,
    );
  } else await runOperatorCommand(config, 'withdrawal-reject', { id: args.id, reason: args.reason ?? '' }, print);
}

await main();
