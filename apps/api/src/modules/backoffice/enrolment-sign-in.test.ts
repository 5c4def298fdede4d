import type { TStaffEnrolmentStartResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/http';
import { codeAt, enrolStaff, staffClient, STAFF_PASSWORD, tokenOfLink, useStaffTestApp, type StaffTestApp } from '../../../test/staff';
import { inviteStaffMember } from './members';

const REFUSED = 'E-mail, password or code is wrong.';

describe('staff enrolment and sign-in', () => {
  let t: StaffTestApp;
  useStaffTestApp((started) => {
    t = started;
  });

  async function invite(role: 'support' | 'administrator' = 'support') {
    const email = uniqueEmail('staff');
    const { enrolmentUrl } = await inviteStaffMember(t.database.db, t.app.config, { email, role }, t.clock.now());
    return { email, enrolmentUrl, token: tokenOfLink(enrolmentUrl) };
  }

  it('enrols with a real authenticator code, signs in, and keeps the staff cookie apart from the player’s', async () => {
    const { email, enrolmentUrl, token } = await invite();
    expect(enrolmentUrl).toMatch(/^http:\/\/localhost:4100\/enrol#[A-Za-z0-9_-]{43}$/);
    const browser = staffClient(t);
    const started = await browser.post('/enrolment/start', { token });
    expect(started.statusCode).toBe(200);
    const body = started.json<TStaffEnrolmentStartResponse>();
    expect(body).toMatchObject({ email, role: 'support' });
    expect(body.otpauthUri).toBe(
      `otpauth://totp/Casino%20Console:${encodeURIComponent(email)}?secret=${body.totpSecret}&issuer=Casino%20Console`,
    );
    // Opening the link again shows the same secret, so a reload does not break the authenticator just set up.
    expect((await browser.post('/enrolment/start', { token })).json()).toEqual(body);

    const wrong = await browser.post('/enrolment/complete', { token, password: STAFF_PASSWORD, code: await codeAt(t, body.totpSecret, 5) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0].field).toBe('code');

    const done = await browser.post('/enrolment/complete', { token, password: STAFF_PASSWORD, code: await codeAt(t, body.totpSecret) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ email, role: 'support', permissions: ['players.read', 'players.write'] });
    const cookie = done.cookies.find((c) => c.name === 'staff_sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 8 * 3600 });
    expect((await browser.get('/me')).json()).toMatchObject({ email });

    // The link worked once.
    expect((await staffClient(t).post('/enrolment/start', { token })).statusCode).toBe(410);
    // The code just used opens nothing again, even with the right password; the next period's does.
    const signIn = (code: string, password = STAFF_PASSWORD, who = email) =>
      staffClient(t).post('/session', { email: who, password, code });
    const replay = await signIn(await codeAt(t, body.totpSecret));
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(REFUSED);
    t.clock.advance(30_000);
    const fine = await signIn(await codeAt(t, body.totpSecret), STAFF_PASSWORD, email.toUpperCase());
    expect(fine.statusCode).toBe(200);
    expect(fine.cookies.map((c) => c.name)).toEqual(['staff_sid']);
  });

  it('answers the same 401 for a wrong password, a wrong code, a code too far off and an unknown e-mail', async () => {
    const { email, secret } = await enrolStaff(t, 'payments');
    t.clock.advance(30_000);
    const attempts = [
      { email, password: 'Not-The-Password-1', code: await codeAt(t, secret) },
      { email, password: STAFF_PASSWORD, code: (Number(await codeAt(t, secret)) ^ 1).toString().padStart(6, '0') },
      { email, password: STAFF_PASSWORD, code: await codeAt(t, secret, 2) },
      { email: uniqueEmail('nobody'), password: STAFF_PASSWORD, code: await codeAt(t, secret) },
    ];
    for (const attempt of attempts) {
      const res = await staffClient(t).post('/session', attempt);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: REFUSED });
    }
    // One period of drift either way is accepted.
    const drifted = await staffClient(t).post('/session', { email, password: STAFF_PASSWORD, code: await codeAt(t, secret, 1) });
    expect(drifted.statusCode).toBe(200);
  });

  it('refuses an unknown, an expired and an unopened link with clear answers', async () => {
    const unknown = await staffClient(t).post('/enrolment/start', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/not valid/);

    const unopened = await invite();
    const early = await staffClient(t).post('/enrolment/complete', { token: unopened.token, password: STAFF_PASSWORD, code: '123456' });
    expect(early.statusCode).toBe(409);

    t.clock.advance(72 * 3_600_000 + 1_000);
    const expired = await staffClient(t).post('/enrolment/start', { token: unopened.token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/expired/);
  });

  it('ends a session left idle past STAFF_SESSION_IDLE_MINUTES, and any session 8 hours after sign-in', async () => {
    const { client } = await enrolStaff(t, 'marketing');
    t.clock.advance(14 * 60_000);
    expect((await client.get('/me')).statusCode).toBe(200);
    t.clock.advance(14 * 60_000);
    expect((await client.get('/me')).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1_000);
    expect((await client.get('/me')).statusCode).toBe(401);

    const busy = await enrolStaff(t, 'marketing');
    for (let minutes = 10; minutes < 8 * 60; minutes += 10) {
      t.clock.advance(10 * 60_000);
      expect((await busy.client.get('/me')).statusCode, `after ${minutes} minutes`).toBe(200);
    }
    t.clock.advance(10 * 60_000);
    expect((await busy.client.get('/me')).statusCode).toBe(401);
  });

  it('signs out: the cookie is cleared and the session opens nothing any more', async () => {
    const { client } = await enrolStaff(t, 'support');
    const stolen = { ...client.cookies };
    const out = await client.delete('/session');
    expect(out.statusCode).toBe(204);
    expect(client.cookies.staff_sid).toBeUndefined();
    const replayed = await t.staff.inject({ method: 'GET', url: '/staff-api/v1/me', cookies: stolen });
    expect(replayed.statusCode).toBe(401);
  });

  it('limits sign-in attempts per address and per e-mail', async () => {
    const { email } = await enrolStaff(t, 'support');
    // Ten attempts on one e-mail from ten addresses, then the eleventh is turned away whatever its address.
    for (let i = 0; i < 10; i++)
      expect((await staffClient(t).post('/session', { email, password: 'wrong-password', code: '000000' })).statusCode).toBe(401);
    expect((await staffClient(t).post('/session', { email, password: 'wrong-password', code: '000000' })).statusCode).toBe(429);

    const oneAddress = staffClient(t);
    for (let i = 0; i < 10; i++)
      expect((await oneAddress.post('/session', { email: uniqueEmail(), password: 'wrong-password', code: '000000' })).statusCode).toBe(
        401,
      );
    expect((await oneAddress.post('/session', { email: uniqueEmail(), password: 'wrong-password', code: '000000' })).statusCode).toBe(429);
  });

  it('wants the client header on every change (CSRF)', async () => {
    const res = await t.staff.inject({
      method: 'POST',
      url: '/staff-api/v1/session',
      payload: { email: uniqueEmail(), password: 'x', code: '000000' },
    });
    expect(res.statusCode).toBe(403);
  });
});
