// npm run rates:update -- <file>: loads a rates file into the configured database, then prints the
// stored rates and their age. A file with any problem is refused as a whole and nothing changes. Works while the
// API runs (through its operator channel) or without it.
import path from 'node:path';
import { loadConfig } from '../config';
import { readRatesFile, RatesRefusedError, type RatesStatus } from '../modules/currency';
import type { Plain } from '../operator/command';
import { runOperatorCommand } from './operator-channel';
import { argumentOrUsage } from './operator-script';

const USAGE = `Usage: npm run rates:update -- <file.json>

The file holds units of each currency per 1 EUR, as decimal strings, for every supported currency:
  {"quotedAt": "2026-11-20T15:00:00Z", "base": "EUR", "rates": {"EUR": "1", "USD": "1.0834", ...}}
The shipped file is apps/api/rates/rates.json.`;

function formatAge(hours: number): string {
  const minutes = Math.floor(hours * 60);
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return `${Math.floor(minutes / 1440)} d ${Math.floor((minutes % 1440) / 60)} h`;
}

function printStatus(status: Plain<RatesStatus>, maxAgeHours: number) {
  const header = ['currency', 'per 1 EUR', '1 unit in EUR', 'quoted at', 'age', 'source'];
  const rows = status.rates.map((r) => [
    r.currency,
    r.ratePerEur,
    String(Number((1 / Number(r.ratePerEur)).toPrecision(6))),
    r.quotedAt,
    formatAge(r.ageHours),
    r.source,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  for (const row of [header, ...rows])
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
  console.log();
  if (status.missing.length > 0) console.log(`Missing rates: ${status.missing.join(', ')}`);
  if (status.ageHours !== null) {
    const verdict = status.isStale
      ? `STALE: older than RATES_MAX_AGE_HOURS=${maxAgeHours}; minimums use them, load a newer file.`
      : `within RATES_MAX_AGE_HOURS=${maxAgeHours}.`;
    console.log(`Oldest rate is ${formatAge(status.ageHours)} old, ${verdict}`);
  }
}

async function main() {
  const arg = argumentOrUsage(USAGE);
  const config = loadConfig();
  // npm runs workspace scripts inside apps/api; a relative path means where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  // The file is read here and its content sent: the API may run elsewhere than the operator's working directory.
  const content = await readRatesFile(file);
  await runOperatorCommand(config, 'rates-update', { fileName: path.basename(file), content }, (loaded) => {
    console.log(`Loaded ${loaded.count} rates from ${file} (${loaded.source}), quoted at ${loaded.quotedAt}.\n`);
    printStatus(loaded.status, loaded.maxAgeHours);
  });
}

main().catch((err: unknown) => {
  // A refused file lists its problems; anything else (a bad configuration, an unreachable database) says what failed.
  const reason = err instanceof Error ? err.message : String(err);
  console.error(err instanceof RatesRefusedError ? reason : `rates:update failed: ${reason}`);
  process.exit(1);
});
