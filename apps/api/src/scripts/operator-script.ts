import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { HttpError } from '../lib/errors';

// What the operator scripts share about their one argument and the embedded database.

/** The command's one argument; without it, or for --help, prints the usage and exits. */
export function argumentOrUsage(usage: string): string {
  const arg = process.argv[2];
  if (arg && arg !== '--help' && arg !== '-h') return arg;
  console.log(usage);
  process.exit(arg ? 0 : 2);
}

/**
 * The configured database, migrated, for a command that writes when no API answers its operator channel. The
 * embedded one is refused (exit 1) while another process has it open: PGlite is one process's files, and two
 * writers would corrupt them.
 */
export async function openDatabaseForWriting(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'staffPort'>): Promise<Database> {
  if (!config.databaseUrl && existsSync(path.join(config.dataDir, 'postmaster.pid'))) {
    console.error(
      `The embedded database in ${config.dataDir} is open (an API is running on it, or one stopped without closing it),\n` +
        `and no API answered on its operator channel (port ${config.staffPort}, ${path.join(config.dataDir, 'operator-token')}).\n` +
        'Stop the API, then run this command again; or run the command with the API’s own STAFF_PORT and DATA_DIR.',
    );
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  return database;
}

/**
 * Runs an operator's command on the database opened for writing, then closes it. A refusal of the kind the API
 * answers with a 4xx (HttpError) is printed as "Refused: …" with exit code 1; anything else is a failure.
 */
export async function withDatabaseForWriting(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'staffPort'>,
  run: (database: Database) => Promise<void>,
): Promise<void> {
  const database = await openDatabaseForWriting(config);
  try {
    await run(database);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    console.error(`Refused: ${/[.!?]$/.test(err.message) ? err.message : `${err.message}.`}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

/**
 * A copy of the embedded database for reading: a running API owns its data directory, so a
 * read-only command never opens the directory another process has open.
 */
export function copyEmbeddedDatabase(dataDir: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-read-'));
  cpSync(dataDir, dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
