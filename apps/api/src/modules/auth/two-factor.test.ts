import type { TRecoveryCodes, TSecondFactorChallenge, TSessionUser, TTotpEnrolment, TTwoFactorStatus } from '@casino/contracts';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { solveCaptcha } from '../../../test/captcha';
import { CLIENT_HEADERS, createClient, randomIp, type Client } from '../../../test/http';
import { signUpPlayer } from '../../../test/players';
import { tokenFromMail, useTestAppWithSmtp, type SmtpCapture } from '../../../test/smtp';

// A player's authenticator app, through the API as the site uses it: enrolment with one code, sign-in in two steps,
// recovery codes spent once, codes throttled as passwords are (decision 005), and turning it off by code and e-mail.

const MINUTE = 60_000;

describe('two-factor sign-in for players', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  useTestAppWithSmtp((app, capture) => {
    t = app;
    smtp = capture;
  });

  const codeOf = (secret: string, offsetSteps = 0) =>
    generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSteps * 30 });

  /** A player with the app on: their e-mail, password, secret and recovery codes. */
  async function enrolledPlayer() {
    const player = await signUpPlayer(t.app);
    const started = await player.profile.post('/two-factor/totp');
    expect(started.statusCode).toBe(200);
    const { secret, uri } = started.json<TTotpEnrolment>();
    expect(uri).toMatch(new RegExp(`^otpauth://totp/casino\\.test:${encodeURIComponent(player.email).replace('.', '\\.')}\\?`));
    const confirmed = await player.profile.post('/two-factor/totp/confirm', { code: await codeOf(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = confirmed.json<TRecoveryCodes>();
    // The next code is a later step: the one used to confirm is never taken again.
    t.clock.advance(30_000);
    return { ...player, secret, recoveryCodes };
  }

  const passwordStep = async (client: Client, email: string, password: string) =>
    client.post('/signin', { email, password, captcha: await solveCaptcha(t.app) });

  it('enrols with one valid code, and mails the player', async () => {
    const player = await signUpPlayer(t.app);
    expect((await player.profile.get('/two-factor')).json<TTwoFactorStatus>()).toEqual({
      totpEnabledAt: null,
      recoveryCodesLeft: 0,
      passkeys: [],
    });
    const { secret } = (await player.profile.post('/two-factor/totp')).json<TTotpEnrolment>();
    const wrong = await player.profile.post('/two-factor/totp/confirm', { code: await codeOf(secret, 10) });
    expect(wrong.statusCode).toBe(422);
    expect((await player.profile.post('/two-factor/totp/confirm', { code: '12ab56' })).statusCode).toBe(400);
    expect((await player.profile.get('/two-factor')).json<TTwoFactorStatus>().totpEnabledAt).toBeNull();

    const confirmed = await player.profile.post('/two-factor/totp/confirm', { code: await codeOf(secret) });
    const { recoveryCodes } = confirmed.json<TRecoveryCodes>();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await player.profile.get('/two-factor')).json<TTwoFactorStatus>()).toEqual({
      totpEnabledAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      recoveryCodesLeft: 10,
      passkeys: [],
    });
    // Only hashes are kept: no code is in the database.
    const stored = JSON.stringify(await t.database.db.execute('SELECT * FROM player_recovery_codes'));
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replaceAll('-', ''));
    expect((await player.profile.post('/two-factor/totp')).statusCode).toBe(409);
    expect((await smtp.waitForMail((m) => m.to.includes(player.email) && m.subject === 'Two-factor sign-in is on')).text).toContain(
      'recovery codes',
    );
  });

  it('signs in only with the password and then a current code, each code once', async () => {
    const { email, password, secret } = await enrolledPlayer();
    const browser = createClient(t.app, { ip: randomIp() });
    const first = await passwordStep(browser, email, password);
    expect(first.statusCode).toBe(202);
    expect(first.headers['set-cookie']).toBeUndefined();
    const { challenge, secondFactor } = first.json<TSecondFactorChallenge>();
    expect(secondFactor).toBe('totp');
    // No session until the code: the profile is still closed to this browser.
    expect((await browser.post('/isAuthenticated')).json<{ authenticated: boolean }>().authenticated).toBe(false);

    const wrong = await browser.post('/signin/second-factor', { challenge, code: await codeOf(secret, 20) });
    expect(wrong.statusCode).toBe(401);
    const code = await codeOf(secret);
    const signedIn = await browser.post('/signin/second-factor', { challenge, code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json<TSessionUser>().email).toBe(email);
    expect((await browser.post('/isAuthenticated')).json<{ authenticated: boolean }>().authenticated).toBe(true);

    // The challenge is spent, and the same code does not open a second sign-in.
    expect((await browser.post('/signin/second-factor', { challenge, code })).statusCode).toBe(401);
    const other = createClient(t.app, { ip: randomIp() });
    const again = (await passwordStep(other, email, password)).json<TSecondFactorChallenge>();
    expect((await other.post('/signin/second-factor', { challenge: again.challenge, code })).statusCode).toBe(401);
    t.clock.advance(30_000);
    expect((await other.post('/signin/second-factor', { challenge: again.challenge, code: await codeOf(secret) })).statusCode).toBe(200);
  });

  it('lets the password step expire after 5 minutes', async () => {
    const { email, password, secret } = await enrolledPlayer();
    const browser = createClient(t.app, { ip: randomIp() });
    const { challenge } = (await passwordStep(browser, email, password)).json<TSecondFactorChallenge>();
    t.clock.advance(5 * MINUTE + 1_000);
    const late = await browser.post('/signin/second-factor', { challenge, code: await codeOf(secret) });
    expect(late.statusCode).toBe(401);
    const expired = 'This sign-in has expired. Sign in again with your password.';
    expect(late.json()).toEqual({ message: expired, errors: [{ field: 'challenge', message: expired }] });
  });

  it('accepts each recovery code once, in any case and spacing', async () => {
    const { email, password, recoveryCodes, profile } = await enrolledPlayer();
    const signInWith = async (code: string) => {
      const browser = createClient(t.app, { ip: randomIp() });
      const { challenge } = (await passwordStep(browser, email, password)).json<TSecondFactorChallenge>();
      return (await browser.post('/signin/second-factor', { challenge, code })).statusCode;
    };
    const code = recoveryCodes[3]!;
    expect(await signInWith(` ${code.toLowerCase().replaceAll('-', ' ')} `)).toBe(200);
    expect(await signInWith(code)).toBe(401);
    expect((await profile.get('/two-factor')).json<TTwoFactorStatus>().recoveryCodesLeft).toBe(9);
  });

  it('throttles wrong codes as wrong passwords: five from strangers lock the account, the right code included', async () => {
    const { email, password, secret } = await enrolledPlayer();
    const ip = randomIp();
    const browser = createClient(t.app, { ip });
    const { challenge } = (await passwordStep(browser, email, password)).json<TSecondFactorChallenge>();
    for (let i = 0; i < 5; i++)
      expect((await browser.post('/signin/second-factor', { challenge, code: await codeOf(secret, 40 + i) })).statusCode).toBe(401);
    const locked = await browser.post('/signin/second-factor', { challenge, code: await codeOf(secret) });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // A right password does not forgive the code's failures: the lock holds the password step too.
    expect((await passwordStep(createClient(t.app, { ip: randomIp() }), email, password)).statusCode).toBe(429);
    t.clock.advance(2 * MINUTE);
    const fresh = createClient(t.app, { ip: randomIp() });
    const { challenge: next } = (await passwordStep(fresh, email, password)).json<TSecondFactorChallenge>();
    expect((await fresh.post('/signin/second-factor', { challenge: next, code: await codeOf(secret) })).statusCode).toBe(200);
  });

  it('turns off only with a code and the e-mailed link, then signs in with the password alone', async () => {
    const { email, password, secret, profile } = await enrolledPlayer();
    expect((await profile.post('/two-factor/disable', { code: '000000' })).statusCode).toBe(422);
    const asked = await profile.post('/two-factor/disable', { code: await codeOf(secret) });
    expect(asked.statusCode).toBe(200);
    expect(asked.json<{ message: string }>().message).toContain('stays on until you open it');
    // Still on until the link is opened.
    expect((await profile.get('/two-factor')).json<TTwoFactorStatus>().totpEnabledAt).not.toBeNull();
    const mail = await smtp.waitForMail((m) => m.to.includes(email) && m.subject === 'Confirm turning off two-factor sign-in');
    const token = tokenFromMail(mail, 'disableTwoFactorToken');
    const visitor = createClient(t.app);
    expect((await visitor.post('/two-factor/disable/confirm', { token: 'not-a-token' })).statusCode).toBe(422);
    expect((await visitor.post('/two-factor/disable/confirm', { token })).statusCode).toBe(200);
    expect((await visitor.post('/two-factor/disable/confirm', { token })).statusCode).toBe(422);
    await smtp.waitForMail((m) => m.to.includes(email) && m.subject === 'Two-factor sign-in is off');
    expect((await profile.get('/two-factor')).json<TTwoFactorStatus>()).toEqual({
      totpEnabledAt: null,
      recoveryCodesLeft: 0,
      passkeys: [],
    });
    expect((await passwordStep(createClient(t.app, { ip: randomIp() }), email, password)).statusCode).toBe(200);
  });

  it('refuses the routes to a stranger, and bad input with a 400', async () => {
    const stranger = createClient(t.app, { base: '/profile-service/api/v1' });
    for (const path of ['/two-factor/totp', '/two-factor/totp/confirm', '/two-factor/disable'])
      expect((await stranger.post(path, { code: '123456' })).statusCode, path).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/user-service/api/v1/signin/second-factor',
      headers: CLIENT_HEADERS,
      payload: { code: '' },
    });
    expect(res.statusCode).toBe(400);
  });
});
