import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { solveCaptcha } from '../../../test/captcha';
import { createClient, randomIp, uniqueEmail } from '../../../test/http';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { CAPTCHA_INVALID, CAPTCHA_STALE, createCaptchaChallenge } from './captcha';

const TTL_MS = 10 * 60_000;

type Payload = { challenge: { parameters: Record<string, unknown>; signature: string }; solution: unknown };
const decode = (captcha: string) => JSON.parse(atob(captcha)) as Payload;
const encode = (payload: Payload) => btoa(JSON.stringify(payload));

describe('captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Sign-in is a cheap captcha-protected call: a wrong password answers 401 once the captcha passed. */
  const signInWith = (captcha: string) =>
    createClient(t.app).post('/signin', { email: uniqueEmail(), password: 'not-the-password', captcha });

  it('serves a signed ALTCHA v2 challenge that expires in 10 minutes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/user-service/api/v1/captcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1, keyLength: 32 });
    expect(body.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const ttl = body.parameters.expiresAt * 1000 - t.clock.now().getTime();
    expect(ttl).toBeGreaterThan(TTL_MS - 10_000);
    expect(ttl).toBeLessThanOrEqual(TTL_MS);
  });

  it('accepts a solved challenge once and refuses the replay', async () => {
    const captcha = await solveCaptcha(t.app);
    const first = await signInWith(captcha);
    expect(first.statusCode).toBe(401);
    const replay = await signInWith(captcha);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: CAPTCHA_STALE, errors: [{ field: 'captcha', message: CAPTCHA_STALE }] });
  });

  it('refuses a payload whose signature was tampered with', async () => {
    const payload = decode(await solveCaptcha(t.app));
    const sig = payload.challenge.signature;
    payload.challenge.signature = (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1);
    const res = await signInWith(encode(payload));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'captcha', message: CAPTCHA_INVALID }]);
  });

  it('refuses parameters changed after signing (a later expiry)', async () => {
    const payload = decode(await solveCaptcha(t.app));
    payload.challenge.parameters.expiresAt = (payload.challenge.parameters.expiresAt as number) + 3600;
    const res = await signInWith(encode(payload));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('captcha');
  });

  it('refuses a wrong solution and garbage', async () => {
    const payload = decode(await solveCaptcha(t.app));
    payload.solution = { counter: 1, derivedKey: '00'.repeat(32) };
    for (const captcha of [encode(payload), 'not base64 json', btoa('{"challenge":null,"solution":null,"test":true}')]) {
      const res = await signInWith(captcha);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'captcha', message: CAPTCHA_INVALID }]);
    }
  });

  it('refuses a missing captcha with the field named', async () => {
    const res = await createClient(t.app).post('/signin', { email: uniqueEmail(), password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('captcha');
  });

  it('refuses a challenge solved in time but sent after 10 minutes', async () => {
    const captcha = await solveCaptcha(t.app);
    t.clock.advance(TTL_MS - 5_000);
    const inTime = await signInWith(captcha);
    expect(inTime.statusCode).toBe(401);

    const late = await solveCaptcha(t.app);
    t.clock.advance(TTL_MS);
    const res = await signInWith(late);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: CAPTCHA_STALE, errors: [{ field: 'captcha', message: CAPTCHA_STALE }] });
  });

  it('does not accept a challenge signed with another key', async () => {
    const other = { ...t.app.config, captchaHmacKey: 'another-key-'.padEnd(40, 'x') };
    const challenge = await createCaptchaChallenge(other, t.clock.now());
    const solution = await solveChallenge({ challenge, deriveKey });
    const captcha = btoa(JSON.stringify({ challenge, solution }));
    const res = await signInWith(captcha);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'captcha', message: CAPTCHA_INVALID }]);
  });

  it('rate limits challenges per IP (30 a minute)', async () => {
    const ip = randomIp();
    const get = () => t.app.inject({ method: 'GET', url: '/user-service/api/v1/captcha/challenge', remoteAddress: ip });
    for (let i = 0; i < 30; i++) expect((await get()).statusCode).toBe(200);
    const limited = await get();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
