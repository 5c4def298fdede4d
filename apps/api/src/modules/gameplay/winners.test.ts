import type { TPlayRound, TWinnerList } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createClient } from '../../../test/http';
import { continuePlaying, fundPlayer, gameClientOf } from '../../../test/play';
import { diceBet, openGame, redBet } from '../../../test/play-rounds';
import { signUpPlayer } from '../../../test/players';
import { gameRounds } from '../../db/schema/gameplay';
import { getRate } from '../currency';

const WINNERS = '/game-aggregator-service/api/v1/winners';
const DICE = 'emberoak:EmberDice';
const DAY_MS = 86_400_000;

const cents = (major: string) => BigInt(major.replace('.', ''));
const major = (minor: bigint) => `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;
/** EUR cents → USD cents at `rate` (USD per EUR, a decimal string), rounded up to the cent. */
function toUsdCents(eurCents: bigint, rate: string): bigint {
  const [whole, fraction = ''] = rate.split('.');
  const scale = 10n ** BigInt(fraction.length);
  return (eurCents * BigInt(whole! + fraction) + scale - 1n) / scale;
}
const isWin = (round: TPlayRound) => cents(round.win) > 0n;

describe('winners rails: /game-aggregator-service/api/v1/winners/{latest,top}', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The rounds span a month: sessions here outlive the days the clock jumps over.
    t = await createTestApp({ SESSION_IDLE_MINUTES: String(60 * 24 * 60), SESSION_ABSOLUTE_HOURS: String(24 * 365) });
  });
  afterAll(() => t.close());

  const visitor = () => createClient(t.app, { base: WINNERS });
  const rail = async (path: string, client = visitor()) => {
    const res = await client.get(path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TWinnerList>().winners;
  };
  async function player(fullName: string, currency: 'EUR' | 'USD', funding: bigint) {
    const signed = await signUpPlayer(t.app, { fullName, currency });
    await fundPlayer(t.database.db, signed.user.id, funding, currency);
    return { ...signed, game: gameClientOf(t.app, signed.account) };
  }
  const winEurCentsOf = async (roundId: string) =>
    (await t.database.db.select({ v: gameRounds.winEurCents }).from(gameRounds).where(eq(gameRounds.id, roundId)))[0]!.v!;

  it('are empty before any real-money win, whatever demo play won', async () => {
    await (await openGame(gameClientOf(t.app), DICE, true)).playUntilWin(diceBet('10.00'));
    expect(await rail('/latest')).toEqual([]);
    expect(await rail('/top')).toEqual([]);
  });

  describe('with wins played through the play API', () => {
    /** Every real-money round, in play order, with who played it. */
    const real: { round: TPlayRound; name: string; gameName: string }[] = [];
    let usdWin: TPlayRound;
    let rouletteWin: TPlayRound;

    beforeAll(async () => {
      const zoe = await player('Zoë Winner', 'EUR', 2_000_00n);
      const uma = await player('Uma Dollar', 'USD', 1_000_00n);
      const robin = await player('Robin Example', 'EUR', 100_00n);
      const record = (round: TPlayRound, name: string, gameName: string) => {
        real.push({ round, name, gameName });
        t.clock.advance(1_000); // one settlement per second: the order of the rail is the order of play
        return round;
      };
      // The biggest win of all, 31 days before the others: too old for the top rail.
      record(await (await openGame(zoe.game, DICE)).playUntilWin(diceBet('200.00')), 'Z***', 'Ember Dice');
      t.clock.advance(31 * DAY_MS);
      // A month on, each player answers the reality check waiting since their sign-in before playing again.
      for (const p of [zoe, uma, robin]) await continuePlaying(p.profile);
      usdWin = record(await (await openGame(uma.game, DICE)).playUntilWin(diceBet('300.00')), 'U***', 'Ember Dice');
      rouletteWin = record(
        await (await openGame(zoe.game, 'lunarforge:LunarRoulette')).playUntilWin(redBet('20.00')),
        'Z***',
        'Lunar Roulette',
      );
      const dice = await openGame(robin.game, DICE);
      while (real.filter((r) => r.name === 'R***' && isWin(r.round)).length < 22)
        record(await dice.play(diceBet('1.00')), 'R***', 'Ember Dice');
      // A 1 % bet (most likely a loss; a win pays 9.80, below the top two), then a demo win, never shown.
      record(await dice.play(diceBet('0.10', 100)), 'R***', 'Ember Dice');
      await (await openGame(gameClientOf(t.app), DICE, true)).playUntilWin(diceBet('50.00'));
    });

    it('latest: the 20 newest settled real-money wins, newest first, with masked names and the game', async () => {
      const expected = real
        .filter((r) => isWin(r.round))
        .reverse()
        .slice(0, 20)
        .map(({ round, name, gameName }) => ({
          gameId: gameName === 'Lunar Roulette' ? 'lunarforge:LunarRoulette' : DICE,
          gameName,
          provider: gameName === 'Lunar Roulette' ? 'LunarForge' : 'EmberOak',
          nickName: name,
          amount: round.win,
          currency: 'EUR',
          wonAt: round.settledAt,
        }));
      const winners = await rail('/latest');
      expect(winners).toEqual(expected);
      expect(winners).toHaveLength(20);
      expect(JSON.stringify(winners)).not.toMatch(/Robin|Example|Zo|@/);
    });

    it('top: the largest wins of the last 30 days by their EUR value, in EUR by default', async () => {
      const winners = await rail('/top');
      expect(winners.slice(0, 2)).toEqual([
        expect.objectContaining({
          nickName: 'U***',
          gameName: 'Ember Dice',
          amount: major(await winEurCentsOf(usdWin.id)),
          currency: 'EUR',
        }),
        expect.objectContaining({ nickName: 'Z***', gameName: 'Lunar Roulette', provider: 'LunarForge', amount: rouletteWin.win }),
      ]);
      expect(winners).toHaveLength(20);
      // The 200 EUR stake's win is older than 30 days.
      expect(winners.map((w) => w.amount)).not.toContain(real[0]!.round.win);
    });

    it('converts to the currency asked for, or the signed-in viewer’s default fund currency; a win paid in it shows as paid', async () => {
      const { ratePerEur } = await getRate(t.database.db, 'USD');
      const expected = [
        { amount: usdWin.win, currency: 'USD' },
        { amount: major(toUsdCents(cents(rouletteWin.win), ratePerEur)), currency: 'USD' },
      ];
      expect(usdWin.currency).toBe('USD');
      expect((await rail('/top?currency=USD')).slice(0, 2)).toMatchObject(expected);

      const american = await signUpPlayer(t.app, { currency: 'USD' });
      const viewer = createClient(t.app, { base: WINNERS, ip: american.account.ip });
      Object.assign(viewer.cookies, american.account.cookies);
      expect((await rail('/top', viewer)).slice(0, 2)).toMatchObject(expected);
      // The query wins over the session's currency.
      expect((await rail('/top?currency=EUR', viewer))[1]).toMatchObject({ amount: rouletteWin.win, currency: 'EUR' });
    });

    it('refuses an unsupported currency with a 400', async () => {
      const res = await visitor().get('/latest?currency=XYZ');
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/currency/i);
    });

    it('top forgets wins older than 30 days by the clock; latest still shows them', async () => {
      t.clock.advance(30 * DAY_MS + 60_000);
      expect(await rail('/top')).toEqual([]);
      expect(await rail('/latest')).toHaveLength(20);
    });
  });
});
