import type {
  TStaffPlayerPayments,
  TStaffPlayerWithdrawalSecurity,
  TStaffRole,
  TStaffWithdrawals,
  TTotpEnrolment,
  TWithdrawal,
  TWithdrawalAddress,
} from '@casino/contracts';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../../test/captcha';
import { createClient } from '../../../test/http';
import { fundPlayer } from '../../../test/play';
import { signUpPlayer } from '../../../test/players';
import { insertActiveMember, sessionOf, staffClient, useStaffTestApp, type StaffTestApp } from '../../../test/staff';
import { openWithdrawalLinkOf } from '../../../test/withdrawals';

// The console's view of guarded withdrawals (docs/decisions/035-guarded-withdrawals.md): the player page's section,
// and how each withdrawal in the queue and on the player's page was confirmed.

const DAY_MS = 24 * 3_600_000;
const MINUTE_MS = 60_000;
// BIP84's first receive address: a valid mainnet BTC address.
const BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe("the console's view of guarded withdrawals", () => {
  let t: StaffTestApp;
  useStaffTestApp((started) => {
    t = started;
  });

  async function staffAs(role: TStaffRole) {
    const client = staffClient(t);
    client.cookies.staff_sid = await sessionOf(t, await insertActiveMember(t, role));
    return client;
  }
  const isoNow = () => t.clock.now().toISOString();
  const plusDay = (iso: string) => new Date(Date.parse(iso) + DAY_MS).toISOString();

  it('shows since when two-factor is on, the hold it caused, the allow-list with its address, and the security events', async () => {
    const player = await signUpPlayer(t.app);
    const id = player.user.id;

    // A sign-in from a browser the account has not seen.
    const stranger = createClient(t.app);
    const beforeSignIn = isoNow();
    const signIn = { email: player.email, password: player.password, captcha: await solveCaptcha(t.app) };
    const signedIn = await stranger.request('POST', '/signin', signIn, { 'user-agent': FIREFOX_ON_LINUX });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const afterSignIn = isoNow();

    t.clock.advance(MINUTE_MS);
    const { secret } = (await player.profile.post('/two-factor/totp')).json<TTotpEnrolment>();
    const code = await generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    const enrolled = await player.profile.post('/two-factor/totp/confirm', { code });
    expect(enrolled.statusCode, enrolled.body).toBe(200);

    t.clock.advance(MINUTE_MS);
    const added = await player.profile.post('/profile/withdrawal-addresses', { currency: 'BTC', address: BTC_ADDRESS });
    expect(added.statusCode, added.body).toBe(201);
    const address = added.json<TWithdrawalAddress>();

    const res = await (await staffAs('support')).get(`/players/${id}/withdrawal-security`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const section = res.json<TStaffPlayerWithdrawalSecurity>();
    const onSince = section.twoFactorOnSince!;
    expect(section).toEqual({
      confirmation: 'totp',
      factors: ['totp'],
      twoFactorOnSince: expect.any(String),
      heldUntil: plusDay(onSince),
      heldBecause: 'two-factor sign-in was turned on',
      allowList: { on: true, offFrom: null },
      // As the player's own page lists it: not usable for 24 hours.
      addresses: [address],
      // Newest first; turning the second factor on is recorded without the browser.
      events: [
        { kind: 'two_factor_on', at: onSince, ip: null, device: null },
        { kind: 'new_device_sign_in', at: expect.any(String), ip: stranger.ip, device: 'Firefox on Linux' },
      ],
    });
    expect(address).toMatchObject({ currency: 'BTC', address: BTC_ADDRESS, usableAt: plusDay(address.addedAt), isUsable: false });
    const signInAt = section.events[1]!.at;
    expect(signInAt >= beforeSignIn && signInAt <= afterSignIn, `${signInAt} between ${beforeSignIn} and ${afterSignIn}`).toBe(true);
    expect(Date.parse(onSince) - Date.parse(signInAt)).toBeGreaterThanOrEqual(MINUTE_MS);

    // Read like the page's other sections: any role with players.read, nobody without a staff session.
    expect((await (await staffAs('marketing')).get(`/players/${id}/withdrawal-security`)).statusCode).toBe(200);
    expect((await staffClient(t).get(`/players/${id}/withdrawal-security`)).statusCode).toBe(401);
  });

  it('shows an unconfirmed withdrawal as waiting for the link until it lapses, refuses to approve it, then says it was confirmed by e-mail', async () => {
    const player = await signUpPlayer(t.app);
    await fundPlayer(t.database.db, player.user.id, 100_00n);
    const asked = await player.profile.post('/profile/skrill/withdraw', { amount: '25.00', currency: 'EUR' });
    expect(asked.statusCode, asked.body).toBe(201);
    const { id } = asked.json<TWithdrawal>();

    const desk = await staffAs('payments');
    const inQueue = async () =>
      (await desk.get('/payments/withdrawals?status=all')).json<TStaffWithdrawals>().items.find((w) => w.id === id);
    const onPlayerPage = async () =>
      (await desk.get(`/players/${player.user.id}/payments`)).json<TStaffPlayerPayments>().withdrawals.find((w) => w.id === id);

    const waiting = await inQueue();
    expect(waiting).toMatchObject({ status: 'unconfirmed', confirmBy: expect.any(String) });
    expect(waiting).not.toHaveProperty('confirmedWith');
    expect(await onPlayerPage()).toMatchObject({ status: 'unconfirmed', confirmBy: waiting!.confirmBy });
    // Only the pending queue is the operator's to decide.
    expect((await desk.get('/payments/withdrawals')).json<TStaffWithdrawals>().items.map((w) => w.id)).not.toContain(id);
    const approve = await desk.post(`/payments/withdrawals/${id}/approve`, {});
    expect(approve.statusCode).toBe(409);
    expect(approve.json<{ message: string }>().message).toBe('The player has not confirmed this withdrawal yet.');

    await openWithdrawalLinkOf(t.app, t.database.db, player.email);
    const confirmed = await inQueue();
    expect(confirmed).toMatchObject({ status: 'pending', confirmedWith: 'email' });
    expect(confirmed).not.toHaveProperty('confirmBy');
    expect(await onPlayerPage()).toMatchObject({ status: 'pending', confirmedWith: 'email' });
  });
});
