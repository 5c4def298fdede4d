// npm run promotions:coupon -- create <code> --name "<title>" (--deposit | --redemption) [terms] | list | disable <code>
// The operator's bonus codes. Works while the API runs (through its operator channel) or without it.
// Exit 0: done; 1: refused; 2: usage.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { systemClock } from '../lib/clock';
import { parseCouponOptions, type CouponOptions } from '../modules/promotions';
import { runOperatorCommand } from './operator-channel';

const USAGE = `Usage: npm run promotions:coupon -- create <digits> --name "<title>" (--deposit | --redemption) [terms]
       npm run promotions:coupon -- list
       npm run promotions:coupon -- disable <digits>

Terms of create:
  --deposit               entered with a deposit and granted on it (the deposit must reach --min-deposit-eur)
  --redemption            redeemed on its own into a pending promotion (a fixed bonus and/or free spins)
  --min-deposit-eur <n>   deposit coupons: the least deposit in EUR (default: any)
  --percent <n>           deposit coupons: bonus as a percentage of the deposit, capped like the welcome offer
  --bonus-eur <n>         a fixed bonus in EUR, converted down to the player's currency
  --free-spins <n>        free spins given with it
  --uses <n|unlimited>    redemptions in all (default 1)
  --per-player <n>        redemptions per player (default 1)
  --from <date>           valid from (default now); dates as 2026-12-31 or 2026-12-31T23:59:00Z
  --until <date>          valid until (default: no end)`;

function readArguments() {
  try {
    const { values, positionals } = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        deposit: { type: 'boolean' },
        redemption: { type: 'boolean' },
        'min-deposit-eur': { type: 'string' },
        percent: { type: 'string' },
        'bonus-eur': { type: 'string' },
        'free-spins': { type: 'string' },
        uses: { type: 'string' },
        'per-player': { type: 'string' },
        from: { type: 'string' },
        until: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, code, extra] = positionals;
    const isValid =
      !values.help &&
      extra === undefined &&
      ((command === 'list' && !code) || (command === 'disable' && code) || (command === 'create' && code));
    if (!isValid) throw new Error('usage');
    const { help: _help, ...options } = values;
    return { command: command as 'list' | 'disable' | 'create', code: code ?? '', options: options as CouponOptions };
  } catch (err) {
    if (err instanceof Error && err.message !== 'usage') console.error(err.message);
    console.log(USAGE);
    process.exit(2);
  }
}

async function main() {
  const args = readArguments();
  const now = systemClock.now();
  // Checked before the database opens: a typo is named at once.
  const parsed = args.command === 'create' ? parseCouponOptions(args.code, args.options, now) : undefined;
  if (parsed && 'problems' in parsed) {
    console.error(`The coupon was not created:\n${parsed.problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(2);
  }
  const config = loadConfig();
  if (args.command === 'list') {
    await runOperatorCommand(config, 'coupons-list', {}, ({ lines }) => {
      if (!lines.length) console.log('No coupons.');
      for (const line of lines) console.log(line);
    });
  } else if (args.command === 'disable') {
    await runOperatorCommand(config, 'coupon-disable', { code: args.code }, ({ line }) => console.log(`Disabled: ${line}`));
  } else {
    await runOperatorCommand(config, 'coupon-create', { code: args.code, options: args.options }, ({ line }) =>
      console.log(`Created: ${line}`),
    );
  }
}

await main();
