import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { solveCaptcha } from './captcha';
import { createClient, uniqueEmail } from './http';

describe('a failed query in the log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it('names the statement and the SQLSTATE, never the values sent, at any level', async () => {
    // A constraint the schema does not have makes an ordinary sign-up fail inside PostgreSQL, whose
    // detail ("Failing row contains (…)") quotes every value of the row.
    await t.database.db.execute(sql`ALTER TABLE users ADD CONSTRAINT refuses_test_names CHECK (full_name NOT LIKE 'Secret%')`);
    const email = uniqueEmail('secret-mailbox');
    const fullName = 'Secret Name 4711';
    const res = await createClient(t.app).post('/registration', {
      email,
      password: 'Violet-Harbour-42',
      fullName,
      terms: true,
      captcha: await solveCaptcha(t.app),
    });
    expect(res.statusCode).toBe(500);

    const log = lines.join('');
    for (const value of [fullName, email]) expect(log).not.toContain(value);
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failure.err).toMatchObject({ type: 'DatabaseError', code: '23514', constraint: 'refuses_test_names', table: 'users' });
    expect(failure.err.query).toMatch(/^insert into "users"/);
    expect(failure.err.stack).toMatch(/^\s+at /);
  });
});
