import type { TProfileSession } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { solveCaptcha } from '../../../test/captcha';
import { createClient } from '../../../test/http';
import { profileClientOf, signUpPlayer } from '../../../test/players';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('profile: GET and DELETE /profile/session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Signs the player in from another browser with the given user agent. */
  async function signInElsewhere(email: string, password: string, userAgent: string, ip = '10.20.30.40') {
    const browser = createClient(t.app, { ip });
    const res = await browser.request(
      'POST',
      '/signin',
      { email, password, captcha: await solveCaptcha(t.app) },
      { 'user-agent': userAgent },
    );
    expect(res.statusCode).toBe(200);
    return profileClientOf(t.app, browser);
  }

  it('lists the live sessions with device, IP and which one is this browser', async () => {
    const { profile, email, password } = await signUpPlayer(t.app);
    await signInElsewhere(email, password, CHROME_ON_WINDOWS);

    const res = await profile.get('/profile/session');
    expect(res.statusCode).toBe(200);
    const sessions = res.json<TProfileSession[]>();
    expect(sessions).toHaveLength(2);
    const other = sessions.find((s) => !s.current)!;
    expect(other).toMatchObject({ device: 'Chrome on Windows', ip: '10.20.30.40' });
    expect(Date.parse(other.createdAt)).toBeLessThanOrEqual(Date.parse(other.lastSeenAt));
    const mine = sessions.find((s) => s.current)!;
    // Test requests carry light-my-request's user agent, which names no browser.
    expect(mine).toMatchObject({ ip: profile.ip });
    expect(typeof mine.device).toBe('string');
  });

  it('ends another session of the player: that browser is signed out, this one is not', async () => {
    const { profile, email, password } = await signUpPlayer(t.app);
    const phone = await signInElsewhere(
      email,
      password,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Version/17.4 Mobile/15E148 Safari/604.1',
    );
    const other = (await profile.get('/profile/session')).json<TProfileSession[]>().find((s) => !s.current)!;
    expect(other.device).toBe('Safari on iOS');

    const res = await profile.delete(`/profile/session/${other.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await phone.get('/profile')).statusCode).toBe(401);
    expect((await profile.get('/profile')).statusCode).toBe(200);
    expect((await profile.get('/profile/session')).json<TProfileSession[]>().map((s) => s.current)).toEqual([true]);

    // Already ended: nothing left to end.
    expect((await profile.delete(`/profile/session/${other.id}`)).statusCode).toBe(404);
  });

  it('ending the current session signs this browser out and clears its cookie', async () => {
    const { profile } = await signUpPlayer(t.app);
    const [mine] = (await profile.get('/profile/session')).json<TProfileSession[]>();
    const res = await profile.delete(`/profile/session/${mine!.id}`);
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/^sid=;/);
    expect((await profile.get('/profile')).statusCode).toBe(401);
  });

  it('answers 404 for an unknown or malformed session id and ends nothing', async () => {
    const { profile } = await signUpPlayer(t.app);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-session', "1' or '1'='1"]) {
      const res = await profile.delete(`/profile/session/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Session not found.' });
    }
    expect((await profile.get('/profile/session')).json()).toHaveLength(1);
  });
});
