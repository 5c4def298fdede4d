// npm run catalogue:import -- <file.json>: upserts an aggregator feed (a JSON array of games) by id,
// draws the missing thumbnails and reports added, updated and rejected rows. Bad rows are skipped. Works while the
// API runs (through its operator channel; it draws the tiles while serving) or without it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { runOperatorCommand } from './operator-channel';
import { argumentOrUsage } from './operator-script';

const USAGE = `Usage: npm run catalogue:import -- <file.json>

The file holds a JSON array of games; each one:
  {"id": "studio:SweetBonanza", "name": "Sweet Bonanza", "provider": "Studio", "imageId": "studio:SweetBonanza",
   "launchId": "optional, defaults to id", "aggregator": "optional: the GAME_AGGREGATORS id that serves it",
   "categories": ["slots"], "rtp": 96.5, "volatility": "high",
   "minBet": "0.20", "maxBet": "100", "isTop": false, "isNew": false, "isFeatured": false, "isMain": false}
Bets are EUR. Rows are matched by id: new ids are added, known ids updated.`;

async function main() {
  const arg = argumentOrUsage(USAGE);
  const config = loadConfig();
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  const feed: unknown = JSON.parse(await readFile(file, 'utf8'));

  // The feed's content goes to the API, which draws the thumbnails into its data directory (DATA_DIR, the same one).
  await runOperatorCommand(config, 'catalogue-import', { feed }, (report) => {
    console.log(`Added ${report.added}, updated ${report.updated}, rejected ${report.rejected.length}; ${report.drawn} thumbnails drawn.`);
    for (const r of report.rejected) console.log(`  row ${r.row}${r.id ? ` (${r.id})` : ''}: ${r.reasons.join('; ')}`);
    if (report.rejected.length > 0) process.exitCode = 1;
  });
}

main().catch((err: unknown) => {
  console.error(`catalogue:import failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
