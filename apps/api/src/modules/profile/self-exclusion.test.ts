import type { TSelfExcludeResponse } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createClient } from '../../../test/http';
import { signIn } from '../../../test/players';
import { playerProfiles, selfExclusions, sessions } from '../../db/schema';
import { insertSelfExclusion } from './repo';
import { selfExclusionEnd } from './self-exclusion';
import { assertNotSelfExcluded } from './self-exclusion-guard';
import { profileClientOf, signUpPlayer } from './test-support';

const HOUR_MS = 3_600_000;

describe('self-exclusion periods', () => {
  const now = new Date('2025-08-31T10:00:00Z');
  it.each([
    ['24_HOURS', '2025-09-01T10:00:00.000Z'],
    ['7_DAYS', '2025-09-07T10:00:00.000Z'],
    ['30_DAYS', '2025-09-30T10:00:00.000Z'],
    // Calendar months; 31 August + 6 months rolls over the short February.
    ['6_MONTHS', '2026-03-03T10:00:00.000Z'],
  ] as const)('%s ends at %s', (period, end) => {
    expect(selfExclusionEnd(period, now)?.toISOString()).toBe(end);
  });
  it('PERMANENT has no end', () => {
    expect(selfExclusionEnd('PERMANENT', now)).toBeNull();
  });
});

describe('PUT /profile/self-exclude', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const liveSessions = async (userId: string) =>
    (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).filter((s) => s.revokedAt === null);

  it('ends every session at once, this one included, clears the cookie and stops promo mail', async () => {
    const { profile, email, password, user } = await signUpPlayer(t.app);
    expect((await profile.put('/profile/receive-email')).json().receiveEmailPromo).toBe(true);
    const otherBrowser = createClient(t.app);
    expect((await signIn(t.app, otherBrowser, email, password)).statusCode).toBe(200);
    const otherProfile = profileClientOf(t.app, otherBrowser);
    expect((await otherProfile.get('/profile')).statusCode).toBe(200);

    const before = Date.now();
    const res = await profile.put('/profile/self-exclude', { selfExcludePeriod: '7_DAYS' });
    expect(res.statusCode).toBe(200);
    const body = res.json<TSelfExcludeResponse>();
    expect(body.selfExcludePeriod).toBe('7_DAYS');
    const until = Date.parse(body.excludedUntil!);
    expect(until - before).toBeGreaterThanOrEqual(7 * 24 * HOUR_MS - 1000);
    expect(until - before).toBeLessThanOrEqual(7 * 24 * HOUR_MS + 60_000);
    expect(String(res.headers['set-cookie'])).toMatch(/^sid=;/);

    expect((await otherProfile.get('/profile')).statusCode).toBe(401);
    expect((await otherBrowser.post('/isAuthenticated')).json()).toEqual({ authenticated: false });
    expect((await profile.get('/profile')).statusCode).toBe(401);
    expect(await liveSessions(user.id)).toEqual([]);
    const [row] = await t.database.db.select().from(playerProfiles).where(eq(playerProfiles.userId, user.id));
    expect(row!.receiveEmailPromo).toBe(false);
  });

  it('answers sign-in with 403 naming the end date, and opens no session', async () => {
    const { profile, email, password, user } = await signUpPlayer(t.app);
    const excluded = (await profile.put('/profile/self-exclude', { selfExcludePeriod: '30_DAYS' })).json<TSelfExcludeResponse>();
    const isoDate = excluded.excludedUntil!.slice(0, 10);

    const browser = createClient(t.app);
    const res = await signIn(t.app, browser, email, password);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain(isoDate);
    expect(res.json().message).toMatch(/excluded yourself/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await liveSessions(user.id)).toEqual([]);

    // A wrong password still gets the ordinary answer: the exclusion is not revealed to strangers.
    const wrong = await signIn(t.app, createClient(t.app), email, 'Not-The-Password-1');
    expect(wrong.statusCode).toBe(401);
  });

  it('says a permanent exclusion is permanent', async () => {
    const { profile, email, password } = await signUpPlayer(t.app);
    const res = await profile.put('/profile/self-exclude', { selfExcludePeriod: 'PERMANENT' });
    expect(res.json()).toMatchObject({ selfExcludePeriod: 'PERMANENT', excludedUntil: null });
    const signInRes = await signIn(t.app, createClient(t.app), email, password);
    expect(signInRes.statusCode).toBe(403);
    expect(signInRes.json().message).toMatch(/permanently/);
  });

  it('lets the player sign in again once the exclusion is over', async () => {
    const { profile, email, password, user } = await signUpPlayer(t.app);
    await profile.put('/profile/self-exclude', { selfExcludePeriod: '24_HOURS' });
    expect((await signIn(t.app, createClient(t.app), email, password)).statusCode).toBe(403);
    await t.database.db
      .update(selfExclusions)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(selfExclusions.userId, user.id));
    expect((await signIn(t.app, createClient(t.app), email, password)).statusCode).toBe(200);
  });

  it('refuses to shorten an exclusion in force, and extends it', async () => {
    const { profile, user } = await signUpPlayer(t.app);
    // An exclusion support recorded while the player still had a session.
    const until = new Date(Date.now() + 20 * 24 * HOUR_MS);
    await insertSelfExclusion(t.database.db, {
      userId: user.id,
      period: '30_DAYS',
      startsAt: new Date(Date.now() - 10 * 24 * HOUR_MS),
      endsAt: until,
    });

    for (const period of ['24_HOURS', '7_DAYS'] as const) {
      const res = await profile.put('/profile/self-exclude', { selfExcludePeriod: period });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain(until.toISOString().slice(0, 10));
      expect(res.json().message).toMatch(/extended, but not shortened/);
    }
    expect(await liveSessions(user.id)).toHaveLength(1);
    expect(await t.database.db.select().from(selfExclusions).where(eq(selfExclusions.userId, user.id))).toHaveLength(1);

    const longer = await profile.put('/profile/self-exclude', { selfExcludePeriod: '30_DAYS' });
    expect(longer.statusCode).toBe(200);
    expect(Date.parse(longer.json<TSelfExcludeResponse>().excludedUntil!)).toBeGreaterThan(until.getTime());
    expect(await liveSessions(user.id)).toEqual([]);
  });

  it('keeps a permanent exclusion permanent', async () => {
    const { profile, user } = await signUpPlayer(t.app);
    await insertSelfExclusion(t.database.db, { userId: user.id, period: 'PERMANENT', startsAt: new Date(), endsAt: null });
    const res = await profile.put('/profile/self-exclude', { selfExcludePeriod: '6_MONTHS' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/permanent/);
    expect((await profile.put('/profile/self-exclude', { selfExcludePeriod: 'PERMANENT' })).statusCode).toBe(200);
  });

  it('answers 400 for an unknown period and excludes nobody', async () => {
    const { profile, user } = await signUpPlayer(t.app);
    for (const payload of [{ selfExcludePeriod: '1_HOUR' }, { selfExcludePeriod: '' }, {}]) {
      const res = await profile.put('/profile/self-exclude', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ field: 'selfExcludePeriod' })]);
    }
    expect((await profile.get('/profile')).statusCode).toBe(200);
    await expect(assertNotSelfExcluded(t.database.db, user.id)).resolves.toBeUndefined();
  });

  it('gives deposits and game launches a 403 guard while the exclusion lasts', async () => {
    const { profile, user } = await signUpPlayer(t.app);
    await profile.put('/profile/self-exclude', { selfExcludePeriod: '24_HOURS' });
    await expect(assertNotSelfExcluded(t.database.db, user.id)).rejects.toMatchObject({ statusCode: 403 });
    await expect(assertNotSelfExcluded(t.database.db, user.id, new Date(Date.now() + 25 * HOUR_MS))).resolves.toBeUndefined();
  });
});
