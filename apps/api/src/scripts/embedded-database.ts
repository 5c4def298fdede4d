import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../config';

// What the operator scripts share about their one argument and the embedded database.

/** The command's one argument; without it, or for --help, prints the usage and exits. */
export function argumentOrUsage(usage: string): string {
  const arg = process.argv[2];
  if (arg && arg !== '--help' && arg !== '-h') return arg;
  console.log(usage);
  process.exit(arg ? 0 : 2);
}

/**
 * Why the embedded database cannot be opened for writing, or null when it can. PGlite is one
 * process's files: writing while an API holds the same folder would corrupt them.
 */
export function embeddedDatabaseInUse(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string | null {
  if (config.databaseUrl || !existsSync(path.join(config.dataDir, 'postmaster.pid'))) return null;
  return (
    `The embedded database in ${config.dataDir} is open (an API is running on it, or one stopped without closing it).\n` +
    'Stop the API, then run this command again.'
  );
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
