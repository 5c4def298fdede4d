import pg from 'pg';
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres', max: 8, min: 8 });
async function run(label: string, one: () => Promise<unknown>) {
  for (let i = 0; i < 500; i++) await one();
  const t0 = performance.now(); const c0 = process.cpuUsage(); let n = 0;
  await Promise.all(Array.from({ length: 8 }, async () => { while (performance.now() - t0 < 3000) { await one(); n++; } }));
  const c = process.cpuUsage(c0);
  console.log(label, (n / 3).toFixed(0), '/s; CPU', ((c.user + c.system) / n).toFixed(0), 'µs (user', (c.user / n).toFixed(0), ')');
}
await run('prepared select 1 col', () => pool.query({ name: 's1', text: 'select $1::int as a', values: [1] }));
await run('prepared select 11 cols', () => pool.query({ name: 's11', text: "select 'moved' as status, $1::bigint as id, 'bet' as kind, 'EUR' as currency, 5::numeric as amount, 1::bigint as from_account_id, 2::bigint as to_account_id, 'u'::text as user_id, '{}'::jsonb as metadata, now() as created_at, true as same_details", values: [1] }));
const c = await pool.connect();
await run('client.query direct 1 col', () => c.query({ name: 's1', text: 'select $1::int as a', values: [1] }));
c.release();
await pool.end();
