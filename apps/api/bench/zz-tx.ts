import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
const url = 'postgres://postgres@127.0.0.1:5432/casino_prof';
const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', poolMax: 8 });
const db = database.db;
const pool = (db as any)._.session.client as pg.Pool;
async function run(label: string, one: () => Promise<unknown>) {
  for (let i = 0; i < 300; i++) await one();
  const t0 = performance.now(); const c0 = process.cpuUsage(); let n = 0;
  await Promise.all(Array.from({ length: 8 }, async () => { while (performance.now() - t0 < 2000) { await one(); n++; } }));
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / n;
}
const res: Record<string, number[]> = {};
const variants: Record<string, () => Promise<unknown>> = {
  'drizzle empty tx': () => db.transaction(async () => {}),
  'raw BEGIN/COMMIT': async () => { const c = await pool.connect(); try { await c.query('BEGIN'); await c.query('COMMIT'); } finally { c.release(); } },
  'drizzle execute select 1': () => db.execute(sql`select 1`),
  'raw select 1': () => pool.query('select 1'),
};
for (let rep = 0; rep < 3; rep++) for (const [k, f] of Object.entries(variants)) (res[k] ??= []).push(await run(k, f));
for (const [k, v] of Object.entries(res)) console.log(k.padEnd(26), 'min CPU µs/op', Math.min(...v).toFixed(0), ' all', v.map((x) => x.toFixed(0)).join(' '));

import { drizzle } from 'drizzle-orm/node-postgres';
const bare = drizzle(pool);
const r2: number[] = []; const r3: number[] = [];
for (let rep = 0; rep < 3; rep++) { r2.push(await run('bare', () => bare.transaction(async () => {}))); r3.push(await run('d', () => db.transaction(async () => {}))); }
console.log('no-schema empty tx min', Math.min(...r2).toFixed(0), r2.map((x) => x.toFixed(0)).join(' '), '| schema', Math.min(...r3).toFixed(0));
await database.close();
