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
