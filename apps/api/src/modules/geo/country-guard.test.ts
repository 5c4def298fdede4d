import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { solveCaptcha } from '../../../test/captcha';
import { createClient, uniqueEmail } from '../../../test/http';
import { DEFAULT_PASSWORD, signIn } from '../../../test/players';

const US_ADDRESS = '8.8.8.8';
const DE_ADDRESS = '194.25.2.129';

/** Registration from a restricted country is refused by the API itself, not only hidden by the site. */
describe('registration from a restricted country', () => {
  let t: TestApp;
  let usDefault: TestApp;
  beforeAll(async () => {
    // One after the other: PostgreSQL copies a template for one database at a time.
    t = await createTestApp();
    usDefault = await createTestApp({ GEO_DEFAULT_COUNTRY: 'US' });
  });
  afterAll(async () => {
    await t?.close();
    await usDefault?.close();
  });

  async function register(app: TestApp, ip: string, forwardedFor?: string) {
    const email = uniqueEmail('geo');
    const client = createClient(app.app, { ip });
    const form = {
      email,
      password: DEFAULT_PASSWORD,
      fullName: 'Robin Example',
      terms: true,
      language: 'en',
      currency: 'EUR',
      captcha: await solveCaptcha(app.app),
    };
    const res = await client.request('POST', '/registration', form, forwardedFor ? { 'x-forwarded-for': forwardedFor } : {});
    // Signing in shows whether the account exists.
    const hasAccount = (await signIn(app.app, createClient(app.app), email, DEFAULT_PASSWORD)).statusCode === 200;
    return { res, client, hasAccount };
  }

  it('refuses a visitor forwarded by a trusted proxy from a restricted country, creating nothing', async () => {
    const { res, client, hasAccount } = await register(t, '127.0.0.1', US_ADDRESS);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Registration is not available in United States.' });
    expect(hasAccount).toBe(false);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(client.cookies).toEqual({});
  });

  it('refuses a visitor whose own address is in a restricted country, whatever X-Forwarded-For says', async () => {
    const { res, hasAccount } = await register(t, US_ADDRESS, DE_ADDRESS);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Registration is not available in United States.');
    expect(hasAccount).toBe(false);
  });

  it('registers a visitor from an allowed country', async () => {
    const forwarded = await register(t, '127.0.0.1', DE_ADDRESS);
    expect(forwarded.res.statusCode, forwarded.res.body).toBe(201);
    expect(forwarded.hasAccount).toBe(true);
    // A German visitor's forged header does not make them American either.
    const forged = await register(t, DE_ADDRESS, US_ADDRESS);
    expect(forged.res.statusCode, forged.res.body).toBe(201);
  });

  it('applies GEO_DEFAULT_COUNTRY to addresses the database cannot place', async () => {
    const { res, hasAccount } = await register(usDefault, '127.0.0.1');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Registration is not available in United States.');
    expect(hasAccount).toBe(false);
    expect((await register(usDefault, DE_ADDRESS)).res.statusCode).toBe(201);
  });
});
