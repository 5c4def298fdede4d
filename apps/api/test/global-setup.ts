import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { adminQuery, withDatabase } from './pg-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabaseUrl?: string;
    /** Where CREATE/DROP DATABASE run: never the template itself, which must have no sessions while copied. */
    adminDatabaseUrl?: string;
  }
}

/**
 * On PostgreSQL: migrate once into a template database; every test file then gets its own
 * CREATE DATABASE ... TEMPLATE copy (see test/app.ts). On PGlite each file migrates its own in-memory copy.
 */
export default async function setup(project: TestProject) {
  // `npm run build`, as `npm start` and a deployment run it: the operator commands' tests run its output, as
  // `npm run <command>` does, and the production build's test starts it. No test builds it again.
  const build = spawnSync('npm', ['run', 'build'], { cwd: import.meta.dirname, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the API's build failed:\n${build.stdout}${build.stderr}`);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
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
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
