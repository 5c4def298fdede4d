import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryPrepared, type Db } from '../src/db/client';
import { credit, debit, transfer } from '../src/modules/wallet/ledger';
const url = 'postgres://postgres@127.0.0.1:5432/casino_prof';
const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', poolMax: 8 });
const db = database.db;
const players = ((await db.execute(sql`select n, account_id, house_id, user_id from bench_players order by n`)) as any).rows as { n: number; account_id: string; house_id: string; user_id: string }[];
let seq = 0;
const pick = () => players[Math.floor(Math.random() * players.length)]!;
async function run(label: string, one: () => Promise<unknown>) {
  for (let i = 0; i < 300; i++) await one();
  const t0 = performance.now(); const c0 = process.cpuUsage(); let n = 0;
  await Promise.all(Array.from({ length: 8 }, async () => { while (performance.now() - t0 < 3000) { await one(); n++; } }));
  const c = process.cpuUsage(c0);
  console.log(label.padEnd(28), String((n / 3).toFixed(0)).padStart(6), '/s; CPU', ((c.user + c.system) / n).toFixed(0).padStart(5), 'µs (user', (c.user / n).toFixed(0), ')');
}
const S = 'SELECT * FROM ledger_transfer($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)';
const SLIM = 'SELECT status, id, same_details, created_at FROM ledger_transfer($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)';
const rawCall = (text: string, name: string) => () => { const p = pick(); return queryPrepared(db, name, text, ['bench', `k:${seq++}`, 'bet', 'EUR', '5', p.account_id, p.house_id, p.user_id, '{}', null]); };
const viaTransfer = () => { const p = pick(); return transfer(db, { source: 'bench', idempotencyKey: `t:${seq++}`, kind: 'bet', currency: 'EUR', amount: 5n, from: { kind: 'player_real', userId: p.user_id }, to: { kind: 'house' } }); };
const round = () => { const p = pick(); const r = `r:${seq++}`; const m = { source: 'bench', currency: 'EUR', userId: p.user_id } as const;
  return db.transaction(async (h) => { const tx = h as unknown as Db;
    await debit(tx, { ...m, idempotencyKey: `${r}:bet`, kind: 'bet', amount: 5n, to: { kind: 'house' } });
    await credit(tx, { ...m, idempotencyKey: `${r}:win`, kind: 'win', amount: 7n, from: { kind: 'house' } }); }); };
const emptyTx = () => db.transaction(async () => {});
const which = process.argv.slice(2);
for (let rep = 0; rep < 2; rep++) {
  if (!which.length || which.includes('floor')) await run('floor select $1', () => queryPrepared(db, 'f', 'select $1::int as a', [1]));
  if (!which.length || which.includes('raw')) await run('raw ledger_transfer *', rawCall(S, 'lt'));
  if (!which.length || which.includes('slim')) await run('raw ledger_transfer slim', rawCall(SLIM, 'lts'));
  if (!which.length || which.includes('transfer')) await run('transfer()', viaTransfer);
  if (!which.length || which.includes('empty')) await run('empty db.transaction', emptyTx);
  if (!which.length || which.includes('round')) await run('round (tx+debit+credit)', round);
}
await database.close();
