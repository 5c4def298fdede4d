import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { insertPlayers } from '../../../test/wallet';
import { saferGamblingPlayers } from '../../db/schema/responsible-gaming';
import { startSession } from '../sessions';
import { REALITY_CHECK_DEFAULTS, realityCheckAt } from './reality-check';

// The reality check's rule twice: safer_gambling_reality_check_due (the wallet's statement refuses bets with it) and
// realityCheckAt (the page, the game frame, the refused round's sentence). The same answer at every moment tried.

const MINUTE_MS = 60_000;

describe('reality check rule in SQL and TypeScript', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const db = () => t.database.db;

  async function sqlDue(userId: string, at: Date): Promise<string | null> {
    const result = await db().execute(
      sql`SELECT safer_gambling_reality_check_due(${userId}::uuid, ${JSON.stringify(REALITY_CHECK_DEFAULTS)}::jsonb, ${at.toISOString()}::timestamptz) AS due`,
    );
    const due = (result as unknown as { rows: { due: string | Date | null }[] }).rows[0]?.due ?? null;
    return due === null ? null : new Date(due).toISOString();
  }
  const tsDue = async (userId: string, at: Date) => (await realityCheckAt(db(), userId, at)).dueAt?.toISOString() ?? null;

  /** Both rules at each offset (ms after `from`): they agree, and answer `expected` (the due time's offset, or null). */
  async function expectBoth(userId: string, from: Date, cases: [number, number | null][]) {
    for (const [offset, expected] of cases) {
      const at = new Date(from.getTime() + offset);
      const want = expected === null ? null : new Date(from.getTime() + expected).toISOString();
      expect({ offset, sql: await sqlDue(userId, at) }).toEqual({ offset, sql: want });
      expect({ offset, ts: await tsDue(userId, at) }).toEqual({ offset, ts: want });
    }
  }

  it('agrees without a sign-in, on the profile default, a chosen interval, answers and a new sign-in', async () => {
    const [userId] = await insertPlayers(db(), 1);
    const id = userId!;
    const start = new Date(Date.UTC(2026, 11, 1, 9, 0, 0, 250));
    // Never signed in: nothing is ever due.
    await expectBoth(id, start, [
      [0, null],
      [120 * MINUTE_MS, null],
    ]);

    // No row: the default profile's 60 minutes; due from each multiple, not a millisecond before.
    await startSession(db(), t.app.config, id, { ip: '127.0.0.1', userAgent: null }, start);
    const hour = 60 * MINUTE_MS;
    await expectBoth(id, start, [
      [-1, null],
      [0, null],
      [hour - 1_000, null],
      [hour - 1, null],
      [hour, hour],
      [hour + 1, hour],
      [2 * hour - 1, hour],
      [2 * hour, 2 * hour],
    ]);

    // A market profile's default, then the player's choice of 15 minutes.
    await db().insert(saferGamblingPlayers).values({ userId: id, profile: 'uk', updatedAt: start });
    await expectBoth(id, start, [[REALITY_CHECK_DEFAULTS.uk * MINUTE_MS, REALITY_CHECK_DEFAULTS.uk * MINUTE_MS]]);
    await db().update(saferGamblingPlayers).set({ realityCheckMinutes: 15 }).where(eq(saferGamblingPlayers.userId, id));
    const quarter = 15 * MINUTE_MS;
    await expectBoth(id, start, [
      [quarter - 1, null],
      [quarter, quarter],
      [45 * MINUTE_MS + 5, 45 * MINUTE_MS],
    ]);

    // Answered a minute after the second check: clear until the third, which is due again.
    await db()
      .update(saferGamblingPlayers)
      .set({ realityCheckAnsweredAt: new Date(start.getTime() + 2 * quarter + MINUTE_MS) })
      .where(eq(saferGamblingPlayers.userId, id));
    await expectBoth(id, start, [
      [2 * quarter + MINUTE_MS, null],
      [3 * quarter - 1, null],
      [3 * quarter, 3 * quarter],
    ]);
    // An answer exactly at the due time clears it.
    await db()
      .update(saferGamblingPlayers)
      .set({ realityCheckAnsweredAt: new Date(start.getTime() + 3 * quarter) })
      .where(eq(saferGamblingPlayers.userId, id));
    await expectBoth(id, start, [
      [3 * quarter, null],
      [4 * quarter, 4 * quarter],
    ]);

    // A new sign-in counts from itself; the last answer (before it) clears nothing of the new session.
    const again = new Date(start.getTime() + 5 * hour + 123);
    await startSession(db(), t.app.config, id, { ip: '127.0.0.1', userAgent: null }, again);
    await expectBoth(id, again, [
      [0, null],
      [quarter - 1, null],
      [quarter, quarter],
    ]);
  });
});
