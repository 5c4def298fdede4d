import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { solveCaptcha } from '../../../test/captcha';
import { createClient, uniqueEmail, type Client } from '../../../test/http';
import { profileClientOf, signIn, signUp } from '../../../test/players';
import { tokenFromMail, useTestAppWithSmtp, type SmtpCapture } from '../../../test/smtp';
import { authTokens, passwordHistory } from '../../db/schema/auth';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const FORGOT_ANSWER = { message: 'If that e-mail belongs to an account, a reset link is on its way.' };
const NOT_ALLOWED = 'Password must be more than 8 characters and not previously been used!';
const INVALID_LINK = 'This reset link is invalid or has expired.';

describe('passwords', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  useTestAppWithSmtp((app, capture) => {
    t = app;
    smtp = capture;
  });

  const resetMails = (email: string) => smtp.mailsTo(email).filter((m) => m.subject === 'Reset your password');
  async function requestResetToken(email: string, previous = 0): Promise<string> {
    const res = await createClient(t.app).post('/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    await smtp.waitForMail(() => resetMails(email).length > previous);
    return tokenFromMail(resetMails(email).at(-1)!, 'resetToken');
  }
  const reset = async (token: string, password: string, client: Client = createClient(t.app)) =>
    client.post('/account/reset-password', { token, password, confirmPassword: password, captcha: await solveCaptcha(t.app) });

  it('answers known and unknown e-mails identically, and mails only the known one', async () => {
    const { email } = await signUp(t.app);
    const unknown = uniqueEmail();
    const known = await createClient(t.app).post('/forgot-password', { email: email.toUpperCase() });
    const other = await createClient(t.app).post('/forgot-password', { email: unknown });
    expect(known.statusCode).toBe(200);
    expect(other.statusCode).toBe(known.statusCode);
    expect(known.json()).toEqual(FORGOT_ANSWER);
    expect(other.body).toBe(known.body);

    const mail = await smtp.waitForMail((m) => m.to.includes(email) && m.subject === 'Reset your password');
    expect(mail.text).toMatch(/http:\/\/casino\.test\/\?resetToken=[A-Za-z0-9_-]{43}/);
    expect(mail.text).toContain('1 hour');
    const [stored] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(tokenFromMail(mail, 'resetToken'))));
    expect(stored?.purpose).toBe('reset_password');
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(3_600_000);
    expect(smtp.mailsTo(unknown)).toEqual([]);
  });

  it('resets the password once, signs every session out, and keeps the old hash in the history', async () => {
    const { email, password, client, user } = await signUp(t.app);
    const token = await requestResetToken(email);
    const res = await reset(token, 'Brand-New-Secret-7');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBeTruthy();

    expect((await client.post('/isAuthenticated')).json()).toEqual({ authenticated: false });
    expect((await signIn(t.app, createClient(t.app), email, password)).statusCode).toBe(401);
    expect((await signIn(t.app, createClient(t.app), email, 'Brand-New-Secret-7')).statusCode).toBe(200);
    expect(await t.database.db.select().from(passwordHistory).where(eq(passwordHistory.userId, user.id))).toHaveLength(1);

    const again = await reset(token, 'Another-New-Secret-8');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: INVALID_LINK, errors: [{ field: 'token', message: INVALID_LINK }] });
  });

  it('refuses a link after an hour, and an unknown one', async () => {
    const { email } = await signUp(t.app);
    const token = await requestResetToken(email);
    t.clock.advance(3_600_000);
    for (const candidate of [token, 'x'.repeat(43)]) {
      const res = await reset(candidate, 'Brand-New-Secret-7');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'token', message: INVALID_LINK }]);
    }
  });

  it('refuses the current and any earlier password, too short and too common ones', async () => {
    const { email, password } = await signUp(t.app);
    expect((await reset(await requestResetToken(email), 'Second-Secret-22')).statusCode).toBe(200);
    const token = await requestResetToken(email, 1);
    for (const candidate of [password, 'Second-Secret-22', 'short1']) {
      const res = await reset(token, candidate);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: NOT_ALLOWED, errors: [{ field: 'password', message: NOT_ALLOWED }] });
    }
    const common = await reset(token, 'qwertyuiop');
    expect(common.statusCode).toBe(422);
    expect(common.json().message).toBe('This password is too common. Please choose another.');
    // The refusals did not use the link up.
    expect((await reset(token, 'Third-Secret-333')).statusCode).toBe(200);
  });

  it.each([
    ['password', { password: 'ab', confirmPassword: 'ab' }],
    ['confirmPassword', { confirmPassword: 'Something-Else-1' }],
    ['token', { token: '' }],
    ['captcha', { captcha: '' }],
  ])('answers 400 naming %s', async (field, overrides) => {
    const res = await createClient(t.app).post('/account/reset-password', {
      token: 'x'.repeat(43),
      password: 'Brand-New-Secret-7',
      confirmPassword: 'Brand-New-Secret-7',
      captcha: 'x',
      ...overrides,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('answers 400 naming email for a malformed forgot-password e-mail', async () => {
    const res = await createClient(t.app).post('/forgot-password', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('email');
  });

  it('rate limits forgot-password per IP (5 a minute)', async () => {
    const client = createClient(t.app);
    for (let i = 0; i < 5; i++) expect((await client.post('/forgot-password', { email: uniqueEmail() })).statusCode).toBe(200);
    expect((await client.post('/forgot-password', { email: uniqueEmail() })).statusCode).toBe(429);
  });

  describe('change password', () => {
    const change = (client: Client, oldPassword: string, newPassword: string) =>
      client.post('/change-password', { oldPassword, newPassword, confirmPassword: newPassword });

    it('needs a session', async () => {
      const res = await change(createClient(t.app), 'whatever-123', 'Brand-New-Secret-7');
      expect(res.statusCode).toBe(401);
    });

    it('changes the password, keeps this session and ends the others', async () => {
      const { client, email, password } = await signUp(t.app);
      const other = createClient(t.app);
      expect((await signIn(t.app, other, email, password)).statusCode).toBe(200);

      const res = await change(client, password, 'Brand-New-Secret-7');
      expect(res.statusCode).toBe(200);
      expect((await client.post('/isAuthenticated')).json().authenticated).toBe(true);
      expect((await other.post('/isAuthenticated')).json().authenticated).toBe(false);
      expect((await profileClientOf(t.app, client).get('/profile/session')).json()).toHaveLength(1);
      expect((await signIn(t.app, createClient(t.app), email, 'Brand-New-Secret-7')).statusCode).toBe(200);
    });

    it('refuses a wrong current password, a reused one and a common one', async () => {
      const { client, password } = await signUp(t.app);
      const wrong = await change(client, 'Not-My-Password-1', 'Brand-New-Secret-7');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({
        message: 'Current password is incorrect',
        errors: [{ field: 'oldPassword', message: 'Current password is incorrect' }],
      });
      expect((await change(client, password, 'Second-Secret-22')).statusCode).toBe(200);
      for (const reused of [password, 'Second-Secret-22']) {
        const res = await change(client, 'Second-Secret-22', reused);
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe(NOT_ALLOWED);
      }
      const common = await change(client, 'Second-Secret-22', 'iloveyou1');
      expect(common.statusCode).toBe(422);
      expect(common.json().errors[0]).toEqual({ field: 'newPassword', message: 'This password is too common. Please choose another.' });
    });

    it.each([
      ['oldPassword', { oldPassword: '' }],
      ['newPassword', { newPassword: 'short', confirmPassword: 'short' }],
      ['confirmPassword', { confirmPassword: 'Something-Else-1' }],
    ])('answers 400 naming %s', async (field, overrides) => {
      const { client, password } = await signUp(t.app);
      const res = await client.post('/change-password', {
        oldPassword: password,
        newPassword: 'Brand-New-Secret-7',
        confirmPassword: 'Brand-New-Secret-7',
        ...overrides,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    });
  });
});
