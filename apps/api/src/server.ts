import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createOpaqueToken } from './lib/tokens';
import { removeOperatorToken, writeOperatorToken } from './operator/token-file';
import { buildStaffApp } from './staff-app';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    replicaUrl: config.databaseReplicaUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
    houseShards: config.ledgerHouseShards,
  });
  await database.migrate();
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());
  // A fresh token at every start: operator commands run through this process while it holds the database.
  const operatorToken = createOpaqueToken();
  const staffApp = await buildStaffApp({ app, operatorToken });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    removeOperatorToken(config.dataDir, operatorToken);
    // Stop accepting connections on both listeners, let in-flight requests finish, then close the database
    // (the staff app first: the public app owns what they share).
    staffApp
      .close()
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  await staffApp.listen({ host: config.host, port: config.staffPort });
  writeOperatorToken(config.dataDir, operatorToken);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
