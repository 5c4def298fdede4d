import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { solveCaptcha } from '../../../test/captcha';
import { createClient, randomIp, uniqueEmail } from '../../../test/http';
import { signIn, signUp } from '../../../test/players';
import { tokenFromMail, useTestAppWithSmtp, type SmtpCapture } from '../../../test/smtp';
import { signInFailures, users } from '../../db/schema/auth';
import { issueDeviceCookie } from './device-token';
import { lockDurationMs } from './sign-in-throttle';

const LOCKED = {
  message: 'Too many failed sign-in attempts. Please wait a few minutes, sign in on a device you have used before, or reset your password.',
};
const WRONG = 'Wrong-Password-1';
const DAY_MS = 24 * 3_600_000;

describe('failed sign-in throttling', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  useTestAppWithSmtp((app, capture) => {
    t = app;
    smtp = capture;
  });

  /** A stranger's attempts at the account, each from another address and a browser with no history. */
  async function attack(email: string, attempts: number) {
    const answers = [];
    for (let i = 0; i < attempts; i++) answers.push(await signIn(t.app, createClient(t.app), email, WRONG));
    return answers;
  }
  /** Waits out a lock the way a client does: as long as Retry-After says. */
  const waitRetryAfter = (res: { headers: Record<string, unknown> }) => t.clock.advance(Number(res.headers['retry-after']) * 1000);
  const deviceCookieOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === 'device');

  it('refuses strangers after 5 failures from as many addresses, with a Retry-After that doubles', async () => {
    const { email, password } = await signUp(t.app);
    expect((await attack(email, 5)).map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);

    // Even the right password, from a browser that never signed in here.
    const locked = await signIn(t.app, createClient(t.app), email, password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(LOCKED);
    const firstWait = Number(locked.headers['retry-after']);
    expect(firstWait).toBeGreaterThan(0);
    expect(firstWait).toBeLessThanOrEqual(60);

    waitRetryAfter(locked);
    const [again] = await attack(email, 1);
    expect(again!.statusCode).toBe(401);
    const longer = await signIn(t.app, createClient(t.app), email, password);
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(120);
  });

  it('lets the owner in from a browser that signed in before, however long the attack goes on', async () => {
    const { email, password, client: ownBrowser } = await signUp(t.app);
    const [, , , , , locked] = await attack(email, 6);
    expect(locked!.statusCode).toBe(429);

    // The stranger renews the lock each time it runs out, for two hours and more.
    for (let round = 0; round < 12; round++) {
      const res = await signIn(t.app, ownBrowser, email, password);
      expect(res.statusCode, `round ${round}`).toBe(200);
      expect(deviceCookieOf(res)).toBeDefined();
      const refused = await signIn(t.app, createClient(t.app), email, password);
      expect(refused.statusCode, `round ${round}`).toBe(429);
      waitRetryAfter(refused);
      await attack(email, 5);
    }
    // The owner's success did not lift the lock for strangers.
    expect((await signIn(t.app, createClient(t.app), email, password)).statusCode).toBe(429);
  });

  it('throttles a known browser on its own: 5 failures lock that browser, not the account', async () => {
    const { email, password, client: firstBrowser } = await signUp(t.app);
    const secondBrowser = createClient(t.app);
    expect((await signIn(t.app, secondBrowser, email, password)).statusCode).toBe(200);

    for (let i = 0; i < 5; i++) expect((await signIn(t.app, firstBrowser, email, WRONG)).statusCode).toBe(401);
    const locked = await signIn(t.app, firstBrowser, email, password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(LOCKED);
    expect((await signIn(t.app, secondBrowser, email, password)).statusCode).toBe(200);
    expect((await signIn(t.app, createClient(t.app), email, password)).statusCode).toBe(200);
    waitRetryAfter(locked);
    expect((await signIn(t.app, firstBrowser, email, password)).statusCode).toBe(200);
  });

  it('makes a new browser known when the owner resets the password from it during an attack', async () => {
    const { email, password } = await signUp(t.app);
    await attack(email, 6);
    const newBrowser = createClient(t.app);
    expect((await signIn(t.app, newBrowser, email, password)).statusCode).toBe(429);

    expect((await newBrowser.post('/forgot-password', { email })).statusCode).toBe(200);
    const mail = await smtp.waitForMail((m) => m.to.includes(email) && m.subject === 'Reset your password');
    const newPassword = 'Brand-New-Secret-7';
    const reset = await newBrowser.post('/account/reset-password', {
      token: tokenFromMail(mail, 'resetToken'),
      password: newPassword,
      confirmPassword: newPassword,
      captcha: await solveCaptcha(t.app),
    });
    expect(reset.statusCode).toBe(200);
    expect(deviceCookieOf(reset)).toBeDefined();

    expect((await signIn(t.app, newBrowser, email, newPassword)).statusCode).toBe(200);
    expect((await signIn(t.app, createClient(t.app), email, newPassword)).statusCode).toBe(429);
  });

  it('still locks an address after 20 failures across accounts, except for a browser known to the account it signs in to', async () => {
    const ip = randomIp();
    const stranger = createClient(t.app, { ip });
    for (let i = 0; i < 20; i++) expect((await signIn(t.app, stranger, uniqueEmail(), WRONG)).statusCode).toBe(401);

    const { email, password } = await signUp(t.app);
    const locked = await signIn(t.app, createClient(t.app, { ip }), email, password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(LOCKED);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address is not affected.
    expect((await signIn(t.app, createClient(t.app), email, password)).statusCode).toBe(200);
    // The owner behind the same address (a shared network) from a browser of theirs.
    const { email: neighbour, password: neighbourPassword, client } = await signUp(t.app);
    const ownBrowser = createClient(t.app, { ip });
    Object.assign(ownBrowser.cookies, client.cookies);
    expect((await signIn(t.app, ownBrowser, neighbour, neighbourPassword)).statusCode).toBe(200);
  });

  describe('a device cookie that is not genuine counts for nothing', () => {
    /** A browser of the owner's, locked account, whose device cookie is `value`. */
    async function lockedAccountWith(value: (own: string, ownerId: string) => string | Promise<string>) {
      const { email, password, client, user } = await signUp(t.app);
      await attack(email, 6);
      const browser = createClient(t.app);
      browser.cookies.device = await value(client.cookies.device!, user.id);
      return signIn(t.app, browser, email, password);
    }

    it('is accepted when genuine', async () => {
      expect((await lockedAccountWith((own) => own)).statusCode).toBe(200);
    });

    it('is refused when its signature, its account id or its date was changed', async () => {
      const flipLast = (s: string) => s.slice(0, -1) + (s.endsWith('A') ? 'B' : 'A');
      const tampered = [
        (own: string) => flipLast(own),
        (own: string) => own.replace(/^[0-9a-f]/, (c) => (c === '0' ? '1' : '0')),
        (own: string) => own.replace(/\.(\d+)\./, (_m, issued: string) => `.${Number(issued) + 1}.`),
        () => 'garbage',
      ];
      for (const change of tampered) expect((await lockedAccountWith(change)).statusCode).toBe(429);
    });

    it('is refused when signed with another secret', async () => {
      const res = await lockedAccountWith(async (_own, ownerId) => {
        const [owner] = await t.database.db.select().from(users).where(eq(users.id, ownerId));
        return issueDeviceCookie('another-secret-of-32-characters-or-more', owner!, t.clock.now()).value;
      });
      expect(res.statusCode).toBe(429);
    });

    it("is refused on another account: the stranger's own device cookie does not open the owner's", async () => {
      const stranger = await signUp(t.app);
      const res = await lockedAccountWith(() => stranger.client.cookies.device!);
      expect(res.statusCode).toBe(429);
    });

    it('is refused after the password changed, and once 180 days old', async () => {
      const { email, password, client: changer } = await signUp(t.app);
      const otherBrowser = createClient(t.app);
      expect((await signIn(t.app, otherBrowser, email, password)).statusCode).toBe(200);
      const newPassword = 'Brand-New-Secret-7';
      const changed = await changer.post('/change-password', { oldPassword: password, newPassword, confirmPassword: newPassword });
      expect(changed.statusCode).toBe(200);
      await attack(email, 6);
      expect((await signIn(t.app, otherBrowser, email, newPassword)).statusCode).toBe(429);
      // The browser that made the change got a cookie under the new password.
      expect((await signIn(t.app, changer, email, newPassword)).statusCode).toBe(200);

      t.clock.advance(180 * DAY_MS + 1000);
      await attack(email, 6);
      expect((await signIn(t.app, changer, email, newPassword)).statusCode).toBe(429);
    });
  });

  it('sets the device cookie HttpOnly, SameSite=Strict, Path=/ for 180 days, at sign-up and every sign-in', async () => {
    const browser = createClient(t.app);
    const email = uniqueEmail();
    const { password } = await signUp(t.app, { client: browser, email });
    const first = browser.cookies.device;
    const res = await signIn(t.app, browser, email, password);
    const header = [res.headers['set-cookie']].flat().find((h) => String(h).startsWith('device='));
    expect(header).toMatch(/^device=[0-9a-f-]{36}\.[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43};/);
    for (const flag of ['HttpOnly', 'SameSite=Strict', 'Path=/', `Max-Age=${180 * 24 * 3600}`]) expect(header).toContain(flag);
    expect(header).not.toContain('Secure');
    expect(browser.cookies.device).not.toBe(first);
  });

  it('counts the e-mail case-insensitively and the same way for unknown e-mails', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) {
      const res = await signIn(t.app, createClient(t.app), i % 2 ? email.toUpperCase() : email, WRONG);
      expect(res.statusCode).toBe(401);
    }
    expect((await signIn(t.app, createClient(t.app), email, WRONG)).statusCode).toBe(429);
  });

  it("forgives an account's failures when the right password comes before the lock", async () => {
    const { email, password } = await signUp(t.app);
    await attack(email, 4);
    expect((await signIn(t.app, createClient(t.app), email, password)).statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(signInFailures)
        .where(eq(signInFailures.key, `email:${email}`)),
    ).toEqual([]);
  });

  it('grows the lock 1, 2, 4, 8 minutes and caps it at 15', () => {
    expect([5, 6, 7, 8, 9, 12].map((n) => lockDurationMs(n, 5) / 60_000)).toEqual([1, 2, 4, 8, 15, 15]);
  });
});
