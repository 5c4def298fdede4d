import type { TProfileSession, TSelfExcludeResponse } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createClient } from '../../../test/http';
import { profileClientOf, signIn, signUpPlayer } from '../../../test/players';

const HOUR_MS = 3_600_000;

describe('PUT /profile/self-exclude', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ends every session at once, this one included, clears the cookie and stops promo mail', async () => {
    const { profile, email, password } = await signUpPlayer(t.app);
    expect((await profile.put('/profile/receive-email')).json().receiveEmailPromo).toBe(true);
    const otherBrowser = createClient(t.app);
    expect((await signIn(t.app, otherBrowser, email, password)).statusCode).toBe(200);
    const otherProfile = profileClientOf(t.app, otherBrowser);
    expect((await otherProfile.get('/profile/session')).json<TProfileSession[]>()).toHaveLength(2);

    const sixMonthsFrom = (d: Date) => new Date(d).setUTCMonth(d.getUTCMonth() + 6);
    const before = sixMonthsFrom(t.clock.now());
    const res = await profile.put('/profile/self-exclude', { selfExcludePeriod: '6_MONTHS' });
    expect(res.statusCode).toBe(200);
    const body = res.json<TSelfExcludeResponse>();
    expect(body.selfExcludePeriod).toBe('6_MONTHS');
    expect(Date.parse(body.excludedUntil!)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(body.excludedUntil!)).toBeLessThanOrEqual(sixMonthsFrom(t.clock.now()));
    // Play reopens a day after the term (the default profile's lifting delay).
    expect(Date.parse(body.playReopensAt!) - Date.parse(body.excludedUntil!)).toBe(24 * HOUR_MS);
    expect(String(res.headers['set-cookie'])).toMatch(/^sid=;/);

    expect((await otherProfile.get('/profile')).statusCode).toBe(401);
    expect((await otherBrowser.post('/isAuthenticated')).json()).toEqual({ authenticated: false });
    expect((await profile.get('/profile')).statusCode).toBe(401);

    // Once play reopens the player is back, and promotional mail stays off until they ask for it.
    t.clock.set(new Date(body.playReopensAt!));
    const back = createClient(t.app);
    expect((await signIn(t.app, back, email, password)).statusCode).toBe(200);
    expect((await profileClientOf(t.app, back).get('/profile')).json().userDetails.receiveEmailPromo).toBe(false);
  });

  it('answers sign-in with a payout-only session naming the end in words', async () => {
    t.clock.set(new Date('2100-11-23T05:49:00Z'));
    const { profile, email, password } = await signUpPlayer(t.app);
    const excluded = await profile.put('/profile/self-exclude', { selfExcludePeriod: '6_MONTHS' });
    expect(excluded.json<TSelfExcludeResponse>().excludedUntil!.slice(0, 16)).toBe('2101-05-23T05:49');

    const browser = createClient(t.app);
    const res = await signIn(t.app, browser, email, password);
    expect(res.statusCode).toBe(200);
    expect(res.json().payoutOnly).toEqual({
      reason: 'You have excluded yourself from playing on this site until 24 May 2101, 05:50 UTC.',
    });

    // A wrong password still gets the ordinary answer: the exclusion is not revealed to strangers.
    const wrong = await signIn(t.app, createClient(t.app), email, 'Not-The-Password-1');
    expect(wrong.statusCode).toBe(401);
  });

  it('says an indefinite exclusion has no end', async () => {
    const { profile, email, password } = await signUpPlayer(t.app);
    const res = await profile.put('/profile/self-exclude', { selfExcludePeriod: 'PERMANENT' });
    expect(res.json()).toMatchObject({ selfExcludePeriod: 'PERMANENT', excludedUntil: null });
    t.clock.advance(10 * 365 * 24 * HOUR_MS);
    const signInRes = await signIn(t.app, createClient(t.app), email, password);
    expect(signInRes.statusCode).toBe(200);
    expect(signInRes.json().payoutOnly.reason).toMatch(/indefinitely/);
  });

  it('opens a full session again once play reopens, not a minute before', async () => {
    const { profile, email, password } = await signUpPlayer(t.app);
    const excluded = await profile.put('/profile/self-exclude', { selfExcludePeriod: '6_MONTHS' });
    t.clock.set(new Date(Date.parse(excluded.json<TSelfExcludeResponse>().playReopensAt!) - 60_000));
    expect((await signIn(t.app, createClient(t.app), email, password)).json().payoutOnly).toBeDefined();
    t.clock.advance(60_000);
    const back = await signIn(t.app, createClient(t.app), email, password);
    expect([back.statusCode, back.json().payoutOnly]).toEqual([200, undefined]);
  });

  it('answers 400 for an unknown period and excludes nobody', async () => {
    const { profile } = await signUpPlayer(t.app);
    for (const payload of [{ selfExcludePeriod: '1_HOUR' }, { selfExcludePeriod: '' }, {}]) {
      const res = await profile.put('/profile/self-exclude', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ field: 'selfExcludePeriod' })]);
    }
    // An exclusion would have ended this session.
    expect((await profile.get('/profile')).statusCode).toBe(200);
  });
});
