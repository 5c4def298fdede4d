import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { sessions } from '../src/db/schema/sessions';
import { useTestApp, type TestApp } from './app';
import { createClient } from './http';
import { signIn, signUpPlayer } from './players';

/**
 * The race: a sign-in has found no exclusion and is about to store its session when the exclusion is set.
 * The test holds a lock on one of the player's expired sessions, which every sign-in deletes just before
 * storing its own, so the sign-in stops at that point; it sends the exclusion meanwhile, then lets go.
 * PostgreSQL only: PGlite has one connection, so nothing there runs at the same instant.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a sign-in racing the start of a self-exclusion (PostgreSQL)', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const db = () => t.database.db;

  async function waitingOnLocks(): Promise<number> {
    const result = (await db().execute(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  }

  it('leaves the excluded person no live full session, whichever request wins', async () => {
    const player = await signUpPlayer(t.app);
    const now = t.clock.now();
    const [expired] = await db()
      .insert(sessions)
      .values({
        userId: player.user.id,
        tokenHash: 'e'.repeat(64),
        ip: '10.0.0.1',
        createdAt: new Date(now.getTime() - 3 * 86_400_000),
        lastSeenAt: new Date(now.getTime() - 3 * 86_400_000),
        expiresAt: new Date(now.getTime() - 86_400_000),
        revokedAt: new Date(now.getTime() - 86_400_000),
      })
      .returning({ id: sessions.id });

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const isHeld = new Promise<void>((resolve) => (held = resolve));
    const holder = db().transaction(async (tx) => {
      await (tx as unknown as Db).select({ id: sessions.id }).from(sessions).where(eq(sessions.id, expired!.id)).for('update');
      held();
      await released;
    });
    await isHeld;

    const browser = createClient(t.app);
    const signingIn = signIn(t.app, browser, player.email, player.password);
    await expect.poll(waitingOnLocks, { timeout: 20_000 }).toBeGreaterThan(0);
    let excludeDone = false;
    const excluding = player.profile.put('/profile/self-exclude', { selfExcludePeriod: '6_MONTHS' }).finally(() => (excludeDone = true));
    // Before the fix the exclusion passes the waiting sign-in; after it, it waits for the sign-in's lock on the person.
    await expect.poll(async () => excludeDone || (await waitingOnLocks()) > 1, { timeout: 20_000 }).toBe(true);
    release();
    await holder;
    const [signedIn, excluded] = await Promise.all([signingIn, excluding]);
    expect(signedIn.statusCode).toBe(200);
    expect(excluded.statusCode).toBe(200);

    const live = await db()
      .select({ payoutOnly: sessions.payoutOnly })
      .from(sessions)
      .where(and(eq(sessions.userId, player.user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, t.clock.now())));
    expect(live.filter((s) => !s.payoutOnly)).toEqual([]);
    // The sign-in took the person's lock first, so the exclusion ended its session.
    expect((await browser.post('/isAuthenticated')).json()).toEqual({ authenticated: false });
  });
});
