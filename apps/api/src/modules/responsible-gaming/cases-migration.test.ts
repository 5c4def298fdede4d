import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseBefore, rowsOf } from '../../../test/migrations';
import type { Database } from '../../db/client';

// Migration 0043 puts the markers recorded before cases existed into cases: one open case per player, holding all of
// theirs in order, with the player's messages linked to it.

const MIGRATION = '0045_safer_gambling_cases';

describe(`migration ${MIGRATION}`, () => {
  let database: Database;
  let migrateRest: () => Promise<void>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, migrateRest, drop } = await openDatabaseBefore(MIGRATION));
  });
  afterAll(() => drop());

  it('opens one case per player with markers, holding them in order, and links their messages', async () => {
    const { db } = database;
    for (const email of ['marked@example.com', 'calm@example.com']) {
      await db.execute(sql`
        INSERT INTO users (email, password_hash, full_name, currency, language, terms_accepted_at)
        VALUES (${email}, 'not-a-hash', 'Robin Example', 'EUR', 'en', now())`);
    }
    await db.execute(sql`
      INSERT INTO harm_markers (user_id, kind, strength, at, details)
      SELECT id, kind, strength, at::timestamptz, '{}'::jsonb
      FROM users, (VALUES ('deposit_surge', 'strong', '2026-01-02T10:00:00Z'), ('night_play', 'weak', '2026-01-05T03:00:00Z')) AS m (kind, strength, at)
      WHERE email = 'marked@example.com'`);
    await db.execute(sql`
      INSERT INTO safer_gambling_interactions (user_id, kind, marker_id, opened_at)
      SELECT user_id, 'review_limits', id, at FROM harm_markers WHERE kind = 'deposit_surge'`);

    await migrateRest();

    const cases = rowsOf(
      await db.execute(sql`
        SELECT u.email, c.status, c.opened_at FROM safer_gambling_cases c JOIN users u ON u.id = c.user_id`),
    );
    expect(cases).toEqual([{ email: 'marked@example.com', status: 'open', opened_at: expect.anything() }]);
    expect(new Date(cases[0]!.opened_at as string).toISOString()).toBe('2026-01-02T10:00:00.000Z');
    const steps = rowsOf(await db.execute(sql`SELECT action, details->>'kind' AS kind FROM safer_gambling_case_events ORDER BY id`));
    expect(steps).toEqual([
      { action: 'opened', kind: null },
      { action: 'marker', kind: 'deposit_surge' },
      { action: 'marker', kind: 'night_play' },
    ]);
    const linked = rowsOf(
      await db.execute(sql`SELECT count(*)::int AS n FROM safer_gambling_interactions i JOIN safer_gambling_cases c ON c.id = i.case_id`),
    );
    expect(linked).toEqual([{ n: 1 }]);
  });
});
