import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseBefore, rowsOf } from '../../../test/migrations';
import type { Database } from '../../db/client';
import { canonicalEmail } from './identity';

// Migration 0007 gives players who registered before it their identity, computed in SQL the way
// canonicalEmail() does it in TypeScript.

const MIGRATION = '0007_player_identities';
const EMAILS = [
  'ada.lovelace+casino@gmail.com',
  'a.lovelace@googlemail.com',
  'grace+one+two@example.com',
  'e.noether@example.org',
  '+plus@example.com',
];

describe(`migration ${MIGRATION}`, () => {
  let database: Database;
  let migrateRest: () => Promise<void>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, migrateRest, drop } = await openDatabaseBefore(MIGRATION));
  });
  afterAll(() => drop());

  it('records the e-mail key, the name and a known date of birth of every existing player', async () => {
    const { db } = database;
    for (const [i, email] of EMAILS.entries()) {
      await db.execute(sql`
        INSERT INTO users (email, password_hash, full_name, currency, language, terms_accepted_at)
        VALUES (${email}, 'not-a-hash', ${`  Player   Number ${i} `}, 'EUR', 'en', now())`);
    }
    await db.execute(sql`
      INSERT INTO player_profiles (user_id, date_of_birth) SELECT id, '1985-05-17' FROM users WHERE email = ${EMAILS[0]}`);

    await migrateRest();

    const rows = rowsOf(
      await db.execute(sql`
        SELECT u.email, i.email_key, i.full_name, i.date_of_birth::text AS date_of_birth
        FROM player_identities i JOIN users u ON u.id = i.user_id ORDER BY u.email`),
    );
    expect(rows).toEqual(
      [...EMAILS].sort().map((email) => ({
        email,
        email_key: canonicalEmail(email),
        full_name: `Player Number ${EMAILS.indexOf(email)}`,
        date_of_birth: email === EMAILS[0] ? '1985-05-17' : null,
      })),
    );
  });
});
