import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { solveCaptcha } from '../../../test/captcha';
import { createClient, uniqueEmail } from '../../../test/http';
import { signIn, signUp } from '../../../test/players';
import { sessions } from '../../db/schema';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('sign-in, session and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sessionRows = (userId: string) => t.database.db.select().from(sessions).where(eq(sessions.userId, userId));

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
    const { client, user } = await signUp(t.app);
    const stolen = client.cookies.sid!;
    expect((await client.delete('/signout')).statusCode).toBe(204);
    const replay = createClient(t.app);
    replay.cookies.sid = stolen;
    expect((await replay.post('/isAuthenticated')).json()).toEqual({ authenticated: false });
    expect((await replay.delete('/signout')).statusCode).toBe(401);
    const [row] = await sessionRows(user.id);
    expect(row!.revokedAt).toBeInstanceOf(Date);
  });

  it('answers 401 to sign-out without a session', async () => {
    const res = await createClient(t.app).delete('/signout');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it('issues a new token at every sign-in and stores only its hash', async () => {
    const { email, password, user, client } = await signUp(t.app);
    const tokens = [client.cookies.sid!];
    for (let i = 0; i < 2; i++) {
      expect((await signIn(t.app, client, email, password)).statusCode).toBe(200);
      tokens.push(client.cookies.sid!);
    }
    expect(new Set(tokens).size).toBe(3);
    const rows = await sessionRows(user.id);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toContain(tokens[0]);
      expect(JSON.stringify(row)).not.toContain(tokens[2]);
    }
    expect(rows.map((r) => r.tokenHash).sort()).toEqual(tokens.map(sha256).sort());
    // The browser's previous session is ended by the new sign-in; only the newest one is live.
    expect(rows.filter((r) => r.revokedAt === null).map((r) => r.tokenHash)).toEqual([sha256(tokens[2]!)]);
  });

  it('records the user agent (trimmed) and IP of a session', async () => {
    const { email, password, user } = await signUp(t.app);
    const browser = createClient(t.app, { ip: '10.9.8.7' });
    await browser.request(
      'POST',
      '/signin',
      { email, password, captcha: await solveCaptcha(t.app) },
      { 'user-agent': `Mozilla/5.0 ${'x'.repeat(600)}` },
    );
    const row = (await sessionRows(user.id)).find((r) => r.tokenHash === sha256(browser.cookies.sid!));
    expect(row).toMatchObject({ ip: '10.9.8.7' });
    expect(row!.userAgent).toHaveLength(512);
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
    const { client, user } = await signUp(t.app);
    expect((await client.post('/isAuthenticated')).json().authenticated).toBe(true);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(sessions.userId, user.id));
    const res = await client.post('/isAuthenticated');
    expect(res.json()).toEqual({ authenticated: false });
    expect(client.cookies.sid).toBeUndefined();
  });

  it('keeps an active session alive and touches last_seen_at at most once a minute', async () => {
    const { client, user } = await signUp(t.app);
    const fresh = (await sessionRows(user.id))[0]!.lastSeenAt;
    await client.post('/isAuthenticated');
    expect((await sessionRows(user.id))[0]!.lastSeenAt).toEqual(fresh);

    const aged = new Date(Date.now() - 30 * 60_000);
    await t.database.db.update(sessions).set({ lastSeenAt: aged }).where(eq(sessions.userId, user.id));
    expect((await client.post('/isAuthenticated')).json().authenticated).toBe(true);
    expect((await sessionRows(user.id))[0]!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('ends a session past its absolute lifetime even when active', async () => {
    const { client, user } = await signUp(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await client.post('/isAuthenticated')).json()).toEqual({ authenticated: false });
  });

  it('refuses state-changing calls without the client header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/user-service/api/v1/isAuthenticated' });
    expect(res.statusCode).toBe(403);
  });
});

describe('session cookie in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', CAPTCHA_HMAC_KEY: 'k'.repeat(48), UNSUBSCRIBE_SECRET: 'u'.repeat(48) });
  });
  afterAll(() => t.close());

  it('is Secure and __Host- prefixed, and works as the session', async () => {
    const { client, email, password } = await signUp(t.app);
    expect(client.cookies['__Host-sid']).toBeDefined();
    const res = await signIn(t.app, client, email, password);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43};/);
    for (const flag of ['HttpOnly', 'SameSite=Lax', 'Path=/', 'Secure']) expect(header).toContain(flag);
    expect(header).not.toContain('Domain=');
    expect((await client.post('/isAuthenticated')).json().authenticated).toBe(true);
    const plain = createClient(t.app);
    plain.cookies.sid = client.cookies['__Host-sid']!;
    expect((await plain.post('/isAuthenticated')).json().authenticated).toBe(false);
  });
});
