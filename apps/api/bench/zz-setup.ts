import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { credit, debit } from '../src/modules/wallet/ledger';
import { insertPlayers } from '../test/wallet';
import { createBenchPlayers } from './lib/ledger-reference';
const url = 'postgres://postgres@127.0.0.1:5432/casino_prof';
const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
await database.migrate();
const db = database.db;
const players = await insertPlayers(db, 200);
for (const [i, userId] of players.entries()) {
  const m = { source: 'bench', currency: 'EUR', userId } as const;
  await credit(db, { ...m, idempotencyKey: `seed:${i}`, kind: 'deposit', amount: 10n ** 12n, from: { kind: 'gateway_clearing' } });
  await debit(db, { ...m, idempotencyKey: `seed-bet:${i}`, kind: 'bet', amount: 1n, to: { kind: 'house' } });
}
console.log(await createBenchPlayers(db));
await database.close();
