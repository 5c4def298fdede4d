// npm run registers -- add gamstop --email <e-mail> | --first-name <n> --last-name <n> --dob <YYYY-MM-DD>
//                     add spelpaus --personal-number <YYYYMMDDNNNN> | list | remove <id>
// The people the sandbox registers hold, while no real GAMSTOP or Spelpaus.se is configured. Works while the API runs
// (through its operator channel) or without it. Exit 0: done; 1: refused; 2: usage.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import type { SandboxEntry } from '../modules/responsible-gaming';
import type { Plain } from '../operator/command';
import { runOperatorCommand } from './operator-channel';

const USAGE = `Usage: npm run registers -- add gamstop (--email <e-mail> | --first-name <name> --last-name <name> --dob <YYYY-MM-DD>)
       npm run registers -- add spelpaus --personal-number <YYYYMMDDNNNN>
       npm run registers -- list
       npm run registers -- remove <id>

The sandbox registers answer the site's checks (registration, sign-in, promotional mail) as GAMSTOP and Spelpaus.se
would: a GAMSTOP entry matches the same e-mail, or the same first and last name with the same date of birth; a
Spelpaus.se entry matches the personal identity number. With GAMSTOP_API_URL or SPELPAUS_API_URL set, that register
is the real one and these entries are not read.`;

type Add = {
  register: 'gamstop' | 'spelpaus';
  email?: string;
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  personalNumber?: string;
};

function usage(problem?: string): never {
  if (problem) console.error(problem);
  console.log(USAGE);
  process.exit(2);
}

function readArguments(): { command: 'list' } | { command: 'remove'; id: string } | { command: 'add'; entry: Add } {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        dob: { type: 'string' },
        'personal-number': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    usage((err as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, target, extra] = positionals;
  if (values.help || extra !== undefined) usage();
  if (command === 'list' && !target) return { command };
  if (command === 'remove' && target && /^[0-9a-f-]{36}$/i.test(target)) return { command, id: target };
  if (command !== 'add') usage();
  if (target === 'spelpaus') {
    const personalNumber = values['personal-number'] ?? '';
    if (!/^\d{12}$/.test(personalNumber)) usage('--personal-number must be twelve digits, YYYYMMDDNNNN.');
    return { command, entry: { register: target, personalNumber } };
  }
  if (target !== 'gamstop') usage('The register is gamstop or spelpaus.');
  const { email, 'first-name': firstName, 'last-name': lastName, dob } = values;
  const byName = firstName && lastName && dob;
  if (!email && !byName) usage('A GAMSTOP entry needs --email, or --first-name, --last-name and --dob.');
  if (email && !/^[^@\s]+@[^@\s]+$/.test(email)) usage('--email must be an e-mail address.');
  if (dob && !/^\d{4}-\d{2}-\d{2}$/.test(dob)) usage('--dob must be a date, YYYY-MM-DD.');
  return { command, entry: { register: target, email, firstName, lastName, dateOfBirth: dob } };
}

const line = (e: Plain<SandboxEntry>) =>
  `${e.id}  ${e.register.padEnd(8)}  ${[e.email, [e.firstName, e.lastName].filter(Boolean).join(' '), e.dateOfBirth, e.personalNumber]
    .filter(Boolean)
    .join('  ')}  (added ${e.addedAt})`;

async function main() {
  const args = readArguments();
  const config = loadConfig();
  if (args.command === 'list') {
    await runOperatorCommand(config, 'registers-list', {}, (entries) => {
      if (!entries.length) console.log('The sandbox registers hold nobody.');
      for (const entry of entries) console.log(line(entry));
    });
  } else if (args.command === 'remove') {
    await runOperatorCommand(config, 'register-remove', { id: args.id }, ({ id }) => console.log(`Removed ${id}.`));
  } else {
    await runOperatorCommand(config, 'register-add', args.entry, (entry) => console.log(`Added: ${line(entry)}`));
  }
}

await main();
