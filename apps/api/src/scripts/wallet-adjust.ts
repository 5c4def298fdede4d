// npm run wallet:adjust -- --email <e> --currency <c> --amount <decimal> --reason "<text>" [--key <k>]
// Credits (positive amount) or debits (negative) a player's real money through the ledger, with the
// reason the player sees in the transaction history. Works while the API runs (through its operator channel) or
// without it. Exit 0: done; 1: refused; 2: usage.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { isCurrencyCode } from '@casino/contracts';
import { loadConfig } from '../config';
import { toMajorUnits, toMinorUnits } from '../lib/money';
import { runOperatorCommand } from './operator-channel';

const USAGE = `Usage: npm run wallet:adjust -- --email <e-mail> --currency <code> --amount <decimal> --reason "<text>" [--key <key>]

  --amount   in the currency's major units: 25.00 credits, -25.00 debits (never below zero)
  --reason   shown to the player in the transaction history (at most 500 characters)
  --key      makes the command safe to repeat: a second run with the same key moves nothing
             (a new key is chosen and printed when left out)`;

function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

function readArguments() {
  // "--amount -25" would read as an unknown option: join a negative amount to its flag first.
  const argv = process.argv
    .slice(2)
    .flatMap((arg, i, all) => (all[i - 1] === '--amount' ? [] : arg === '--amount' ? [`--amount=${all[i + 1] ?? ''}`] : [arg]));
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        currency: { type: 'string' },
        amount: { type: 'string' },
        reason: { type: 'string' },
        key: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const { email, currency, amount, reason } = values;
    if (values.help || !email || !currency || !amount || reason === undefined) throw new Error('missing arguments');
    return { email, currency: currency.toUpperCase(), amount, reason, key: values.key ?? randomUUID() };
  } catch {
    console.log(USAGE);
    process.exit(2);
  }
}

async function main() {
  const args = readArguments();
  if (!isCurrencyCode(args.currency)) refuse(`Unknown currency ${args.currency}.`);
  const currency = args.currency;
  const isDebit = args.amount.startsWith('-');
  let minor: bigint;
  try {
    minor = toMinorUnits(isDebit ? args.amount.slice(1) : args.amount, currency);
  } catch (err) {
    refuse(`Amount ${args.amount}: ${(err as Error).message}.`);
  }

  const input = { email: args.email, currency, amount: String(isDebit ? -minor : minor), reason: args.reason, key: args.key };
  await runOperatorCommand(loadConfig(), 'wallet-adjust', input, (result) => {
    const what = `${isDebit ? 'Debited' : 'Credited'} ${toMajorUnits(minor, currency)} ${currency} ${isDebit ? 'from' : 'to'} ${args.email}`;
    console.log(result.isReplayed ? `Already done with key ${args.key}: nothing moved this time.` : `${what}.`);
    const balance = toMajorUnits(BigInt(result.realBalance), currency);
    console.log(`Real-money balance: ${balance} ${currency} (transfer ${result.transferId}, key ${args.key}).`);
  });
}

await main();
