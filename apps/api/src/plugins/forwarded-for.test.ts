import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { solveCaptcha } from '../../test/captcha';
import { CLIENT_HEADERS, PROFILE_API, uniqueEmail, USER_API } from '../../test/http';
import { errorReports } from '../db/schema/errors';

/** What a trusted proxy might pass on by mistake: none of it is an IP address. */
const NOT_ADDRESSES = ['a'.repeat(70), `1.2.3.4${'0'.repeat(70)}`, `fe80::1%${'x'.repeat(60)}`, 'hello', 'unknown', '8.8.8.8.8', ''];
/** The web server, on this machine: trusted by default. */
const PROXY = '127.0.0.1';
const US_ADDRESS = '8.8.8.8';

describe('X-Forwarded-For from a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const viaProxy = (forwardedFor: string) => ({ remoteAddress: PROXY, headers: { ...CLIENT_HEADERS, 'x-forwarded-for': forwardedFor } });

  /** Files an error report through the proxy and answers the address stored with it. */
  async function storedAddress(forwardedFor: string) {
    const report = { user: null, error: { message: 'boom', url: 'http://casino.test/' }, userAgent: 'Test/1.0' };
    const res = await t.app.inject({ method: 'POST', url: '/api/error-logger', payload: report, ...viaProxy(forwardedFor) });
    expect(res.statusCode, `${forwardedFor}: ${res.body}`).toBe(201);
    const [row] = await t.database.db.select({ ip: errorReports.ip }).from(errorReports).where(eq(errorReports.id, res.json().id));
    return row?.ip;
  }

  it('stores only an IP address: a value that is none is ignored and the proxy itself counts', async () => {
    for (const value of NOT_ADDRESSES) expect(await storedAddress(value), value).toBe(PROXY);
    // Entries left of one that is no address were not written by a proxy we trust.
    expect(await storedAddress(`${US_ADDRESS}, hello`)).toBe(PROXY);
    expect(await storedAddress(`hello, ${US_ADDRESS}`)).toBe(US_ADDRESS);
    expect(await storedAddress('2001:4860:4860::8888')).toBe('2001:4860:4860::8888');
  });

  it('gives such a value no rate-limit bucket and no country of its own', async () => {
    const limited = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const currentIp = (value: string) =>
        limited.app.inject({ method: 'GET', url: '/ip-service/api/v1/user/currentIp', ...viaProxy(value) });
      for (const value of ['made-up-1', 'made-up-2', `${US_ADDRESS}, made-up-3`]) {
        const res = await currentIp(value);
        expect(res.statusCode, value).toBe(200);
        expect(res.json(), value).toEqual({ isoCode: 'MT', country: 'Malta' });
      }
      expect((await currentIp('made-up-4')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("keeps it out of a new session's address", async () => {
    const registration = {
      email: uniqueEmail(),
      password: 'Violet-Harbour-42',
      fullName: 'Robin Example',
      terms: true,
      language: 'en',
      currency: 'EUR',
      captcha: await solveCaptcha(t.app),
    };
    const signedUp = await t.app.inject({
      method: 'POST',
      url: `${USER_API}/registration`,
      payload: registration,
      ...viaProxy('a'.repeat(70)),
    });
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    const sessions = await t.app.inject({
      method: 'GET',
      url: `${PROFILE_API}/profile/session`,
      remoteAddress: PROXY,
      cookies: { sid: signedUp.cookies.find((c) => c.name === 'sid')!.value },
    });
    expect(sessions.statusCode, sessions.body).toBe(200);
    expect(sessions.json<{ ip: string }[]>().map((s) => s.ip)).toEqual([PROXY]);
  });

  it('keeps it out of the log, from the first line on', async () => {
    const lines: string[] = [];
    // Every request is logged at debug.
    const logged = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: { write: (line) => void lines.push(line) } });
    try {
      await logged.app.inject({ method: 'GET', url: '/health', ...viaProxy(`${US_ADDRESS}, made-up`) });
    } finally {
      await logged.close();
    }
    const addresses = lines.map((line) => JSON.parse(line).req?.remoteAddress).filter(Boolean);
    expect(addresses).toEqual([PROXY]);
  });
});
