import { createHash, randomUUID } from 'node:crypto';
import type { TBetHistoryProviders, TBetHistoryResponse, TBetRecall, TPlayRound, TSeedRotation } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { createClient, PROFILE_API, type Client } from '../../../../test/http';
import { continuePlaying, fundedPlayer, gameClientOf } from '../../../../test/play';
import { diceBet, openGame, redBet } from '../../../../test/play-rounds';
import { signUpPlayer } from '../../../../test/players';

const DAY_MS = 86_400_000;
const DICE = 'emberoak:EmberDice';
const ROULETTE = 'lunarforge:LunarRoulette';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const day = (iso: string) => iso.slice(0, 10);

describe('bet history and game recall: /profile-service/api/v1/history/bet', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Rounds a day apart: sessions here outlive the days the clock jumps over.
    t = await createTestApp({ SESSION_IDLE_MINUTES: String(60 * 24 * 60), SESSION_ABSOLUTE_HOURS: String(24 * 365) });
  });
  afterAll(() => t.close());

  const history = async (profile: Client, query = '') => {
    const res = await profile.get(`/history/bet${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TBetHistoryResponse>();
  };

  /** A funded player with three real rounds played a day apart (oldest first), on two studios. */
  async function playerWithRounds() {
    const player = await fundedPlayer(t.app, t.database.db, 100_00n);
    // A launch idles out within hours: each day's round opens the game again, as a player would.
    const rounds: TPlayRound[] = [];
    // A day on, the reality check waits: the player answers it before playing.
    const nextDay = async () => {
      t.clock.advance(DAY_MS);
      await continuePlaying(player.profile);
    };
    rounds.push(await (await openGame(player.game, DICE)).play(diceBet('1.00')));
    await nextDay();
    rounds.push(await (await openGame(player.game, ROULETTE)).play(redBet('2.50')));
    await nextDay();
    rounds.push(await (await openGame(player.game, DICE)).play(diceBet('10.00')));
    await nextDay();
    return { ...player, rounds };
  }

  /** What the list must say of a round the play API answered. */
  const entryOf = (round: TPlayRound, game: { gameId: string; gameName: string; provider: string; slug: string }) => ({
    roundId: round.id,
    ...game,
    placedAt: round.createdAt,
    settledAt: round.settledAt,
    currency: round.currency,
    stake: round.stake,
    win: round.win,
    balanceAfter: round.balanceAfter,
    status: round.status,
    session: null,
  });
  const EMBER_DICE = { gameId: DICE, gameName: 'Ember Dice', provider: 'EmberOak', slug: 'ember-dice' };
  const LUNAR_ROULETTE = { gameId: ROULETTE, gameName: 'Lunar Roulette', provider: 'LunarForge', slug: 'lunar-roulette' };

  it('lists only the player’s own real-money rounds, newest first, as the play API settled them', async () => {
    const { profile, rounds } = await playerWithRounds();
    const other = await fundedPlayer(t.app, t.database.db, 10_00n);
    await (await openGame(other.game, DICE)).play(diceBet('1.00'));
    const visitor = gameClientOf(t.app);
    await (await openGame(visitor, DICE, true)).play(diceBet('1.00'));

    const body = await history(profile);
    expect(body).toEqual({
      bets: [entryOf(rounds[2]!, EMBER_DICE), entryOf(rounds[1]!, LUNAR_ROULETTE), entryOf(rounds[0]!, EMBER_DICE)],
      total: 3,
      page: 0,
      size: 20,
    });
    expect(body.bets.map((b) => b.stake)).toEqual(['10.00', '2.50', '1.00']);
    expect(body.bets.every((b) => b.status === 'settled' && b.balanceAfter !== null)).toBe(true);
    expect((await history(other.profile)).total).toBe(1);
  });

  it('pages with a total over every page, and shows an open round as open', async () => {
    const { profile, game, rounds } = await playerWithRounds();
    const mines = await openGame(game, 'bluefin:LighthouseMines');
    const open = await mines.play({ family: 'mines', amount: '1.00', mines: 20 });
    expect(open.status).toBe('open');
    const pages = await Promise.all([0, 1, 2].map((page) => history(profile, `?size=2&page=${page}`)));
    expect(pages.map((p) => p.total)).toEqual([4, 4, 4]);
    expect(pages.map((p) => p.bets.map((b) => b.roundId))).toEqual([[open.id, rounds[2]!.id], [rounds[1]!.id, rounds[0]!.id], []]);
    expect(pages[0]!.bets[0]).toMatchObject({ status: 'open', settledAt: null, stake: '1.00', win: '0.00', gameName: 'Lighthouse Mines' });
  });

  it('filters by dates (whole UTC days or exact times) and by the catalogue studio', async () => {
    const { profile, rounds } = await playerWithRounds();
    const ids = async (query: string) => (await history(profile, query)).bets.map((b) => b.roundId);
    const [first, second, third] = rounds.map((r) => r.id);

    expect(await ids(`?from=${day(rounds[1]!.createdAt)}&to=${day(rounds[1]!.createdAt)}`)).toEqual([second]);
    expect(await ids(`?from=${day(rounds[1]!.createdAt)}`)).toEqual([third, second]);
    expect(await ids(`?to=${encodeURIComponent(rounds[1]!.createdAt)}`)).toEqual([second, first]);
    expect(await ids('?provider=EmberOak')).toEqual([third, first]);
    expect(await ids(`?provider=EmberOak&from=${day(rounds[1]!.createdAt)}`)).toEqual([third]);
    expect(await history(profile, '?provider=NoSuchStudio')).toMatchObject({ bets: [], total: 0 });
  });

  it('lists the studios the player has real rounds with', async () => {
    const { profile, game } = await playerWithRounds();
    await (await openGame(game, 'velvetreel:RubyRoulette', true)).play(redBet('1.00'));
    const res = await profile.get('/history/bet/provider');
    expect(res.statusCode).toBe(200);
    expect(res.json<TBetHistoryProviders>()).toEqual({ providers: ['EmberOak', 'LunarForge'] });
    const newcomer = await signUpPlayer(t.app);
    expect((await newcomer.profile.get('/history/bet/provider')).json()).toEqual({ providers: [] });
  });

  it('refuses bad filters with a 400 naming the problem, and strangers with a 401', async () => {
    const { profile } = await signUpPlayer(t.app);
    for (const query of ['?size=0', '?size=101', '?page=-1', '?page=x', '?from=yesterday', '?to=2026-13-01', '?from=1969-12-31']) {
      const res = await profile.get(`/history/bet${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message, query).toBeTruthy();
    }
    const reversed = await profile.get('/history/bet?from=2026-02-02&to=2026-02-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ message: 'The start date must not be after the end date' });
    expect((await profile.get('/history/bet/export?from=2026-02-02&to=2026-02-01')).statusCode).toBe(400);
    expect((await profile.get('/history/bet/round/not-a-uuid')).statusCode).toBe(400);
    const stranger = createClient(t.app, { base: PROFILE_API });
    for (const path of ['/history/bet', '/history/bet/provider', `/history/bet/round/${randomUUID()}`, '/history/bet/export']) {
      expect((await stranger.get(path)).statusCode, path).toBe(401);
    }
  });

  describe('game recall', () => {
    it('replays the player’s round with its steps, and shows the server seed only once rotation revealed it', async () => {
      const { profile, rounds } = await playerWithRounds();
      const url = `/history/bet/round/${rounds[1]!.id}`;
      const before = await profile.get(url);
      expect(before.statusCode).toBe(200);
      const recall = before.json<TBetRecall>();
      expect(recall.entry).toEqual(entryOf(rounds[1]!, LUNAR_ROULETTE));
      // The round as the game client saw it when it settled: the same steps, seeds and money.
      expect(recall.round).toEqual(rounds[1]);
      expect(recall.round).toMatchObject({
        family: 'roulette',
        bet: { spots: [{ kind: 'red', amount: '2.50' }] },
        steps: [{ pocket: expect.any(Number) }],
      });
      expect(recall.round.fairness.serverSeed).toBeNull();
      expect(rounds.map((r) => r.fairness.nonce)).toEqual([0, 1, 2]);

      const rotation = await profile.post('/fairness/rotate');
      expect(rotation.statusCode).toBe(200);
      const { revealed } = rotation.json<TSeedRotation>();
      const after = (await profile.get(url)).json<TBetRecall>();
      expect(after.round.fairness.serverSeed).toBe(revealed.serverSeed);
      expect(sha256(after.round.fairness.serverSeed!)).toBe(rounds[1]!.fairness.serverSeedHash);
    });

    it('answers 404 alike for someone else’s round, a demo round and an unknown id', async () => {
      const { rounds } = await playerWithRounds();
      const other = await signUpPlayer(t.app);
      const demo = await (await openGame(gameClientOf(t.app, other.account), DICE, true)).play(diceBet('1.00'));
      for (const id of [rounds[0]!.id, demo.id, randomUUID()]) {
        const res = await other.profile.get(`/history/bet/round/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Unknown round' });
      }
    });
  });

  describe('CSV export', () => {
    const HEADER = 'Round ID,Placed at (UTC),Settled at (UTC),Game,Provider,Currency,Stake,Win,Jackpot win,Balance after,Status,Session';
    const line = (r: TPlayRound, game: string, provider: string) =>
      [r.id, r.createdAt, r.settledAt, game, provider, r.currency, r.stake, r.win, '', r.balanceAfter, r.status, ''].join(',');

    it('downloads the filtered list as CSV with a header row and decimal amounts', async () => {
      const { profile, rounds } = await playerWithRounds();
      const res = await profile.get('/history/bet/export?provider=EmberOak');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="game-history.csv"');
      expect(res.headers['x-export-truncated']).toBe('false');
      expect(res.body.split('\r\n')).toEqual([
        HEADER,
        line(rounds[2]!, 'Ember Dice', 'EmberOak'),
        line(rounds[0]!, 'Ember Dice', 'EmberOak'),
        '',
      ]);
      expect(res.body).toContain(',10.00,');
    });

    it('is a header row alone for a player without rounds', async () => {
      const { profile } = await signUpPlayer(t.app);
      const res = await profile.get('/history/bet/export');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(`${HEADER}\r\n`);
    });
  });
});
