import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseBefore, rowsOf } from '../../../test/migrations';
import type { Database } from '../../db/client';

// Migration 0022 gives grants made before it a display name and their validity days, and keeps a player
// who already holds several active bonuses (the first slice credited every deposit) valid.

const MIGRATION = '0022_promotion_lifecycle_and_coupons';

describe(`migration ${MIGRATION}`, () => {
  let database: Database;
  let migrateRest: () => Promise<void>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, migrateRest, drop } = await openDatabaseBefore(MIGRATION));
  });
  afterAll(() => drop());

  it('names existing grants by their deposit and keeps their terms, several active ones included', async () => {
    const { db } = database;
    await db.execute(sql`
      INSERT INTO users (email, password_hash, full_name, currency, language, terms_accepted_at)
      VALUES ('early@example.com', 'not-a-hash', 'Early Player', 'EUR', 'en', now())`);
    for (const [n, days] of [
      [1, 30],
      [2, 30],
      [4, 7],
    ]) {
      await db.execute(sql`
        INSERT INTO promotion_grants (user_id, deposit_id, promotion_id, deposit_number, currency, bonus_amount, free_spins,
          wagering_requirement, expires_at, created_at)
        SELECT id, gen_random_uuid(), ${`welcome-${n}`}, ${n}, 'EUR', 1000, 100, 35000,
          '2026-11-01T00:00:00Z'::timestamptz + ${`${days} days`}::interval, '2026-11-01T00:00:00Z'
        FROM users WHERE email = 'early@example.com'`);
    }

    await migrateRest();

    const rows = rowsOf(
      await db.execute(sql`
        SELECT deposit_number, display_name, validity_days, source::text, status::text, accepted_at
        FROM promotion_grants ORDER BY deposit_number`),
    );
    expect(rows).toEqual([
      { deposit_number: 1, display_name: '1st deposit', validity_days: 30, source: 'deposit', status: 'active', accepted_at: null },
      { deposit_number: 2, display_name: '2nd deposit', validity_days: 30, source: 'deposit', status: 'active', accepted_at: null },
      { deposit_number: 4, display_name: '4th deposit', validity_days: 7, source: 'deposit', status: 'active', accepted_at: null },
    ]);
  });
});
