import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { createTestApp, type TestApp } from './app';
import { solveCaptcha } from './captcha';
import { createClient, uniqueEmail } from './http';
import { profileClientOf, signIn, signUpPlayer } from './players';

/** 17 May 1985 as the profile sends it: unix seconds of midnight UTC. */
const BIRTH_DATE = Date.UTC(1985, 4, 17) / 1000;
const OTHER_BIRTH_DATE = Date.UTC(1986, 4, 17) / 1000;

/** How many rows each table holds that registration would write to. */
async function countRows(db: Db) {
  const counts: Record<string, number> = {};
  for (const table of ['users', 'funds', 'ledger_accounts', 'sessions', 'mail_outbox', 'player_identities']) {
    const { rows } = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
    counts[table] = rows[0]!.n;
  }
  return counts;
}

describe('self-exclusion binds the person, not one account', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No SMTP: mails land in the outbox, where the test can count them.
    t = await createTestApp();
    t.clock.set(new Date('2100-11-23T05:49:00Z'));
  });
  afterAll(() => t.close());

  const registration = async (email: string, fullName = 'Robin Example') => ({
    email,
    password: 'Violet-Harbour-42',
    fullName,
    terms: true,
    language: 'en',
    currency: 'EUR',
    captcha: await solveCaptcha(t.app),
  });
  const isSignedIn = async (client: ReturnType<typeof createClient>) => (await client.post('/isAuthenticated')).json().authenticated;
  const saveBirthDate = (profile: ReturnType<typeof createClient>, dateOfBirth: number) =>
    profile.put('/profile', { dateOfBirth, receiveEmailPromo: false });

  it('answers a sign-up with an alias of an excluded mailbox as for any taken address, and creates nothing', async () => {
    const tag = uniqueEmail().split('@')[0]!.replace(/\W/g, '');
    const { profile } = await signUpPlayer(t.app, { email: `ada.${tag}@gmail.com` });
    const excluded = await profile.put('/profile/self-exclude', { selfExcludePeriod: '6_MONTHS' });
    expect(excluded.statusCode).toBe(200);
    await t.app.background.idle();
    const taken = await signUpPlayer(t.app);
    const takenAnswer = await createClient(t.app).post('/registration', await registration(taken.email));
    expect([takenAnswer.statusCode, takenAnswer.json()]).toEqual([409, { message: 'User with same email exists' }]);

    for (const alias of [`ada.${tag}+again@gmail.com`, `ADA${tag}@googlemail.com`, `a.d.a.${tag}@gmail.com`, `ada.${tag}@gmail.com`]) {
      const before = await countRows(t.database.db);
      const browser = createClient(t.app);
      const res = await browser.post('/registration', await registration(alias));
      // Nothing tells a stranger that the address is excluded, nor until when.
      expect([res.statusCode, res.body], alias).toEqual([takenAnswer.statusCode, takenAnswer.body]);
      expect(res.headers['set-cookie']).toBeUndefined();
      await t.app.background.idle();
      expect(await countRows(t.database.db)).toEqual(before);
    }

    // Another mailbox at the same provider is someone else.
    expect((await createClient(t.app).post('/registration', await registration(`ada.${tag}x@gmail.com`))).statusCode).toBe(201);
    // Once play reopens (the term and the lifting delay after it) the person may open an account again.
    t.clock.set(new Date(excluded.json().playReopensAt));
    expect((await createClient(t.app).post('/registration', await registration(`ada.${tag}+again@gmail.com`))).statusCode).toBe(201);
  });

  it('answers a permanently excluded mailbox as a taken one too', async () => {
    const email = uniqueEmail('grace');
    const { profile } = await signUpPlayer(t.app, { email });
    await profile.put('/profile/self-exclude', { selfExcludePeriod: 'PERMANENT' });
    const res = await createClient(t.app).post('/registration', await registration(email.replace('@', '+more@')));
    expect([res.statusCode, res.json()]).toEqual([409, { message: 'User with same email exists' }]);
  });

  it('reaches an alias account opened before the exclusion: signed out at once, payout-only at sign-in', async () => {
    const email = uniqueEmail('mary');
    const first = await signUpPlayer(t.app, { email });
    const second = await signUpPlayer(t.app, { email: email.replace('@', '+two@') });
    expect(await isSignedIn(second.account)).toBe(true);

    await first.profile.put('/profile/self-exclude', { selfExcludePeriod: '6_MONTHS' });
    expect(await isSignedIn(second.account)).toBe(false);
    const res = await signIn(t.app, createClient(t.app), second.email, second.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().payoutOnly.reason).toMatch(
      /^You have excluded yourself from playing on this site until \d+ [A-Z][a-z]+ \d{4}, \d\d:\d\d UTC\.$/,
    );
  });

  it('applies an exclusion to an account whose full name and date of birth match, once the date is given', async () => {
    const excluded = await signUpPlayer(t.app, { fullName: 'Emmy Noether' });
    expect((await saveBirthDate(excluded.profile, BIRTH_DATE)).statusCode).toBe(200);
    const started = await excluded.profile.put('/profile/self-exclude', { selfExcludePeriod: '6_MONTHS' });
    const { message, playReopensAt } = started.json();

    // A new account under another e-mail: the name alone excludes nobody.
    const other = await signUpPlayer(t.app, { fullName: '  emmy   NOETHER ' });
    const namesake = await signUpPlayer(t.app, { fullName: 'Emmy Noether' });
    expect((await saveBirthDate(namesake.profile, OTHER_BIRTH_DATE)).statusCode).toBe(200);
    expect(await isSignedIn(namesake.account)).toBe(true);

    // The same date of birth makes it the same person: the date is kept, the account is signed out.
    const res = await saveBirthDate(other.profile, BIRTH_DATE);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message });
    expect(String(res.headers['set-cookie'])).toMatch(/^sid=;/);
    expect(await isSignedIn(other.account)).toBe(false);
    const again = createClient(t.app);
    const payoutOnly = await signIn(t.app, again, other.email, other.password);
    expect([payoutOnly.statusCode, payoutOnly.json().payoutOnly]).toEqual([200, { reason: message }]);

    // Until play reopens for the person, and not longer.
    t.clock.set(new Date(playReopensAt));
    const back = createClient(t.app);
    expect((await signIn(t.app, back, other.email, other.password)).statusCode).toBe(200);
    expect((await profileClientOf(t.app, back).get('/profile')).json().userDetails.dateOfBirth).toBe(BIRTH_DATE);
  });

  it('signs out an account whose name and date of birth were known when the exclusion started', async () => {
    const first = await signUpPlayer(t.app, { fullName: 'Sophie Germain' });
    const second = await signUpPlayer(t.app, { fullName: 'Sophie Germain' });
    for (const player of [first, second]) expect((await saveBirthDate(player.profile, BIRTH_DATE)).statusCode).toBe(200);
    await second.profile.put('/profile/self-exclude', { selfExcludePeriod: '6_MONTHS' });
    expect(await isSignedIn(first.account)).toBe(false);
    expect((await signIn(t.app, createClient(t.app), first.email, first.password)).json().payoutOnly).toBeDefined();
  });
});
