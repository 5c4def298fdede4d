import type { TProfileSession } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { solveCaptcha } from '../../../test/captcha';
import { createClient, uniqueEmail, type Client } from '../../../test/http';
import { profileClientOf, signIn, signUp } from '../../../test/players';

const MINUTE_MS = 60_000;

describe('sign-in, session and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The player's live sessions, as the profile's session list shows them to `client`. */
  const liveSessions = async (client: Client) => (await profileClientOf(t.app, client).get('/profile/session')).json<TProfileSession[]>();
  const isSignedIn = async (client: Client) => (await client.post('/isAuthenticated')).json().authenticated as boolean;

  it('signs in, reports the session, and signs out', async () => {
    const { email, password, user } = await signUp(t.app);
    const browser = createClient(t.app);
    expect((await browser.post('/isAuthenticated')).json()).toEqual({ authenticated: false });

    const res = await signIn(t.app, browser, email.toUpperCase(), password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(user);
    expect((await browser.post('/isAuthenticated')).json()).toEqual({ authenticated: true, user });

    const out = await browser.delete('/signout');
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
    expect(browser.cookies.sid).toBeUndefined();
    expect((await browser.post('/isAuthenticated')).json()).toEqual({ authenticated: false });
  });

  it('revokes the session on sign-out so the old cookie no longer works', async () => {
    const { client } = await signUp(t.app);
    const stolen = client.cookies.sid!;
    expect((await client.delete('/signout')).statusCode).toBe(204);
    const replay = createClient(t.app);
    replay.cookies.sid = stolen;
    expect((await replay.post('/isAuthenticated')).json()).toEqual({ authenticated: false });
    expect((await replay.delete('/signout')).statusCode).toBe(401);
  });

  it('answers 401 to sign-out without a session', async () => {
    const res = await createClient(t.app).delete('/signout');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it("issues a new token at every sign-in and ends the browser's previous session", async () => {
    const { email, password, client } = await signUp(t.app);
    const tokens = [client.cookies.sid!];
    for (let i = 0; i < 2; i++) {
      expect((await signIn(t.app, client, email, password)).statusCode).toBe(200);
      tokens.push(client.cookies.sid!);
    }
    expect(new Set(tokens).size).toBe(3);
    const signedIn = await Promise.all(
      tokens.map((token) => {
        const browser = createClient(t.app);
        browser.cookies.sid = token;
        return isSignedIn(browser);
      }),
    );
    expect(signedIn).toEqual([false, false, true]);
    expect(await liveSessions(client)).toHaveLength(1);
  });

  it('records the device and IP of a session', async () => {
    const { email, password } = await signUp(t.app);
    const browser = createClient(t.app, { ip: '10.9.8.7' });
    await browser.request(
      'POST',
      '/signin',
      { email, password, captcha: await solveCaptcha(t.app) },
      { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Firefox/140.0' },
    );
    const mine = (await liveSessions(browser)).find((s) => s.current);
    expect(mine).toMatchObject({ ip: '10.9.8.7', device: 'Firefox on Linux' });
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const { email } = await signUp(t.app);
    const wrong = await signIn(t.app, createClient(t.app), email, 'Not-The-Password-1');
    const unknown = await signIn(t.app, createClient(t.app), uniqueEmail(), 'Not-The-Password-1');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe(JSON.stringify({ message: 'Invalid email or password' }));
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it.each([
    ['email', { email: '' }],
    ['email', { email: 'nope' }],
    ['password', { password: '' }],
    ['captcha', { captcha: '' }],
  ])('answers 400 naming %s', async (field, overrides) => {
    const res = await createClient(t.app).post('/signin', { email: uniqueEmail(), password: 'whatever-1', captcha: 'x', ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('ends a session that was idle longer than the idle timeout', async () => {
    const { client } = await signUp(t.app);
    t.clock.advance(59 * MINUTE_MS);
    expect(await isSignedIn(client)).toBe(true);
    t.clock.advance(61 * MINUTE_MS);
    const res = await client.post('/isAuthenticated');
    expect(res.json()).toEqual({ authenticated: false });
    expect(client.cookies.sid).toBeUndefined();
  });

  it('keeps an active session alive and notes its activity at most once a minute', async () => {
    const { client } = await signUp(t.app);
    const [signedUp] = await liveSessions(client);
    t.clock.advance(30_000);
    expect(await isSignedIn(client)).toBe(true);
    expect((await liveSessions(client))[0]!.lastSeenAt).toBe(signedUp!.lastSeenAt);

    t.clock.advance(30 * MINUTE_MS);
    const touchedAt = t.clock.now().getTime();
    expect(await isSignedIn(client)).toBe(true);
    const lastSeen = Date.parse((await liveSessions(client))[0]!.lastSeenAt);
    expect(lastSeen).toBeGreaterThanOrEqual(touchedAt);
    expect(lastSeen - touchedAt).toBeLessThan(MINUTE_MS);
    // Counted from that activity, not from the sign-in: 80 minutes in, the session is still open.
    t.clock.advance(50 * MINUTE_MS);
    expect(await isSignedIn(client)).toBe(true);
  });

  it('ends a session past its absolute lifetime even when active', async () => {
    const { client } = await signUp(t.app);
    // Busy every 50 minutes for a day (24 hours is 28.8 such steps).
    for (let step = 1; step <= 28; step++) {
      t.clock.advance(50 * MINUTE_MS);
      expect(await isSignedIn(client), `after ${step * 50} minutes`).toBe(true);
    }
    t.clock.advance(50 * MINUTE_MS);
    expect((await client.post('/isAuthenticated')).json()).toEqual({ authenticated: false });
  });

  it('refuses state-changing calls without the client header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/user-service/api/v1/isAuthenticated' });
    expect(res.statusCode).toBe(403);
  });
});

describe('session and device cookies in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      CAPTCHA_HMAC_KEY: 'k'.repeat(48),
      UNSUBSCRIBE_SECRET: 'u'.repeat(48),
      DEVICE_COOKIE_SECRET: 'd'.repeat(48),
      WALLET_API_SECRETS: `sandbox:${'w'.repeat(40)}`,
    });
  });
  afterAll(() => t.close());

  it('are Secure and __Host- prefixed, and the session one works as the session', async () => {
    const { client, email, password } = await signUp(t.app);
    expect(client.cookies['__Host-sid']).toBeDefined();
    const res = await signIn(t.app, client, email, password);
    const [header, deviceHeader] = [res.headers['set-cookie']].flat().map(String);
    expect(header).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43};/);
    for (const flag of ['HttpOnly', 'SameSite=Lax', 'Path=/', 'Secure']) expect(header).toContain(flag);
    expect(header).not.toContain('Domain=');
    expect(deviceHeader).toMatch(/^__Host-device=[^;]+;/);
    for (const flag of ['HttpOnly', 'SameSite=Strict', 'Path=/', 'Secure']) expect(deviceHeader).toContain(flag);
    expect(deviceHeader).not.toContain('Domain=');
    expect((await client.post('/isAuthenticated')).json().authenticated).toBe(true);
    const plain = createClient(t.app);
    plain.cookies.sid = client.cookies['__Host-sid']!;
    expect((await plain.post('/isAuthenticated')).json().authenticated).toBe(false);
  });
});
