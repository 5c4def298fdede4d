import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { adminQuery, withDatabase } from './pg-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabaseUrl?: string;
    /** Where CREATE/DROP DATABASE run: never the template itself, which must have no sessions while copied. */
    adminDatabaseUrl?: string;
    /** A migrated, closed PGlite folder that tests copy (test/embedded-copy.ts) rather than change. */
    embeddedTemplateDir: string;
  }
}

/**
 * On PostgreSQL: migrate once into a template database; every test file then gets its own
 * CREATE DATABASE ... TEMPLATE copy (see test/app.ts). On PGlite each file migrates its own in-memory copy.
 * Either way, one migrated embedded database folder for the tests that need PGlite files (test/embedded-copy.ts).
 */
export default async function setup(project: TestProject) {
  // `npm run build`, as `npm start` and a deployment run it: the operator commands' tests run its output, as
  // `npm run <command>` does, and the production build's test starts it. No test builds it again.
  // The embedded template is made meanwhile, on the other core.
  const build = promisify(execFile)('npm', ['run', 'build'], { cwd: import.meta.dirname, encoding: 'utf8' }).catch(
    (err: { stdout?: string; stderr?: string }) => {
      throw new Error(`the API's build failed:\n${err.stdout ?? ''}${err.stderr ?? ''}`);
    },
  );
  const [embeddedDir] = await Promise.all([createEmbeddedTemplate(), build]);
  project.provide('embeddedTemplateDir', embeddedDir);
  const removeEmbedded = () => rmSync(embeddedDir, { recursive: true, force: true });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return removeEmbedded;
  const name = `casino_tpl_${process.pid}`;
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  await database.migrate();
  await database.close();
  project.provide('templateDatabaseUrl', url);
  project.provide('adminDatabaseUrl', serverUrl);
  return async () => {
    removeEmbedded();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}

/** Made once: a new PGlite folder spends about 4 s in initdb before its migrations, a copy of this one under half a second. */
async function createEmbeddedTemplate(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-embedded-template-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  // Closed before any copy is made: only a shut-down folder is a consistent database.
  await database.close();
  return dataDir;
}
