import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';

/** Where the published document lives, from the repository root. */
export const OPENAPI_FILE = 'docs/openapi.json';

/**
 * The API's OpenAPI document as published in docs/openapi.json: the routes of a production deployment
 * (no payment sandbox), built without listening on an empty in-memory database. Nothing in it depends on
 * the host or the time, so the same routes give the same bytes. A
 * migrated `given` database (a test's) stands in for the in-memory one.
 */
export async function buildOpenApiDocument(given?: Database): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PAYMENTS_SANDBOX: 'false' });
  const database = given ?? (await openDatabase({ dataDir: 'memory://' }));
  // Some modules read their tables while the app is built.
  if (!given) await database.migrate();
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    if (!given) await database.close();
  }
}
