import { ERROR_REPORT_LIMITS, type TErrorReport } from '@casino/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { CLIENT_HEADERS, createClient, randomIp } from '../../../test/http';
import { signUp } from '../../../test/players';
import { errorReports } from '../../db/schema/errors';
import { ERROR_REPORTS_PER_MINUTE } from './routes';

const PATH = '/api/error-logger';

const report = (overrides: Partial<TErrorReport['error']> = {}, rest: Partial<TErrorReport> = {}): TErrorReport => ({
  user: { name: 'Robin Example', id: 'user-7' },
  error: {
    name: 'TypeError',
    message: "Cannot read properties of undefined (reading 'balance')",
    stack: "TypeError: Cannot read properties of undefined (reading 'balance')\n    at WalletCard (webpack-internal:///./wallet.tsx:12:7)",
    digest: '2745018817',
    componentStack: '\n    at WalletCard\n    at AccountShell',
    url: 'http://casino.test/profile/my-wallet',
    ...overrides,
  },
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
  ...rest,
});

describe('POST /api/error-logger', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const storedCount = async () => (await t.database.db.select({ n: count() }).from(errorReports))[0]!.n;
  const post = (payload: unknown, headers: Record<string, string> = {}, ip = randomIp()) =>
    createClient(t.app, { ip, base: '' }).request('POST', PATH, payload as object, headers);

  it("stores a visitor's report with what the server saw, logs it and answers its id", async () => {
    const logged = vi.spyOn(t.app.log, 'error');
    const ip = randomIp();
    const res = await post(report(), { 'user-agent': 'HeaderAgent/1.0' }, ip);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    expect(Object.keys(res.json())).toEqual(['id']);

    const [row] = await t.database.db.select().from(errorReports).where(eq(errorReports.id, id));
    expect(row).toMatchObject({
      playerId: null,
      userName: 'Robin Example',
      userRecordId: 'user-7',
      errorName: 'TypeError',
      message: "Cannot read properties of undefined (reading 'balance')",
      digest: '2745018817',
      componentStack: '\n    at WalletCard\n    at AccountShell',
      url: 'http://casino.test/profile/my-wallet',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
      requestUserAgent: 'HeaderAgent/1.0',
      ip,
    });
    expect(row!.stack).toContain('at WalletCard');
    expect(Math.abs(t.clock.now().getTime() - row!.createdAt.getTime())).toBeLessThan(60_000);

    expect(logged).toHaveBeenCalledWith(
      {
        errorReport: expect.objectContaining({
          id,
          error: expect.objectContaining({
            message: "Cannot read properties of undefined (reading 'balance')",
            url: 'http://casino.test/profile/my-wallet',
          }),
          user: { name: 'Robin Example', id: 'user-7' },
          ip,
        }),
      },
      'browser error report',
    );
  });

  it('records the signed-in player, and takes a report with only the required fields', async () => {
    const { client, user } = await signUp(t.app);
    const minimal = { user: null, error: { message: 'boom', url: 'http://casino.test/' }, userAgent: 'Agent' };
    // The player's browser: their session cookie, the report at the API's own path.
    const direct = await t.app.inject({
      method: 'POST',
      url: PATH,
      payload: minimal,
      remoteAddress: client.ip,
      cookies: { ...client.cookies },
      headers: CLIENT_HEADERS,
    });
    expect(direct.statusCode, direct.body).toBe(201);
    const [row] = await t.database.db.select().from(errorReports).where(eq(errorReports.id, direct.json().id));
    expect(row).toMatchObject({
      playerId: user.id,
      userName: null,
      userRecordId: null,
      errorName: null,
      stack: null,
      digest: null,
      componentStack: null,
      message: 'boom',
    });
  });

  it('keeps no reset or confirmation token from the page URL, neither stored nor logged', async () => {
    const logged = vi.spyOn(t.app.log, 'error');
    const res = await post(report({ url: 'http://casino.test/?resetToken=k3y-to-the-account' }));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(errorReports).where(eq(errorReports.id, res.json().id));
    expect(row!.url).toBe('http://casino.test/?resetToken=[redacted]');
    expect(JSON.stringify(logged.mock.calls)).not.toContain('k3y-to-the-account');
  });

  it('takes a report with a stale session cookie as a visitor', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: PATH,
      payload: report(),
      remoteAddress: randomIp(),
      cookies: { sid: 'not-a-session' },
      headers: CLIENT_HEADERS,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(errorReports).where(eq(errorReports.id, res.json().id));
    expect(row!.playerId).toBeNull();
  });

  it('refuses a bad report naming the field, storing nothing', async () => {
    const before = await storedCount();
    const missing = await post({ user: null, error: { url: 'http://casino.test/' }, userAgent: 'Agent' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({ field: 'error.message', message: expect.any(String) });

    const badUser = await post(report({}, { user: { name: 'Robin' } as TErrorReport['user'] }));
    expect(badUser.statusCode).toBe(400);
    expect(badUser.json().errors.map((e: { field: string }) => e.field)).toContain('user.id');

    for (const [field, bad] of [
      ['error.message', report({ message: 'broke\u0000here' })],
      ['userAgent', report({}, { userAgent: 'Agent\u0000' })],
      ['user.name', report({}, { user: { name: '\u0000', id: 'user-7' } })],
    ] as const) {
      const res = await post(bad);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors, field).toContainEqual({ field, message: 'Text must not contain NUL characters' });
    }

    const notJson = await post('not json', { 'content-type': 'application/json' });
    expect(notJson.statusCode).toBe(400);
    expect(await storedCount()).toBe(before);
  });

  it('refuses oversized fields (400) and oversized bodies (413), storing nothing', async () => {
    const before = await storedCount();
    const longStack = await post(report({ stack: 'x'.repeat(ERROR_REPORT_LIMITS.stack + 1) }));
    expect(longStack.statusCode).toBe(400);
    expect(longStack.json().errors).toContainEqual({
      field: 'error.stack',
      message: `must be at most ${ERROR_REPORT_LIMITS.stack} characters`,
    });

    const longMessage = await post(report({ message: 'm'.repeat(ERROR_REPORT_LIMITS.message + 1) }));
    expect(longMessage.statusCode).toBe(400);
    expect(longMessage.json().errors[0].field).toBe('error.message');

    // Within every field limit, the largest report still fits the body limit.
    const largest = report({
      message: 'm'.repeat(ERROR_REPORT_LIMITS.message),
      stack: 's'.repeat(ERROR_REPORT_LIMITS.stack),
      componentStack: 'c'.repeat(ERROR_REPORT_LIMITS.stack),
    });
    const fits = await post(largest);
    expect(fits.statusCode, fits.body).toBe(201);

    const huge = await post({ ...report(), padding: 'p'.repeat(70_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toEqual(expect.any(String));
    expect(await storedCount()).toBe(before + 1);
  });

  it('needs the client header like every state-changing call', async () => {
    const before = await storedCount();
    const res = await t.app.inject({ method: 'POST', url: PATH, payload: report(), remoteAddress: randomIp() });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/x-requested-with/);
    expect(await storedCount()).toBe(before);
  });

  it(`accepts ${ERROR_REPORTS_PER_MINUTE} reports a minute from one address, then answers 429`, async () => {
    const ip = randomIp();
    for (let i = 0; i < ERROR_REPORTS_PER_MINUTE; i++) expect((await post(report(), {}, ip)).statusCode).toBe(201);
    const before = await storedCount();
    const limited = await post(report(), {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(await storedCount()).toBe(before);
    expect((await post(report(), {}, randomIp())).statusCode).toBe(201);
  });
});
