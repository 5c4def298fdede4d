import type { TRecoveryCodes, TTotpEnrolment, TWithdrawal, TWithdrawalAddress, TWithdrawalSecurity } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { solveCaptcha } from '../../../test/captcha';
import { createClient, randomIp } from '../../../test/http';
import { rowsOf } from '../../../test/migrations';
import { fundPlayer } from '../../../test/play';
import { signUpPlayer } from '../../../test/players';
import { tokenFromMail, useTestAppWithSmtp, type SmtpCapture } from '../../../test/smtp';
import { listSecurityEvents } from '../auth';
import { checkLedger, getPlayerBalances } from '../wallet';
import { GUARD_WAIT_MS } from './withdrawal-guard';
import { lapseUnconfirmedWithdrawals, listWithdrawalsForReview } from './withdrawal-service';

// The guards of decision 035 through the API, on the injected clock, with the mails the test SMTP server receives:
// each request confirmed by the second factor or a mailed link, the 24 h waits of the allow-list, the hold after a
// change of credentials, and the mails of every request and of a sign-in from a new browser.

const HOUR = 3_600_000;
// BIP84's first and second receive addresses: valid mainnet BTC addresses.
const BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const OTHER_BTC_ADDRESS = 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g';

describe('guarded withdrawals', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  useTestAppWithSmtp((app, capture) => {
    t = app;
    smtp = capture;
  });

  async function fundedPlayer(currency: 'EUR' | 'BTC' = 'EUR', amount = 100_000n) {
    const player = await signUpPlayer(t.app, { currency });
    await fundPlayer(t.database.db, player.user.id, amount, currency);
    return player;
  }
  const security = async (profile: ReturnType<typeof createClient>) =>
    (await profile.get('/profile/withdrawal-security')).json<TWithdrawalSecurity>();
  const mailTo = (email: string, subject: string) => smtp.waitForMail((m) => m.to.includes(email) && m.subject === subject);
  const confirmLink = (token: string) => createClient(t.app).post('/withdrawal/confirm', { token });
  /** Moves the clock on; the player's session has ended by then, so they sign in again in the same browser. */
  async function later(player: Awaited<ReturnType<typeof signUpPlayer>>, ms: number, secret?: string) {
    t.clock.advance(ms);
    const { email, password } = player;
    let res = await player.account.post('/signin', { email, password, captcha: await solveCaptcha(t.app) });
    if (res.statusCode === 202 && secret) {
      const { challenge } = res.json<{ challenge: string }>();
      res = await player.account.post('/signin/second-factor', { challenge, code: await codeOf(secret) });
      // The next code is a later step: the one just used is never taken again.
      t.clock.advance(30_000);
    }
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    Object.assign(player.profile.cookies, player.account.cookies);
  }
  const codeOf = (secret: string) => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });

  it('without a second factor, a request waits for the mailed link; an unopened link lapses and the money goes back', async () => {
    const player = await fundedPlayer();
    const { user, email, profile } = player;
    expect(await security(profile)).toEqual({
      confirmation: 'email',
      factors: [],
      heldUntil: null,
      heldBecause: null,
      allowList: { on: true, offFrom: null },
      addresses: [],
    });
    const asked = await profile.post('/profile/skrill/withdraw', { amount: '300.00', currency: 'EUR' });
    expect(asked.statusCode, asked.body).toBe(201);
    const first = asked.json<TWithdrawal>();
    expect(first.status).toBe('unconfirmed');
    // Set aside at once, but not in the operator's queue until the player confirms.
    expect(await getPlayerBalances(t.database.db, user.id, 'EUR')).toMatchObject({ real: 70_000n, held: 30_000n });
    expect((await listWithdrawalsForReview(t.database.db)).map((w) => w.id)).not.toContain(first.id);
    const mail = await mailTo(email, 'Confirm your withdrawal');
    expect(mail.text).toContain('300.00 EUR to your Skrill account');
    const token = tokenFromMail(mail, 'confirmWithdrawalToken');

    const confirmed = await confirmLink(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<TWithdrawal>()).toMatchObject({ id: first.id, status: 'pending' });
    expect((await listWithdrawalsForReview(t.database.db)).map((w) => w.id)).toContain(first.id);
    expect((await confirmLink(token)).statusCode).toBe(422);
    expect((await confirmLink('not-a-token')).statusCode).toBe(422);

    // A second request whose link is not opened within the hour lapses.
    const second = (await profile.post('/profile/skrill/withdraw', { amount: '200.00', currency: 'EUR' })).json<TWithdrawal>();
    await t.app.background.idle();
    const lateToken = tokenFromMail(
      smtp.mailsTo(email).filter((m) => m.subject === 'Confirm your withdrawal')[1]!,
      'confirmWithdrawalToken',
    );
    expect(await lapseUnconfirmedWithdrawals(t.database.db, t.clock.now())).toBe(0);
    await later(player, HOUR);
    expect(await lapseUnconfirmedWithdrawals(t.database.db, t.clock.now())).toBe(1);
    expect((await confirmLink(lateToken)).statusCode).toBe(422);
    const history = (await profile.get('/profile/fiat/withdraw')).json<{ items: { id: string; status: string; note?: string }[] }>();
    expect(history.items.find((i) => i.id === second.id)).toMatchObject({
      status: 'cancelled',
      note: expect.stringContaining('Not confirmed'),
    });
    expect(await getPlayerBalances(t.database.db, user.id, 'EUR')).toMatchObject({ real: 70_000n, held: 30_000n });
    expect(await checkLedger(t.database.db)).toMatchObject({ isSound: true });
    // The signs of harm read a lapse apart from the player's own cancellation (a reversed withdrawal).
    const seen = rowsOf(await t.database.db.execute(sql`SELECT status FROM payments_withdrawals_since(${user.id}::uuid, '-infinity')`));
    expect(seen.map((r) => r.status)).toEqual(['pending', 'lapsed']);
  });

  it('with a second factor, every request needs a current code, spent once; wrong codes are throttled', async () => {
    const player = await fundedPlayer();
    const { secret } = (await player.profile.post('/two-factor/totp')).json<TTotpEnrolment>();
    const enrolled = await player.profile.post('/two-factor/totp/confirm', { code: await codeOf(secret) });
    const { recoveryCodes } = enrolled.json<TRecoveryCodes>();

    // Turning the second factor on is a change of credentials: withdrawals wait 24 hours.
    const held = await player.profile.post('/profile/skrill/withdraw', { amount: '25.00', currency: 'EUR', code: await codeOf(secret) });
    expect(held.statusCode).toBe(403);
    expect(held.json<{ message: string }>().message).toMatch(/^Withdrawals are paused until .* two-factor sign-in was turned on/);
    expect(await security(player.profile)).toMatchObject({ confirmation: 'totp', heldBecause: 'two-factor sign-in was turned on' });
    await later(player, GUARD_WAIT_MS, secret);
    expect((await security(player.profile)).heldUntil).toBeNull();

    const withoutCode = await player.profile.post('/profile/skrill/withdraw', { amount: '25.00', currency: 'EUR' });
    expect([withoutCode.statusCode, withoutCode.json<{ errors: { field: string }[] }>().errors[0]!.field]).toEqual([422, 'code']);
    const code = await codeOf(secret);
    const asked = await player.profile.post('/profile/skrill/withdraw', { amount: '25.00', currency: 'EUR', code });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json<TWithdrawal>().status).toBe('pending');
    expect((await mailTo(player.email, 'Withdrawal requested')).text).toContain('25.00 EUR to your Skrill account');
    // The same code again is refused: each code is good for one request.
    expect((await player.profile.post('/profile/skrill/withdraw', { amount: '25.00', currency: 'EUR', code })).statusCode).toBe(422);

    // A recovery code works once.
    const byRecovery = await player.profile.post('/profile/skrill/withdraw', { amount: '25.00', currency: 'EUR', code: recoveryCodes[0] });
    expect(byRecovery.statusCode).toBe(201);
    expect(
      (await player.profile.post('/profile/skrill/withdraw', { amount: '25.00', currency: 'EUR', code: recoveryCodes[0] })).statusCode,
    ).toBe(422);

    // Five wrong codes (the two refused above count) lock the check, even for the right code.
    for (let i = 0; i < 3; i++) {
      expect((await player.profile.post('/profile/skrill/withdraw', { amount: '25.00', currency: 'EUR', code: '000000' })).statusCode).toBe(
        422,
      );
    }
    t.clock.advance(30_000);
    const locked = await player.profile.post('/profile/skrill/withdraw', { amount: '25.00', currency: 'EUR', code: await codeOf(secret) });
    expect(locked.statusCode).toBe(429);
    t.clock.advance(2 * 60_000);
    const after = await player.profile.post('/profile/skrill/withdraw', { amount: '25.00', currency: 'EUR', code: await codeOf(secret) });
    expect(after.statusCode, after.body).toBe(201);
    expect(await getPlayerBalances(t.database.db, player.user.id, 'EUR')).toMatchObject({ real: 92_500n, held: 7_500n });
    expect(await checkLedger(t.database.db)).toMatchObject({ isSound: true });
  });

  it('holds withdrawals for 24 hours after a password change', async () => {
    const player = await fundedPlayer();
    const { profile, account, password, user } = player;
    const changed = await account.post('/change-password', {
      oldPassword: password,
      newPassword: 'Amber-Lighthouse-77',
      confirmPassword: 'Amber-Lighthouse-77',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const asked = await profile.post('/profile/skrill/withdraw', { amount: '25.00', currency: 'EUR' });
    expect(asked.statusCode).toBe(403);
    expect(asked.json<{ message: string }>().message).toContain('your password was changed less than 24 hours ago');
    player.password = 'Amber-Lighthouse-77';
    await later(player, GUARD_WAIT_MS - 60_000);
    expect((await profile.post('/profile/skrill/withdraw', { amount: '25.00', currency: 'EUR' })).statusCode).toBe(403);
    t.clock.advance(60_000);
    expect((await profile.post('/profile/skrill/withdraw', { amount: '25.00', currency: 'EUR' })).statusCode).toBe(201);
    expect((await listSecurityEvents(t.database.db, user.id)).map((e) => e.kind)).toEqual(['password_changed']);
  });

  it('sends crypto only to an allow-listed address 24 hours after it was added; switching the list off waits 24 hours too', async () => {
    const player = await fundedPlayer('BTC', 1_000_000n);
    const { email, profile } = player;
    const withdraw = (address: string) => profile.post('/profile/crypto/withdraw', { amount: '0.001', currency: 'BTC', address });
    const unlisted = await withdraw(BTC_ADDRESS);
    expect([unlisted.statusCode, unlisted.json<{ errors: { field: string }[] }>().errors[0]!.field]).toEqual([403, 'address']);

    const added = await profile.post('/profile/withdrawal-addresses', { currency: 'BTC', address: ` ${BTC_ADDRESS} ` });
    expect(added.statusCode, added.body).toBe(201);
    const address = added.json<TWithdrawalAddress>();
    expect(address).toMatchObject({ currency: 'BTC', address: BTC_ADDRESS });
    expect(Date.parse(address.usableAt) - Date.parse(address.addedAt)).toBe(GUARD_WAIT_MS);
    expect((await mailTo(email, 'New withdrawal address')).text).toContain(BTC_ADDRESS);
    expect((await profile.post('/profile/withdrawal-addresses', { currency: 'BTC', address: BTC_ADDRESS })).statusCode).toBe(409);
    expect((await profile.post('/profile/withdrawal-addresses', { currency: 'BTC', address: 'bc1qnotanaddress' })).statusCode).toBe(400);
    expect((await profile.post('/profile/withdrawal-addresses', { currency: 'EUR', address: BTC_ADDRESS })).statusCode).toBe(400);

    const early = await withdraw(BTC_ADDRESS);
    expect(early.statusCode).toBe(403);
    expect(early.json<{ message: string }>().message).toMatch(/can be used from \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    await later(player, GUARD_WAIT_MS);
    const allowed = await withdraw(BTC_ADDRESS);
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect((await mailTo(email, 'Confirm your withdrawal')).text).toContain(`0.00100000 BTC to ${BTC_ADDRESS}`);

    // Removing is immediate.
    expect((await profile.delete(`/profile/withdrawal-addresses/${address.id}`)).statusCode).toBe(204);
    expect((await withdraw(BTC_ADDRESS)).statusCode).toBe(403);
    expect((await profile.delete(`/profile/withdrawal-addresses/${address.id}`)).statusCode).toBe(404);

    // Switching off takes 24 hours, asking again does not restart the wait, and switching on is immediate.
    const off = await profile.put('/profile/withdrawal-addresses/allow-list', { on: false });
    const offFrom = off.json<TWithdrawalSecurity>().allowList.offFrom;
    expect(off.json<TWithdrawalSecurity>().allowList.on).toBe(true);
    expect((await mailTo(email, 'Your withdrawal allow-list is being switched off')).text).toContain('any address');
    await later(player, HOUR);
    expect(
      (await profile.put('/profile/withdrawal-addresses/allow-list', { on: false })).json<TWithdrawalSecurity>().allowList.offFrom,
    ).toBe(offFrom);
    expect((await withdraw(OTHER_BTC_ADDRESS)).statusCode).toBe(403);
    await later(player, GUARD_WAIT_MS - HOUR);
    expect((await security(profile)).allowList).toEqual({ on: false, offFrom });
    expect((await withdraw(OTHER_BTC_ADDRESS)).statusCode).toBe(201);
    expect((await profile.put('/profile/withdrawal-addresses/allow-list', { on: true })).json<TWithdrawalSecurity>().allowList).toEqual({
      on: true,
      offFrom: null,
    });
    expect((await withdraw(OTHER_BTC_ADDRESS)).statusCode).toBe(403);
    expect((await profile.put('/profile/withdrawal-addresses/allow-list', { on: 'yes' })).statusCode).toBe(400);
  });

  it('mails a sign-in from a browser the account has not seen, and not one from a known browser', async () => {
    const { email, password, user } = await signUpPlayer(t.app);
    const stranger = createClient(t.app, { ip: randomIp() });
    const signIn = async (client: ReturnType<typeof createClient>) =>
      client.post('/signin', { email, password, captcha: await solveCaptcha(t.app) });
    expect((await signIn(stranger)).statusCode).toBe(200);
    const mail = await mailTo(email, 'New sign-in to your account');
    expect(mail.text).toContain(`Address: ${stranger.ip}`);
    // The same browser again carries its device cookie: no second mail.
    expect((await signIn(stranger)).statusCode).toBe(200);
    await t.app.background.idle();
    expect(smtp.mailsTo(email).filter((m) => m.subject === 'New sign-in to your account')).toHaveLength(1);
    const events = await listSecurityEvents(t.database.db, user.id);
    expect(events.map((e) => [e.kind, e.ip])).toEqual([['new_device_sign_in', stranger.ip]]);
  });
});
