import type { TWinnerList } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertTestRound, type TestRound } from '../../../test/game-rounds';
import { createClient } from '../../../test/http';
import { signUpPlayer } from '../../../test/players';
import { getRate } from '../currency';

const WINNERS = '/game-aggregator-service/api/v1/winners';
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** EUR cents → USD at `rate` (USD per EUR, a decimal string), rounded up to the cent, as a decimal string. */
function usd(eurCents: bigint, rate: string): string {
  const [whole, fraction = ''] = rate.split('.');
  const scaled = BigInt(whole! + fraction);
  const scale = 10n ** BigInt(fraction.length);
  const cents = (eurCents * scaled + scale - 1n) / scale;
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

describe('winners rails: /game-aggregator-service/api/v1/winners/{latest,top}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const round = (r: TestRound) => insertTestRound(t.database.db, r);
  const visitor = () => createClient(t.app, { base: WINNERS });
  const rail = async (path: string, client = visitor()) => {
    const res = await client.get(path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TWinnerList>().winners;
  };

  it('are empty before any real-money win, whatever demo play won', async () => {
    await round({ playerId: null, isDemo: true, gameKey: 'EmberDice', stake: 100n, win: 5_000n, createdAt: t.clock.now() });
    expect(await rail('/latest')).toEqual([]);
    expect(await rail('/top')).toEqual([]);
  });

  describe('with wins', () => {
    let robin: Awaited<ReturnType<typeof signUpPlayer>>;
    let base: number;
    const minutesAgo = (m: number) => new Date(base - m * MINUTE_MS);

    beforeAll(async () => {
      robin = await signUpPlayer(t.app, { fullName: 'Robin Example' });
      const zoe = await signUpPlayer(t.app, { fullName: 'Zoë Winner' });
      base = t.clock.now().getTime();
      // 22 small EUR wins, one a minute, the newest a minute ago.
      for (let m = 22; m >= 1; m -= 1) {
        await round({ playerId: robin.user.id, gameKey: 'EmberDice', stake: 100n, win: 100n + BigInt(m), createdAt: minutesAgo(m) });
      }
      // Newest of all, but a loss, an open round and a demo win: none of them is a win to show.
      await round({ playerId: robin.user.id, gameKey: 'EmberDice', stake: 100n, win: 0n, createdAt: minutesAgo(0.5) });
      await round({ playerId: zoe.user.id, gameKey: 'LuckyLanterns', stake: 100n, win: 900n, status: 'open', createdAt: minutesAgo(0.4) });
      await round({ playerId: null, isDemo: true, gameKey: 'EmberDice', stake: 100n, win: 99_999n, createdAt: minutesAgo(0.3) });
      // The big ones, earlier: 50 EUR, and 108.40 USD worth 100 EUR when it settled.
      await round({ playerId: zoe.user.id, gameKey: 'LunarRoulette', stake: 1_000n, win: 5_000n, createdAt: minutesAgo(60) });
      await round({
        playerId: zoe.user.id,
        gameKey: 'RubyRoulette',
        currency: 'USD',
        stake: 1_000n,
        win: 10_840n,
        winEurCents: 10_000n,
        createdAt: minutesAgo(120),
      });
      // The biggest win of all, 31 days ago: too old for the top rail.
      await round({ playerId: zoe.user.id, gameKey: 'EmberDice', stake: 1_000n, win: 500_000n, createdAt: new Date(base - 31 * DAY_MS) });
    });

    it('latest: the 20 newest settled real-money wins, newest first, with masked names and the game', async () => {
      const winners = await rail('/latest');
      expect(winners).toHaveLength(20);
      expect(winners.map((w) => w.amount)).toEqual(Array.from({ length: 20 }, (_, i) => `1.${String(i + 1).padStart(2, '0')}`));
      expect(winners[0]).toEqual({
        gameId: 'emberoak:EmberDice',
        gameName: 'Ember Dice',
        provider: 'EmberOak',
        nickName: 'R***',
        amount: '1.01',
        currency: 'EUR',
        wonAt: new Date(base - MINUTE_MS + 1000).toISOString(),
      });
      const wonAt = winners.map((w) => w.wonAt);
      expect([...wonAt].sort().reverse()).toEqual(wonAt);
      expect(JSON.stringify(winners)).not.toMatch(/Robin|Example|@/);
    });

    it('top: the largest wins of the last 30 days by their EUR value, in EUR by default', async () => {
      const winners = await rail('/top');
      expect(winners.slice(0, 3)).toEqual([
        expect.objectContaining({ gameName: 'Ruby Roulette', provider: 'VelvetReel', nickName: 'Z***', amount: '100.00', currency: 'EUR' }),
        expect.objectContaining({ gameName: 'Lunar Roulette', provider: 'LunarForge', nickName: 'Z***', amount: '50.00', currency: 'EUR' }),
        expect.objectContaining({ gameName: 'Ember Dice', nickName: 'R***', amount: '1.22' }),
      ]);
      expect(winners).toHaveLength(20);
      expect(winners.map((w) => w.amount)).not.toContain('5000.00');
    });

    it('converts to the currency asked for, or the signed-in viewer’s default fund currency; a win paid in it shows as paid', async () => {
      const { ratePerEur } = await getRate(t.database.db, 'USD');
      const expected = [{ amount: '108.40' }, { amount: usd(5_000n, ratePerEur) }, { amount: usd(122n, ratePerEur) }];
      const asked = await rail('/top?currency=USD');
      expect(asked.slice(0, 3)).toMatchObject(expected.map((e) => ({ ...e, currency: 'USD' })));

      const american = await signUpPlayer(t.app, { currency: 'USD' });
      const viewer = createClient(t.app, { base: WINNERS, ip: american.account.ip });
      Object.assign(viewer.cookies, american.account.cookies);
      expect((await rail('/top', viewer)).slice(0, 3)).toMatchObject(expected.map((e) => ({ ...e, currency: 'USD' })));
      // The query wins over the session's currency.
      expect((await rail('/top?currency=EUR', viewer))[0]).toMatchObject({ amount: '100.00', currency: 'EUR' });
    });

    it('refuses an unsupported currency with a 400', async () => {
      const res = await visitor().get('/latest?currency=XYZ');
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/currency/i);
    });

    it('top forgets wins older than 30 days by the clock; latest still shows them', async () => {
      // 30 days after the 100 EUR win (two hours old now) less an hour and a half: it drops out, the 50 EUR one stays.
      t.clock.advance(30 * DAY_MS - 90 * MINUTE_MS);
      const top = (await rail('/top')).map((w) => w.amount);
      expect(top[0]).toBe('50.00');
      expect(top).not.toContain('100.00');
      expect(await rail('/latest')).toHaveLength(20);
    });
  });
});
