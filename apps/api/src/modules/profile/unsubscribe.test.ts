import type { TProfile } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createClient, PROFILE_API } from '../../../test/http';
import { signUpPlayer } from '../../../test/players';
import { loadConfig } from '../../config';
import { createUnsubscribeToken, readUnsubscribeToken, unsubscribeLink } from './unsubscribe';

const SECRET = 's'.repeat(40);

describe('unsubscribe tokens', () => {
  const playerId = '3f1c2b9a-8d4e-4f60-9a1b-2c3d4e5f6a7b';

  it('round-trips the player id and is the same for the same player', () => {
    const token = createUnsubscribeToken(SECRET, playerId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(readUnsubscribeToken(SECRET, token)).toBe(playerId);
    expect(createUnsubscribeToken(SECRET, playerId)).toBe(token);
  });

  it('refuses a token signed with another secret, edited in any place, or cut short', () => {
    const token = createUnsubscribeToken(SECRET, playerId);
    expect(readUnsubscribeToken('t'.repeat(40), token)).toBeNull();
    for (let i = 0; i < token.length; i++) {
      const edited = token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
      expect(readUnsubscribeToken(SECRET, edited)).toBeNull();
    }
    expect(readUnsubscribeToken(SECRET, token.slice(0, 63))).toBeNull();
    expect(readUnsubscribeToken(SECRET, '')).toBeNull();
  });

  it('builds a link to the site that carries the token', () => {
    const link = unsubscribeLink({ publicUrl: 'https://casino.example', unsubscribeSecret: SECRET }, playerId);
    expect(link).toBe(`https://casino.example/?unsubscribe=${createUnsubscribeToken(SECRET, playerId)}`);
  });
});

describe('UNSUBSCRIBE_SECRET', () => {
  it('is required in production and must be long enough', () => {
    const otherSecrets = {
      CAPTCHA_HMAC_KEY: 'k'.repeat(40),
      DEVICE_COOKIE_SECRET: 'd'.repeat(40),
      WALLET_API_SECRETS: `sandbox:${'w'.repeat(40)}`,
    };
    expect(() => loadConfig({ NODE_ENV: 'production', ...otherSecrets })).toThrow(/UNSUBSCRIBE_SECRET: required in production/);
    expect(() => loadConfig({ UNSUBSCRIBE_SECRET: 'short' })).toThrow(/UNSUBSCRIBE_SECRET: must be at least 32 characters/);
    expect(loadConfig({ NODE_ENV: 'production', ...otherSecrets, UNSUBSCRIBE_SECRET: SECRET }).unsubscribeSecret).toBe(SECRET);
  });
});

describe('DELETE /profile/unsubscribe/{id}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ UNSUBSCRIBE_SECRET: SECRET });
  });
  afterAll(() => t.close());

  const stranger = () => createClient(t.app, { base: PROFILE_API });
  const receives = async (profile: Awaited<ReturnType<typeof signUpPlayer>>['profile']) =>
    (await profile.get('/profile')).json<TProfile>().userDetails.receiveEmailPromo;

  it('turns promo mail off from a browser without a session, and again harmlessly', async () => {
    const { profile, user } = await signUpPlayer(t.app);
    await profile.put('/profile/receive-email');
    expect(await receives(profile)).toBe(true);

    const token = new URL(unsubscribeLink(t.app.config, user.id)).searchParams.get('unsubscribe')!;
    const res = await stranger().delete(`/profile/unsubscribe/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ receiveEmailPromo: false, message: 'You are unsubscribed' });
    expect(await receives(profile)).toBe(false);

    expect((await stranger().delete(`/profile/unsubscribe/${token}`)).statusCode).toBe(200);
    expect(await receives(profile)).toBe(false);
  });

  it('answers 404 to a forged or altered token and changes nothing', async () => {
    const victim = await signUpPlayer(t.app);
    await victim.profile.put('/profile/receive-email');
    const genuine = createUnsubscribeToken(SECRET, victim.user.id);
    const forged = [
      createUnsubscribeToken('f'.repeat(40), victim.user.id),
      `${genuine.slice(0, -1)}${genuine.endsWith('A') ? 'B' : 'A'}`,
      victim.user.id,
      'x'.repeat(64),
    ];
    for (const token of forged) {
      const res = await stranger().delete(`/profile/unsubscribe/${encodeURIComponent(token)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'This unsubscribe link is invalid.' });
    }
    expect(await receives(victim.profile)).toBe(true);
  });

  it('answers 404 for a well-signed token of a player that does not exist', async () => {
    const token = createUnsubscribeToken(SECRET, '00000000-0000-4000-8000-000000000000');
    expect((await stranger().delete(`/profile/unsubscribe/${token}`)).statusCode).toBe(404);
  });
});
