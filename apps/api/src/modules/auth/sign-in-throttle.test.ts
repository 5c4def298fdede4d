import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createClient, randomIp, uniqueEmail } from '../../../test/http';
import { signIn, signUp } from '../../../test/players';
import { signInFailures } from '../../db/schema/auth';
import { lockDurationMs } from './sign-in-throttle';

const LOCKED = { message: 'Too many failed sign-in attempts. Please wait a few minutes and try again.' };

describe('failed sign-in throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Waits out a lock the way a client does: as long as Retry-After says. */
  const waitRetryAfter = (res: { headers: Record<string, unknown> }) => t.clock.advance(Number(res.headers['retry-after']) * 1000);

  it('locks an account after 5 failures with a growing Retry-After, even for the right password', async () => {
    const { email, password } = await signUp(t.app);
    // Each attempt from another address: this is the per-account key at work.
    const attempt = (pw: string) => signIn(t.app, createClient(t.app), email, pw);
    for (let i = 0; i < 5; i++) expect((await attempt('Wrong-Password-1')).statusCode).toBe(401);

    const locked = await attempt(password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(LOCKED);
    const firstWait = Number(locked.headers['retry-after']);
    expect(firstWait).toBeGreaterThan(0);
    expect(firstWait).toBeLessThanOrEqual(60);

    // The lock runs out; one more failure locks again, for twice as long.
    waitRetryAfter(locked);
    expect((await attempt('Wrong-Password-1')).statusCode).toBe(401);
    const again = await attempt('Wrong-Password-1');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(120);

    // Once the lock is over the real player gets in, which forgives the failures.
    t.clock.advance(Number(again.headers['retry-after']) * 1000 - 2000);
    expect((await attempt(password)).statusCode).toBe(429);
    waitRetryAfter(again);
    expect((await attempt(password)).statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(signInFailures)
        .where(eq(signInFailures.key, `email:${email}`)),
    ).toEqual([]);
    expect((await attempt('Wrong-Password-1')).statusCode).toBe(401);
  });

  it('counts the e-mail case-insensitively and the same way for unknown e-mails', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) {
      const res = await signIn(t.app, createClient(t.app), i % 2 ? email.toUpperCase() : email, 'Wrong-Password-1');
      expect(res.statusCode).toBe(401);
    }
    expect((await signIn(t.app, createClient(t.app), email, 'Wrong-Password-1')).statusCode).toBe(429);
  });

  it('locks an IP address after 20 failures across accounts', async () => {
    const ip = randomIp();
    const browser = createClient(t.app, { ip });
    for (let i = 0; i < 20; i++) {
      expect((await signIn(t.app, browser, uniqueEmail(), 'Wrong-Password-1')).statusCode).toBe(401);
    }
    const { email, password } = await signUp(t.app);
    const locked = await signIn(t.app, browser, email, password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(LOCKED);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address is not affected.
    expect((await signIn(t.app, createClient(t.app), email, password)).statusCode).toBe(200);
  });

  it('grows the lock 1, 2, 4, 8 minutes and caps it at 15', () => {
    expect([5, 6, 7, 8, 9, 12].map((n) => lockDurationMs(n, 5) / 60_000)).toEqual([1, 2, 4, 8, 15, 15]);
  });
});
