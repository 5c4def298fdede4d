import type { TSessionUser } from '@casino/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/wallet';
import { PAYOUT_ONLY_REFUSAL } from '../src/plugins/session';
import { createTestApp, type TestApp } from './app';
import { createClient, USER_API } from './http';
import { fundPlayer, gameClientOf, launchBody } from './play';
import { profileClientOf, signIn, signUpPlayer } from './players';
import { allowWithdrawalAddressesAndSignIn, openWithdrawalLinkOf } from './withdrawals';

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** Self-excluded players keep a way to their money: a payout-only session (decision 006). */
describe('a self-excluded player signs in to a payout-only session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2100-03-01T10:00:00Z'));
  });
  afterAll(() => t.close());
  afterEach(async () => {
    expect(await checkLedger(t.database.db)).toMatchObject({ isSound: true });
  });

  /** A player with €100.00 and 0.01 BTC who excluded themselves for six months, signed in again in a new browser. */
  async function excludedAndSignedIn() {
    const player = await signUpPlayer(t.app);
    await fundPlayer(t.database.db, player.user.id, 10_000n);
    expect((await player.profile.post('/profile/currency', { currency: 'BTC' })).statusCode).toBe(201);
    await fundPlayer(t.database.db, player.user.id, 1_000_000n, 'BTC');
    const excluded = await player.profile.put('/profile/self-exclude', { selfExcludePeriod: '6_MONTHS' });
    expect(excluded.statusCode).toBe(200);
    const browser = createClient(t.app);
    const res = await signIn(t.app, browser, player.email, player.password);
    const playReopensAt = new Date(excluded.json().playReopensAt);
    return { ...player, res, browser, playReopensAt, profile: profileClientOf(t.app, browser), game: gameClientOf(t.app, browser) };
  }

  it('says the session is payout-only and why, at sign-in and on every status check', async () => {
    const { res, browser } = await excludedAndSignedIn();
    expect(res.statusCode).toBe(200);
    const { reason } = res.json<TSessionUser>().payoutOnly!;
    expect(reason).toMatch(
      // Six months and the day's lifting delay after them.
      /^You have excluded yourself from playing on this site until 2 September 2100, 10:0\d UTC\.$/,
    );
    expect((await browser.post('/isAuthenticated')).json()).toMatchObject({ authenticated: true, user: { payoutOnly: { reason } } });
  });

  it('shows the balances and lets the player withdraw, check and cancel a withdrawal', async () => {
    const { email, password, browser, profile } = await excludedAndSignedIn();
    // A payout-only session may add a crypto address to the allow-list; its 24 h wait outlasts the session, and the
    // sign-in after it opens a payout-only one again.
    await allowWithdrawalAddressesAndSignIn(t.app, t.clock, { email, password, account: browser, profile }, [
      { currency: 'BTC', address: BTC_ADDRESS },
    ]);
    expect((await browser.post('/isAuthenticated')).json()).toMatchObject({ authenticated: true, user: { payoutOnly: expect.anything() } });
    const funds = (await profile.get('/profile/currency')).json<{ currency: string; totalMoney: string }[]>();
    expect(funds.map((f) => [f.currency, f.totalMoney])).toEqual(expect.arrayContaining([['EUR', '100.00']]));
    expect((await profile.get('/profile/withdrawable')).statusCode).toBe(200);
    expect((await profile.get('/profile')).statusCode).toBe(200);

    // Each request is sent on by the link mailed with it, which needs no session.
    const fiat = await profile.post('/profile/skrill/withdraw', { amount: '25.00', currency: 'EUR' });
    expect(fiat.statusCode, fiat.body).toBe(201);
    expect(await openWithdrawalLinkOf(t.app, t.database.db, email)).toMatchObject({ id: fiat.json().id, status: 'pending' });
    const crypto = await profile.post('/profile/crypto/withdraw', { amount: '0.001', currency: 'BTC', address: BTC_ADDRESS });
    expect(crypto.statusCode, crypto.body).toBe(201);
    expect(await openWithdrawalLinkOf(t.app, t.database.db, email)).toMatchObject({ id: crypto.json().id, status: 'pending' });
    expect((await profile.get('/profile/fiat/withdraw')).json().items).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect((await profile.delete(`/profile/withdrawal/${crypto.json().id}`)).statusCode).toBe(200);
  });

  it('answers 403 with the reason to games, deposits, offers, mail settings and everything else', async () => {
    const { profile, game, browser } = await excludedAndSignedIn();
    const user = createClient(t.app, { base: USER_API, ip: browser.ip });
    Object.assign(user.cookies, browser.cookies);
    const calls: [string, () => Promise<{ statusCode: number; body: string }>][] = [
      ['real-money launch', () => game.post('/game', launchBody('lunarforge:LuckyLanterns', false))],
      ['demo launch', () => game.post('/game', launchBody('lunarforge:LuckyLanterns', true))],
      ['card deposit', () => profile.post('/profile/vegapay/deposit', { amount: '20.00', currency: 'EUR' })],
      ['e-wallet deposit', () => profile.post('/profile/skrill/deposit', { amount: '20.00', currency: 'EUR' })],
      ['crypto deposit address', () => profile.post('/profile/crypto/deposit', { currency: 'BTC' })],
      ['offers', () => profile.get('/profile/promotion')],
      ['accept an offer', () => profile.post('/profile/promotion', { id: '00000000-0000-4000-8000-000000000000' })],
      ['redeem a coupon', () => profile.put('/profile/redeem-promotion-coupon', { promotionCoupon: 'WELCOME' })],
      ['coupon', () => user.post('/promotion/coupon', { promotionCoupon: 'WELCOME' })],
      ['promotional mail', () => profile.put('/profile/receive-email')],
      ['profile change', () => profile.put('/profile', { receiveEmailPromo: true })],
      ['favourites', () => profile.get('/profile/favoriteGame')],
      ['seed rotation', () => profile.post('/fairness/rotate')],
      ['add a wallet', () => profile.post('/profile/currency', { currency: 'ETH' })],
      ['sessions', () => profile.get('/profile/session')],
    ];
    for (const [name, call] of calls) {
      const res = await call();
      expect([name, res.statusCode, JSON.parse(res.body)]).toEqual([name, 403, { message: PAYOUT_ONLY_REFUSAL }]);
    }
  });

  it('ends the payout-only session when play reopens, after which a sign-in opens a full session', async () => {
    const { profile, email, password, playReopensAt } = await excludedAndSignedIn();
    t.clock.set(playReopensAt);
    expect((await profile.get('/profile/currency')).statusCode).toBe(401);
    const browser = createClient(t.app);
    const res = await signIn(t.app, browser, email, password);
    expect(res.json<TSessionUser>().payoutOnly).toBeUndefined();
    expect((await profileClientOf(t.app, browser).get('/profile/promotion')).statusCode).toBe(200);
  });

  it('leaves other players alone', async () => {
    const { profile } = await signUpPlayer(t.app);
    expect((await profile.get('/profile/promotion')).statusCode).toBe(200);
    expect((await profile.put('/profile/receive-email')).statusCode).toBe(200);
  });
});
