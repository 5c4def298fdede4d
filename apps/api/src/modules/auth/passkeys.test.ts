import type {
  TPasskey,
  TPasskeyCreationOptions,
  TPasskeyRequestOptions,
  TSecondFactorChallenge,
  TSessionUser,
  TTotpEnrolment,
  TTwoFactorStatus,
  TWithdrawal,
  TWithdrawalSecurity,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { solveCaptcha } from '../../../test/captcha';
import { CLIENT_HEADERS, createClient, randomIp, type Client } from '../../../test/http';
import { SoftwarePasskey } from '../../../test/passkey-authenticator';
import { rowsOf } from '../../../test/migrations';
import { fundPlayer } from '../../../test/play';
import { signUpPlayer } from '../../../test/players';
import { tokenFromMail, useTestAppWithSmtp, type SmtpCapture } from '../../../test/smtp';
import { getPlayerBalances } from '../wallet';
import { listSecurityEvents } from './security-events';

// Passkeys as a player's second factor, through the API as the site uses it, with a passkey made in software
// (test/passkey-authenticator.ts): added with the session (a change of credentials that holds withdrawals for a
// day), signing in after the password and confirming withdrawals, refused for another site, challenge or key and
// counted as wrong codes are (decision 005), and removed with the password.

const SITE = { rpId: 'casino.test', origin: 'http://casino.test' };
const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('passkeys as a second factor', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  useTestAppWithSmtp((app, capture) => {
    t = app;
    smtp = capture;
  });

  type Player = Awaited<ReturnType<typeof signUpPlayer>>;
  const mailTo = (email: string, subject: string) => smtp.waitForMail((m) => m.to.includes(email) && m.subject === subject);
  const status = async (player: Player) => (await player.profile.get('/two-factor')).json<TTwoFactorStatus>();
  /** The test clock runs on between a request and the check: a time the API stored lies between `from` and now. */
  const expectSince = (at: string | Date | null | undefined, from: Date) => {
    const time = new Date(at ?? NaN).getTime();
    expect(time).toBeGreaterThanOrEqual(from.getTime());
    expect(time).toBeLessThanOrEqual(t.clock.now().getTime());
  };
  const passwordStep = async (client: Client, email: string, password: string) =>
    client.post('/signin', { email, password, captcha: await solveCaptcha(t.app) });

  async function addPasskey(player: Player, name = 'Laptop', passkey = new SoftwarePasskey(SITE)) {
    const options = await player.profile.post('/two-factor/passkeys/options');
    expect(options.statusCode, options.body).toBe(200);
    const added = await player.profile.post('/two-factor/passkeys', { name, response: passkey.register(options.json()) });
    expect(added.statusCode, added.body).toBe(201);
    return { passkey, added: added.json<TPasskey>() };
  }

  /** A fresh browser's password step: the 202 answer, with its passkey options. */
  async function challengeFor(player: Player, client = createClient(t.app, { ip: randomIp() })) {
    const res = await passwordStep(client, player.email, player.password);
    expect(res.statusCode, res.body).toBe(202);
    return { client, answer: res.json<TSecondFactorChallenge>() };
  }

  it('adds a passkey with the session, lists it, mails the player and holds withdrawals for 24 hours', async () => {
    const player = await signUpPlayer(t.app);
    await fundPlayer(t.database.db, player.user.id, 100_000n);
    expect((await status(player)).passkeys).toEqual([]);

    const res = await player.profile.post('/two-factor/passkeys/options');
    expect(res.statusCode).toBe(200);
    const options = res.json<TPasskeyCreationOptions>();
    expect(options).toMatchObject({
      rp: { id: 'casino.test', name: 'casino.test' },
      user: { name: player.email, displayName: 'Robin Example' },
      attestation: 'none',
      excludeCredentials: [],
    });
    expect(options.challenge).toMatch(/^[\w-]{43}$/);

    const passkey = new SoftwarePasskey(SITE);
    const response = passkey.register(options);
    // Made for another site, or over a challenge the server never gave: refused, and the real one still works.
    for (const wrong of [
      passkey.register(options, { origin: 'https://casino.example' }),
      passkey.register({ challenge: 'bm90LWdpdmVu' }),
    ]) {
      const refused = await player.profile.post('/two-factor/passkeys', { name: 'Laptop', response: wrong });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe('response');
    }
    const addedAt = t.clock.now();
    const added = await player.profile.post('/two-factor/passkeys', { name: '  Laptop  ', response });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<TPasskey>()).toEqual({ id: expect.any(String), name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null });
    expectSince(added.json<TPasskey>().createdAt, addedAt);
    // The challenge is spent: the same answer adds nothing twice.
    expect((await player.profile.post('/two-factor/passkeys', { name: 'Again', response })).statusCode).toBe(422);

    expect(await status(player)).toEqual({ totpEnabledAt: null, recoveryCodesLeft: 0, passkeys: [added.json()] });
    expect((await mailTo(player.email, 'A passkey was added to your account')).text).toContain('The passkey "Laptop"');
    const [event] = await listSecurityEvents(t.database.db, player.user.id);
    expect(event!.kind).toBe('passkey_added');
    expectSince(event!.at, addedAt);

    // A second one is offered the first to exclude, so the same authenticator is not added twice.
    const next = (await player.profile.post('/two-factor/passkeys/options')).json<TPasskeyCreationOptions>();
    expect(next.excludeCredentials).toEqual([{ id: passkey.id, type: 'public-key', transports: ['internal'] }]);

    // A change of credentials: withdrawals wait a day (decision 035).
    const held = await player.profile.post('/profile/skrill/withdraw', { amount: '25.00', currency: 'EUR' });
    expect(held.statusCode).toBe(403);
    expect(held.json<{ message: string }>().message).toContain('your new passkey was added less than 24 hours ago');
  });

  it('confirms a withdrawal with the passkey when it is the only factor, each signature once', async () => {
    const player = await signUpPlayer(t.app);
    await fundPlayer(t.database.db, player.user.id, 100_000n);
    const { passkey } = await addPasskey(player);
    // The passkey holds withdrawals for a day, and the session has ended by then: the player signs in again.
    t.clock.advance(24 * HOUR + MINUTE);
    const { client, answer } = await challengeFor(player, player.account);
    expect(
      (await client.post('/signin/second-factor', { challenge: answer.challenge, passkey: passkey.assert(answer.passkey!) })).statusCode,
    ).toBe(200);
    Object.assign(player.profile.cookies, client.cookies);
    const security = await player.profile.get('/profile/withdrawal-security');
    expect(security.json<TWithdrawalSecurity>()).toMatchObject({ confirmation: 'passkey', factors: ['passkey'], heldUntil: null });

    const withdraw = (factor: object) => player.profile.post('/profile/skrill/withdraw', { amount: '25.00', currency: 'EUR', ...factor });
    const options = async () => {
      const res = await player.profile.post('/profile/withdrawal-passkey-options');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TPasskeyRequestOptions>();
    };
    const errorOf = (res: { json: () => unknown }) => (res.json() as { errors: { field: string; message: string }[] }).errors[0];

    // No factor, or one the player does not have: refused, saying what confirms it. Not the mailed link any more.
    const bare = await withdraw({});
    expect([bare.statusCode, errorOf(bare)]).toEqual([422, { field: 'code', message: 'Confirm this withdrawal with your passkey.' }]);
    const byCode = await withdraw({ code: '123456' });
    expect([byCode.statusCode, errorOf(byCode)?.message]).toEqual([422, expect.stringContaining('no authenticator app')]);

    const given = await options();
    expect(given).toEqual({
      challenge: expect.stringMatching(/^[\w-]{43}$/),
      rpId: 'casino.test',
      allowCredentials: [{ id: passkey.id, type: 'public-key', transports: ['internal'] }],
      userVerification: 'discouraged',
      timeout: expect.any(Number),
    });
    // Signed over a challenge the server never gave for a withdrawal: refused, and the player's real one still works.
    const madeUp = await withdraw({ passkey: passkey.assert({ challenge: 'b3RoZXItY2hhbGxlbmdl' }) });
    expect([madeUp.statusCode, errorOf(madeUp)?.field]).toEqual([422, 'passkey']);
    const assertion = passkey.assert(given);
    expect((await withdraw({ code: '123456', passkey: assertion })).statusCode).toBe(400);
    const asked = await withdraw({ passkey: assertion });
    expect(asked.statusCode, asked.body).toBe(201);
    const withdrawal = asked.json<TWithdrawal>();
    expect(withdrawal.status).toBe('pending');
    const [row] = rowsOf(await t.database.db.execute(sql`SELECT confirmed_with FROM withdrawals WHERE id = ${withdrawal.id}::uuid`));
    expect(row!.confirmed_with).toBe('passkey');
    expect((await mailTo(player.email, 'Withdrawal requested')).text).toContain('25.00 EUR to your Skrill account');

    // Replayed: its challenge is spent with the request it confirmed.
    const replayed = await withdraw({ passkey: assertion });
    expect([replayed.statusCode, errorOf(replayed)?.field]).toEqual([422, 'passkey']);
    // A challenge lives 5 minutes.
    const late = passkey.assert(await options());
    t.clock.advance(5 * MINUTE + 1_000);
    expect((await withdraw({ passkey: late })).statusCode).toBe(422);

    // Signatures for another site count as wrong codes: five lock the check, the right passkey included.
    for (let i = 0; i < 5; i++) {
      const wrong = await withdraw({ passkey: passkey.assert(await options(), { origin: 'https://casino-login.example' }) });
      expect([wrong.statusCode, errorOf(wrong)?.field]).toEqual([422, 'passkey']);
    }
    expect((await withdraw({ passkey: passkey.assert(await options()) })).statusCode).toBe(429);
    t.clock.advance(2 * MINUTE);
    const after = await withdraw({ passkey: passkey.assert(await options()) });
    expect(after.statusCode, after.body).toBe(201);
    expect(await getPlayerBalances(t.database.db, player.user.id, 'EUR')).toMatchObject({ real: 95_000n, held: 5_000n });
  });

  it('gives withdrawal options only to a signed-in player with a passkey', async () => {
    const player = await signUpPlayer(t.app);
    expect((await player.profile.post('/profile/withdrawal-passkey-options')).statusCode).toBe(409);
    const stranger = createClient(t.app, { base: '/profile-service/api/v1' });
    expect((await stranger.post('/profile/withdrawal-passkey-options')).statusCode).toBe(401);
  });

  it('signs in with the password and then the passkey, each assertion once', async () => {
    const player = await signUpPlayer(t.app);
    const { passkey, added } = await addPasskey(player);
    t.clock.advance(MINUTE);

    const { client, answer } = await challengeFor(player);
    expect(answer).toEqual({
      secondFactor: 'passkey',
      factors: ['passkey'],
      challenge: expect.any(String),
      passkey: {
        challenge: answer.challenge,
        rpId: 'casino.test',
        allowCredentials: [{ id: passkey.id, type: 'public-key', transports: ['internal'] }],
        userVerification: 'discouraged',
        timeout: expect.any(Number),
      },
    });
    expect((await client.post('/isAuthenticated')).json<{ authenticated: boolean }>().authenticated).toBe(false);

    const assertion = passkey.assert(answer.passkey!);
    const usedAt = t.clock.now();
    const signedIn = await client.post('/signin/second-factor', { challenge: answer.challenge, passkey: assertion });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json<TSessionUser>().email).toBe(player.email);
    expect((await client.post('/isAuthenticated')).json<{ authenticated: boolean }>().authenticated).toBe(true);
    const [used] = (await status(player)).passkeys;
    expect(used).toEqual({ ...added, lastUsedAt: expect.any(String) });
    expectSince(used!.lastUsedAt, usedAt);

    // Replayed: the challenge it signed is spent, and a new sign-in's challenge is not the one it signed.
    expect((await client.post('/signin/second-factor', { challenge: answer.challenge, passkey: assertion })).statusCode).toBe(401);
    const again = await challengeFor(player);
    const replayed = await again.client.post('/signin/second-factor', { challenge: again.answer.challenge, passkey: assertion });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json<{ message: string }>().message).toMatch(/^That passkey was not accepted\./);
    // A copy of the key that repeats a counter already seen (a cloned authenticator) is refused too.
    passkey.counter -= 1;
    const cloned = passkey.assert(again.answer.passkey!);
    expect((await again.client.post('/signin/second-factor', { challenge: again.answer.challenge, passkey: cloned })).statusCode).toBe(401);
    passkey.counter += 5;
    const fresh = passkey.assert(again.answer.passkey!);
    expect((await again.client.post('/signin/second-factor', { challenge: again.answer.challenge, passkey: fresh })).statusCode).toBe(200);
  });

  it('offers both factors to a player with the app and a passkey, the app first; either one signs in', async () => {
    const player = await signUpPlayer(t.app);
    const { secret } = (await player.profile.post('/two-factor/totp')).json<TTotpEnrolment>();
    const codeOf = () => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    expect((await player.profile.post('/two-factor/totp/confirm', { code: await codeOf() })).statusCode).toBe(200);
    const { passkey } = await addPasskey(player);
    t.clock.advance(30_000);

    const first = await challengeFor(player);
    expect(first.answer).toMatchObject({
      secondFactor: 'totp',
      factors: ['totp', 'passkey'],
      passkey: { challenge: first.answer.challenge },
    });
    expect((await first.client.post('/signin/second-factor', { challenge: first.answer.challenge, code: await codeOf() })).statusCode).toBe(
      200,
    );
    const second = await challengeFor(player);
    const assertion = passkey.assert(second.answer.passkey!);
    expect((await second.client.post('/signin/second-factor', { challenge: second.answer.challenge, passkey: assertion })).statusCode).toBe(
      200,
    );

    // The app turned off: the passkey still guards the sign-in, and the player is told so.
    t.clock.advance(30_000);
    expect((await player.profile.post('/two-factor/disable', { code: await codeOf() })).statusCode).toBe(200);
    const link = tokenFromMail(await mailTo(player.email, 'Confirm turning off two-factor sign-in'), 'disableTwoFactorToken');
    const off = await createClient(t.app).post('/two-factor/disable/confirm', { token: link });
    expect(off.json()).toEqual({ message: 'The authenticator app is off. Your passkeys still confirm your sign-ins.' });
    expect((await challengeFor(player)).answer).toMatchObject({ secondFactor: 'passkey', factors: ['passkey'] });
  });

  it('refuses an assertion for another site, challenge or key, and counts each as a wrong code', async () => {
    const player = await signUpPlayer(t.app);
    const { passkey } = await addPasskey(player);
    const stranger = new SoftwarePasskey(SITE);
    const { client, answer } = await challengeFor(player);
    const { challenge } = answer;
    const send = (assertion: object) => client.post('/signin/second-factor', { challenge, passkey: assertion });

    const wrongs = [
      passkey.assert(answer.passkey!, { origin: 'https://casino-login.example' }),
      passkey.assert(answer.passkey!, { rpId: 'casino-login.example' }),
      passkey.assert({ challenge: 'b3RoZXItY2hhbGxlbmdl' }),
      { ...stranger.assert(answer.passkey!) },
      // Well-formed, but no signature at all.
      { ...passkey.assert(answer.passkey!), response: { ...passkey.assert(answer.passkey!).response, signature: 'AAAA' } },
    ];
    for (const wrong of wrongs) expect((await send(wrong)).statusCode).toBe(401);
    // Five failures on the account: locked, the right passkey included, and the password step too.
    const locked = await send(passkey.assert(answer.passkey!));
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await passwordStep(createClient(t.app, { ip: randomIp() }), player.email, player.password)).statusCode).toBe(429);

    t.clock.advance(2 * MINUTE);
    const later = await challengeFor(player);
    const assertion = passkey.assert(later.answer.passkey!);
    expect((await later.client.post('/signin/second-factor', { challenge: later.answer.challenge, passkey: assertion })).statusCode).toBe(
      200,
    );
  });

  it('removes a passkey only with the password, mails the player, and signs in with the password alone after', async () => {
    const player = await signUpPlayer(t.app);
    await fundPlayer(t.database.db, player.user.id, 100_000n);
    const { added } = await addPasskey(player);
    const remove = (id: string, password: string) => player.profile.post(`/two-factor/passkeys/${id}/remove`, { password });

    const wrong = await remove(added.id, 'not-my-password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'That is not your password.',
      errors: [{ field: 'password', message: 'That is not your password.' }],
    });
    expect((await remove(added.id, '')).statusCode).toBe(400);
    expect((await remove('not-an-id', player.password)).statusCode).toBe(400);
    expect((await remove('00000000-0000-4000-8000-000000000000', player.password)).statusCode).toBe(404);
    // Another player's passkey is not theirs to remove.
    const other = await signUpPlayer(t.app);
    expect((await other.profile.post(`/two-factor/passkeys/${added.id}/remove`, { password: other.password })).statusCode).toBe(404);

    t.clock.advance(MINUTE);
    const removedAt = t.clock.now();
    const removed = await remove(added.id, player.password);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: 'The passkey "Laptop" was removed.' });
    expect((await status(player)).passkeys).toEqual([]);
    expect((await mailTo(player.email, 'A passkey was removed from your account')).text).toContain('The passkey "Laptop"');
    const [event] = await listSecurityEvents(t.database.db, player.user.id);
    expect(event!.kind).toBe('passkey_removed');
    expectSince(event!.at, removedAt);
    const held = await player.profile.post('/profile/skrill/withdraw', { amount: '25.00', currency: 'EUR' });
    expect(held.statusCode).toBe(403);
    expect(held.json<{ message: string }>().message).toContain('your passkey was removed less than 24 hours ago');

    expect((await passwordStep(createClient(t.app, { ip: randomIp() }), player.email, player.password)).statusCode).toBe(200);
  });

  it('locks the password check of removal after five wrong passwords', async () => {
    const player = await signUpPlayer(t.app);
    const { added } = await addPasskey(player);
    const remove = (password: string) => player.profile.post(`/two-factor/passkeys/${added.id}/remove`, { password });
    for (let i = 0; i < 5; i++) expect((await remove(`wrong-${i}`)).statusCode).toBe(422);
    expect((await remove(player.password)).statusCode).toBe(429);
    t.clock.advance(2 * MINUTE);
    expect((await remove(player.password)).statusCode).toBe(200);
  });

  it('refuses the routes to a stranger, and bad input with a 400', async () => {
    const stranger = createClient(t.app, { base: '/profile-service/api/v1' });
    expect((await stranger.post('/two-factor/passkeys/options')).statusCode).toBe(401);
    expect((await stranger.post('/two-factor/passkeys', { name: 'x', response: {} })).statusCode).toBe(401);

    const player = await signUpPlayer(t.app);
    const options = (await player.profile.post('/two-factor/passkeys/options')).json<TPasskeyCreationOptions>();
    const response = new SoftwarePasskey(SITE).register(options);
    const add = (body: object) => player.profile.post('/two-factor/passkeys', body);
    expect((await add({ name: ' ', response })).json()).toMatchObject({ errors: [{ field: 'name' }] });
    expect((await add({ name: 'x'.repeat(65), response })).statusCode).toBe(400);
    expect((await add({ name: 'Laptop', response: { ...response, type: 'password' } })).statusCode).toBe(400);
    const garbled = { ...response, response: { ...response.response, clientDataJSON: 'not base64url!' } };
    expect((await add({ name: 'Laptop', response: garbled })).json()).toMatchObject({
      errors: [{ field: 'response.response.clientDataJSON' }],
    });
    // Base64url that is no JSON, and an attestation object that is no CBOR: refused, not a server error.
    const unreadable = { ...response, response: { ...response.response, clientDataJSON: 'AAAA' } };
    expect((await add({ name: 'Laptop', response: unreadable })).statusCode).toBe(422);
    const noCbor = { ...response, response: { ...response.response, attestationObject: 'AAAA' } };
    expect((await add({ name: 'Laptop', response: noCbor })).statusCode).toBe(422);

    const secondFactor = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/user-service/api/v1/signin/second-factor', headers: CLIENT_HEADERS, payload });
    const assertion = new SoftwarePasskey(SITE).assert({ challenge: 'AAAA' });
    expect((await secondFactor({ challenge: 'c' })).json()).toMatchObject({ errors: [{ field: 'code' }] });
    expect((await secondFactor({ challenge: 'c', code: '123456', passkey: assertion })).statusCode).toBe(400);
    expect((await secondFactor({ challenge: 'c', passkey: { ...assertion, response: {} } })).statusCode).toBe(400);
    // Well-formed for an unknown sign-in: the password is due again.
    expect((await secondFactor({ challenge: 'c', passkey: assertion })).json()).toMatchObject({ errors: [{ field: 'challenge' }] });
  });
});
