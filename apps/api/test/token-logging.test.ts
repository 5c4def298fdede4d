import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/mail';
import { createUnsubscribeToken } from '../src/modules/profile/unsubscribe';
import { createTestApp, type TestApp } from './app';
import { solveCaptcha } from './captcha';
import { createClient, PROFILE_API } from './http';
import { signUp } from './players';

const UNSUBSCRIBE_SECRET = 's'.repeat(40);

describe('the log at debug level', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    // No SMTP_URL: mail goes to the development outbox, the case that used to log its links.
    t = await createTestApp({ LOG_LEVEL: 'debug', UNSUBSCRIBE_SECRET }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  /** The token of the newest outbox mail's link. */
  async function tokenFromOutbox(param: string): Promise<string> {
    await t.app.background.idle();
    const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1);
    const token = new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`).exec(mail!.text)?.[1];
    if (!token) throw new Error(`no ${param} link in the outbox`);
    return token;
  }

  it('holds no confirmation, reset or unsubscribe token and no session or device cookie through sign-up and a password reset', async () => {
    const { client, email, user } = await signUp(t.app);
    const secrets = [client.cookies.sid!, client.cookies.device!];
    const confirmToken = await tokenFromOutbox('confirmToken');
    expect((await createClient(t.app).post('/account/confirm', { token: confirmToken })).statusCode).toBe(200);

    expect((await createClient(t.app).post('/forgot-password', { email })).statusCode).toBe(200);
    const resetToken = await tokenFromOutbox('resetToken');
    const password = 'Brand-New-Secret-7';
    const reset = await createClient(t.app).post('/account/reset-password', {
      token: resetToken,
      password,
      confirmPassword: password,
      captcha: await solveCaptcha(t.app),
    });
    expect(reset.statusCode).toBe(200);

    const unsubscribeToken = createUnsubscribeToken(UNSUBSCRIBE_SECRET, user.id);
    expect((await createClient(t.app, { base: PROFILE_API }).delete(`/profile/unsubscribe/${unsubscribeToken}`)).statusCode).toBe(200);
    secrets.push(confirmToken, resetToken, unsubscribeToken);

    await t.app.background.idle();
    const log = lines.join('');
    // The log is at debug level and saw all of it: every request and both mails.
    expect(log).toContain('"msg":"request completed"');
    expect(log.match(/mail stored in the outbox/g)).toHaveLength(2);
    expect(log).toContain('/profile/unsubscribe/[redacted]');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
