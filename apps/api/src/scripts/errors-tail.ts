// npm run errors:tail [-- --limit N] [-- --json]: the latest browser error reports, newest first. Read-only.
// Exit 0: printed (possibly none). Exit 1: bad arguments or a failure. Exit 2: no database to read.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { errorReportsToJson, formatErrorReports, listLatestErrorReports, parseTailArgs } from '../modules/errors';
import { copyEmbeddedDatabase } from './operator-script';

async function hasErrorReports(db: Db): Promise<boolean> {
  const result = await db.execute(sql`SELECT to_regclass('public.error_reports') IS NOT NULL AS present`);
  return Boolean((result as unknown as { rows: { present: unknown }[] }).rows[0]?.present);
}

async function main(): Promise<number> {
  const options = parseTailArgs(process.argv.slice(2));
  const config = loadConfig();
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
    console.error(`No embedded database in ${config.dataDir}: start the API first, or set DATA_DIR (or DATABASE_URL).`);
    return 2;
  }
  const snapshot = config.databaseUrl ? undefined : copyEmbeddedDatabase(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: snapshot?.dir ?? '' });
  try {
    if (!(await hasErrorReports(database.db))) {
      console.error('The database has no error_reports table: it has not been migrated by the API yet.');
      return 2;
    }
    const rows = await listLatestErrorReports(database.db, options.limit);
    console.log(options.json ? errorReportsToJson(rows) : formatErrorReports(rows));
    return 0;
  } finally {
    await database.close();
    snapshot?.remove();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
