import { openDatabase, type Db } from '../src/db/client';
import { credit, debit, transfer } from '../src/modules/wallet/ledger';
import { insertPlayers } from '../test/wallet';
import { scratchDatabase } from './lib/pgbench';
const mode = process.argv[2] ?? 'transfer';
const scratch = await scratchDatabase(process.env.DATABASE_URL!, 'casino_prof');
const database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' });
await database.migrate();
const db = database.db;
const players = await insertPlayers(db, 200);
for (const [i, userId] of players.entries()) {
  const m = { source: 'bench', currency: 'EUR', userId } as const;
  await credit(db, { ...m, idempotencyKey: `seed:${i}`, kind: 'deposit', amount: 10n ** 12n, from: { kind: 'gateway_clearing' } });
  await debit(db, { ...m, idempotencyKey: `seed-bet:${i}`, kind: 'bet', amount: 1n, to: { kind: 'house' } });
}
let seq = 0;
const pick = () => players[Math.floor(Math.random() * players.length)]!;
const one = mode === 'transfer' ? () => {
  const userId = pick(); const isBet = Math.random() < 0.5;
  return transfer(db, { source: 'bench', idempotencyKey: `b:${seq++}`, kind: isBet ? 'bet' : 'win', currency: 'EUR', amount: 5n,
    from: isBet ? { kind: 'player_real', userId } : { kind: 'house' }, to: isBet ? { kind: 'house' } : { kind: 'player_real', userId } });
} : () => { const userId = pick(); const r = `r:${seq++}`; const m = { source: 'bench', currency: 'EUR', userId } as const;
  return db.transaction(async (h) => { const tx = h as unknown as Db;
    await debit(tx, { ...m, idempotencyKey: `${r}:bet`, kind: 'bet', amount: 5n, to: { kind: 'house' } });
    await credit(tx, { ...m, idempotencyKey: `${r}:win`, kind: 'win', amount: 7n, from: { kind: 'house' } }); }); };
for (let i = 0; i < 300; i++) await one();
const t0 = performance.now(); const c0 = process.cpuUsage(); let n = 0;
await Promise.all(Array.from({ length: 8 }, async () => { while (performance.now() - t0 < 6000) { await one(); n++; } }));
const c = process.cpuUsage(c0);
console.log(mode, (n / 6).toFixed(0), '/s; client CPU', ((c.user + c.system) / n).toFixed(0), 'µs (user', (c.user / n).toFixed(0), 'sys', (c.system / n).toFixed(0), ')');
await database.close(); await scratch.drop();
