// npm run catalogue:import -- <file.json>: upserts an aggregator feed (a JSON array of games) by id,
// draws the missing thumbnails and reports added, updated and rejected rows. Bad rows are skipped.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { generateThumbnails, importCatalogue, seedCatalogue } from '../modules/games';
import { argumentOrUsage, openDatabaseForWriting } from './operator-script';

const USAGE = `Usage: npm run catalogue:import -- <file.json>

The file holds a JSON array of games; each one:
  {"id": "studio:SweetBonanza", "name": "Sweet Bonanza", "provider": "Studio", "imageId": "studio:SweetBonanza",
   "launchId": "optional, defaults to id", "categories": ["slots"], "rtp": 96.5, "volatility": "high",
   "minBet": "0.20", "maxBet": "100", "isTop": false, "isNew": false, "isFeatured": false, "isMain": false}
Bets are EUR. Rows are matched by id: new ids are added, known ids updated.`;

async function main() {
  const arg = argumentOrUsage(USAGE);
  const config = loadConfig();
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  const feed: unknown = JSON.parse(await readFile(file, 'utf8'));

  const database = await openDatabaseForWriting(config);
  try {
    // The in-house titles come first: the API only seeds an empty table, and this import fills it.
    await seedCatalogue(database.db);
    const report = await importCatalogue(database.db, feed);
    const drawn = await generateThumbnails(config.dataDir, report.rows);
    console.log(
      `Added ${report.added.length}, updated ${report.updated.length}, rejected ${report.rejected.length}; ${drawn} thumbnails drawn.`,
    );
    for (const r of report.rejected) console.log(`  row ${r.row}${r.id ? ` (${r.id})` : ''}: ${r.reasons.join('; ')}`);
    if (report.rejected.length > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(`catalogue:import failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
