import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { solveCaptcha } from '../../../test/captcha';
import { createClient, uniqueEmail } from '../../../test/http';
import { DEFAULT_PASSWORD, profileClientOf, signUp } from '../../../test/players';
import { tokenFromMail, useTestAppWithSmtp, type SmtpCapture } from '../../../test/smtp';
import { authTokens, users } from '../../db/schema/auth';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('registration', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  useTestAppWithSmtp((app, capture) => {
    t = app;
    smtp = capture;
  });

  const form = async (overrides: Record<string, unknown> = {}) => ({
    email: uniqueEmail(),
    password: DEFAULT_PASSWORD,
    fullName: 'Robin Example',
    terms: true,
    language: 'en',
    currency: 'EUR',
    captcha: await solveCaptcha(t.app),
    ...overrides,
  });
  const confirmationMailTo = (email: string) => smtp.waitForMail((m) => m.to.includes(email) && m.subject === 'Confirm your e-mail');

  it('creates the player, their default fund and a session, and signs them in', async () => {
    const client = createClient(t.app);
    const email = uniqueEmail('New.Player');
    const res = await client.post('/registration', await form({ email, currency: 'USD', clickId: 'aff-42' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(String), name: 'Robin Example', email: email.toLowerCase(), confirmed: false });

    const [user] = await t.database.db.select().from(users).where(eq(users.id, body.id));
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      fullName: 'Robin Example',
      currency: 'USD',
      language: 'en',
      clickId: 'aff-42',
    });
    expect(user!.termsAcceptedAt).toBeInstanceOf(Date);
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const status = await client.post('/isAuthenticated');
    expect(status.json()).toEqual({ authenticated: true, user: body });
    const wallets = await profileClientOf(t.app, client).get('/profile/currency');
    expect(wallets.json()).toEqual([expect.objectContaining({ currency: 'USD', default: true, totalMoney: '0.00' })]);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/ for the absolute lifetime', async () => {
    const res = await createClient(t.app).post('/registration', await form());
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).toContain(`Max-Age=${24 * 3600}`);
    expect(header).not.toContain('Secure');
  });

  it('mails a confirmation link that confirms the e-mail once', async () => {
    const { client, email } = await signUp(t.app);
    const mail = await confirmationMailTo(email);
    expect(mail.text).toMatch(/http:\/\/casino\.test\/\?confirmToken=[A-Za-z0-9_-]{43}/);
    expect(mail.text).toContain('24 hours');
    const token = tokenFromMail(mail, 'confirmToken');
    const [stored] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(token)));
    expect(stored?.purpose).toBe('confirm_email');

    const confirmed = await createClient(t.app).post('/account/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBeTruthy();
    expect((await client.post('/isAuthenticated')).json().user.confirmed).toBe(true);

    const again = await createClient(t.app).post('/account/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ field: 'token', message: 'This confirmation link is invalid or has expired.' }]);

    const resend = await client.post('/account/resend');
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe('Your e-mail is already confirmed.');
  });

  it('resends a fresh link that replaces the older one', async () => {
    const { client, email } = await signUp(t.app);
    const first = await confirmationMailTo(email);
    const res = await client.post('/account/resend');
    expect(res.statusCode).toBe(200);
    const second = await smtp.waitForMail((m) => m.to.includes(email) && m !== first);
    const oldToken = tokenFromMail(first, 'confirmToken');
    const newToken = tokenFromMail(second, 'confirmToken');
    expect(newToken).not.toBe(oldToken);
    expect((await createClient(t.app).post('/account/confirm', { token: oldToken })).statusCode).toBe(400);
    expect((await createClient(t.app).post('/account/confirm', { token: newToken })).statusCode).toBe(200);
  });

  it('refuses a confirmation link after 24 hours', async () => {
    const { email } = await signUp(t.app);
    const token = tokenFromMail(await confirmationMailTo(email), 'confirmToken');
    t.clock.advance(24 * 3_600_000);
    expect((await createClient(t.app).post('/account/confirm', { token })).statusCode).toBe(400);
  });

  it('answers 400 naming the token for a missing or unknown confirmation token', async () => {
    const missing = await createClient(t.app).post('/account/confirm', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('token');
    const unknown = await createClient(t.app).post('/account/confirm', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'token', message: 'This confirmation link is invalid or has expired.' }]);
  });

  it('asks for a session before resending', async () => {
    const res = await createClient(t.app).post('/account/resend');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue.');
  });

  it('answers 409 for an e-mail that already has an account, whatever its letter case', async () => {
    const { email } = await signUp(t.app);
    for (const again of [email, email.toUpperCase()]) {
      const res = await createClient(t.app).post('/registration', await form({ email: again }));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('User with same email exists');
    }
  });

  it.each([
    ['email', { email: undefined }],
    ['email', { email: 'not-an-email' }],
    ['password', { password: undefined }],
    ['password', { password: 'short' }],
    ['password', { password: 'x'.repeat(129) }],
    ['fullName', { fullName: '  ' }],
    ['terms', { terms: false }],
    ['currency', { currency: 'XXX' }],
    ['captcha', { captcha: undefined }],
    // PostgreSQL cannot store NUL: the contract refuses it before anything is written.
    ['fullName', { fullName: 'Robin\u0000Example' }],
    ['clickId', { clickId: 'campaign\u0000' }],
    ['email', { email: 'nul\u0000@example.com' }],
  ])('answers 400 naming %s for %j', async (field, overrides) => {
    const res = await createClient(t.app).post('/registration', await form(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('refuses disposable e-mail addresses and common passwords with 422', async () => {
    const disposable = await createClient(t.app).post('/registration', await form({ email: 'someone@mailinator.com' }));
    expect(disposable.statusCode).toBe(422);
    expect(disposable.json().errors[0].field).toBe('email');
    const common = await createClient(t.app).post('/registration', await form({ password: 'Password123' }));
    expect(common.statusCode).toBe(422);
    expect(common.json()).toMatchObject({ message: 'This password is too common. Please choose another.' });
  });

  it('rate limits sign-ups per IP (10 a minute)', async () => {
    const client = createClient(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await client.post('/registration', await form())).statusCode).toBe(201);
    }
    expect((await client.post('/registration', await form())).statusCode).toBe(429);
  });

  describe('registration/validate', () => {
    it.each([
      ['not-an-email', 'INVALID'],
      ['two@@example.com', 'INVALID'],
      ['', 'INVALID'],
      ['someone@mailinator.com', 'DISPOSABLE'],
      ['Someone@MAILINATOR.com', 'DISPOSABLE'],
      ['someone@example.com', 'VALID'],
    ])('classifies %j as %s', async (email, status) => {
      const res = await createClient(t.app).post('/registration/validate', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ email_status: status });
    });

    it('answers 400 when the e-mail field is missing', async () => {
      const res = await createClient(t.app).post('/registration/validate', {});
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('email');
    });
  });
});
