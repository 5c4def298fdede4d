import pg from 'pg';

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Runs one statement (CREATE/DROP DATABASE) on the server's maintenance connection. Copying a
 * template fails with 55006 while another copy of it is being made; that is retried.
 */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(statement);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((r) => setTimeout(r, 20 * attempt));
      }
    }
  } finally {
    await client.end();
  }
}

/**
 * Drops a database once its sessions are gone. pool.end() resolves before its sockets have closed;
 * dropping WITH (FORCE) at that moment would kill them mid-close, and the idle client's 57P01
 * error would surface as an unhandled error in the test run.
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (rows[0]?.n === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
