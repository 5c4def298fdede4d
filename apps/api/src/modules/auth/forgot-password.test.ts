import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManualBackground, type ManualBackground } from '../../../test/background';
import { solveCaptcha } from '../../../test/captcha';
import { createClient, uniqueEmail } from '../../../test/http';
import { signIn, signUp } from '../../../test/players';
import { tokenFromMail, useTestAppWithSmtp, type SmtpCapture } from '../../../test/smtp';
import { authTokens } from '../../db/schema/auth';

const FORGOT_ANSWER = { message: 'If that e-mail belongs to an account, a reset link is on its way.' };
const HOUR_MS = 3_600_000;

describe('forgot-password answers before it looks anything up', () => {
  let t: TestApp;
  let background: ManualBackground;
  const statements: string[] = [];
  let isRecording = false;

  beforeAll(async () => {
    background = createManualBackground();
    t = await createTestApp({}, { background, logger: { logQuery: (query) => void (isRecording && statements.push(query)) } });
  });
  afterAll(() => t.close());

  /** The SQL statements `work` made the database run. */
  async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    statements.length = 0;
    isRecording = true;
    try {
      await work();
    } finally {
      isRecording = false;
    }
    return [...statements];
  }

  const liveResetLinks = (userId: string) =>
    t.database.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, 'reset_password'), isNull(authTokens.usedAt)));

  it('does the same work for a known and an unknown e-mail until it has answered, then mails only the known one', async () => {
    const { email, user } = await signUp(t.app);
    await background.flush(); // the confirmation mail

    const answers: { body: string; statusCode: number }[] = [];
    const forgot = (address: string) => async () => answers.push(await createClient(t.app).post('/forgot-password', { email: address }));
    const beforeKnown = await statementsOf(forgot(email));
    const beforeUnknown = await statementsOf(forgot(uniqueEmail()));

    // Up to the answer: identical answers, not one statement for either, one queued task each.
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.body).toBe(JSON.stringify(FORGOT_ANSWER));
    expect(answers[1]!.body).toBe(answers[0]!.body);
    expect(beforeUnknown).toEqual(beforeKnown);
    expect(beforeKnown).toEqual([]);
    expect(background.queued).toEqual(['password reset', 'password reset']);
    expect(await liveResetLinks(user.id)).toEqual([]);

    // After it: both look the e-mail up the same way; only the known one goes on to issue a link.
    const afterKnown = await statementsOf(() => background.runNext());
    const afterUnknown = await statementsOf(() => background.runNext());
    expect(afterUnknown).toHaveLength(1);
    expect(afterUnknown[0]).toMatch(/^select .* from "users" where "users"\."email" = \$1/);
    expect(afterKnown[0]).toBe(afterUnknown[0]);
    expect(afterKnown.some((statement) => statement.startsWith('insert into "auth_tokens"'))).toBe(true);
    expect(await liveResetLinks(user.id)).toHaveLength(1);
  });
});

describe('reset links of one account', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  useTestAppWithSmtp((app, capture) => {
    t = app;
    smtp = capture;
  });

  /** Asks for a reset link and waits until the work after the answer is done; returns the links mailed so far. */
  async function askForReset(email: string): Promise<string[]> {
    const res = await createClient(t.app).post('/forgot-password', { email });
    expect(res.json()).toEqual(FORGOT_ANSWER);
    await t.app.background.idle();
    return smtp
      .mailsTo(email)
      .filter((m) => m.subject === 'Reset your password')
      .map((m) => tokenFromMail(m, 'resetToken'));
  }
  const reset = async (token: string, password: string) =>
    createClient(t.app).post('/account/reset-password', { token, password, confirmPassword: password, captcha: await solveCaptcha(t.app) });

  it('keeps the earlier link working when another is asked for', async () => {
    const { email } = await signUp(t.app);
    await askForReset(email);
    const [first, second] = await askForReset(email);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const res = await reset(first!, 'Brand-New-Secret-7');
    expect(res.statusCode).toBe(200);
    expect((await signIn(t.app, createClient(t.app), email, 'Brand-New-Secret-7')).statusCode).toBe(200);
  });

  it('issues at most three live links per account, and new ones again once they have expired', async () => {
    const { email, user } = await signUp(t.app);
    for (let i = 0; i < 3; i++) await askForReset(email);
    const links = await askForReset(email);
    expect(links).toHaveLength(3);
    const stored = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(stored.filter((row) => row.purpose === 'reset_password')).toHaveLength(3);

    // All three still work until their hour is up; then the account may ask again.
    t.clock.advance(HOUR_MS);
    expect(await askForReset(email)).toHaveLength(4);
    const res = await reset(links[0]!, 'Brand-New-Secret-7');
    expect(res.statusCode).toBe(400);
  });

  it('retires every other reset link of the account once one is used', async () => {
    const { email } = await signUp(t.app);
    await askForReset(email);
    await askForReset(email);
    const [first, second, third] = await askForReset(email);
    expect((await reset(second!, 'Brand-New-Secret-7')).statusCode).toBe(200);
    for (const used of [first!, third!, second!]) {
      const res = await reset(used, 'Another-New-Secret-8');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'token', message: 'This reset link is invalid or has expired.' }]);
    }
    // The next request after a reset gets a fresh link.
    const links = await askForReset(email);
    expect(links).toHaveLength(4);
    expect((await reset(links[3]!, 'Another-New-Secret-8')).statusCode).toBe(200);
  });
});
