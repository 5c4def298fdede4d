import { createHash, randomUUID } from 'node:crypto';
import type { TBetHistoryProviders, TBetHistoryResponse, TBetRecall, TSeedRotation } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { insertTestRound, type TestRound } from '../../../../test/game-rounds';
import { createClient, PROFILE_API, type Client } from '../../../../test/http';
import { signUpPlayer } from '../../../../test/players';

const DAY_MS = 86_400_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('bet history and game recall: /profile-service/api/v1/history/bet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const round = (r: TestRound) => insertTestRound(t.database.db, r);
  const history = async (profile: Client, query = '') => {
    const res = await profile.get(`/history/bet${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TBetHistoryResponse>();
  };
  /** A player with three real rounds a day apart (oldest first in `rounds`), on two studios. */
  async function playerWithRounds() {
    const player = await signUpPlayer(t.app);
    const base = t.clock.now().getTime();
    const at = (daysAgo: number) => new Date(base - daysAgo * DAY_MS);
    const rounds = [
      await round({ playerId: player.user.id, gameKey: 'EmberDice', stake: 100n, win: 198n, balanceAfter: 10_098n, createdAt: at(3) }),
      await round({ playerId: player.user.id, gameKey: 'LunarRoulette', stake: 250n, win: 0n, balanceAfter: 9_848n, createdAt: at(2) }),
      await round({ playerId: player.user.id, gameKey: 'EmberDice', stake: 1_000n, win: 0n, balanceAfter: 8_848n, createdAt: at(1) }),
    ];
    return { ...player, rounds, at };
  }

  it('lists only the player’s own real-money rounds, newest first, with the game, studio and amounts as decimals', async () => {
    const { user, profile, rounds } = await playerWithRounds();
    const other = await signUpPlayer(t.app);
    await round({ playerId: other.user.id, gameKey: 'EmberDice', stake: 500n, win: 0n, createdAt: t.clock.now() });
    await round({ playerId: null, isDemo: true, gameKey: 'EmberDice', stake: 500n, win: 990n, createdAt: t.clock.now() });

    const body = await history(profile);
    expect(body).toMatchObject({ total: 3, page: 0, size: 20 });
    expect(body.bets.map((b) => b.roundId)).toEqual([rounds[2]!.id, rounds[1]!.id, rounds[0]!.id]);
    expect(body.bets[2]).toEqual({
      roundId: rounds[0]!.id,
      gameId: 'emberoak:EmberDice',
      gameName: 'Ember Dice',
      provider: 'EmberOak',
      slug: 'ember-dice',
      placedAt: rounds[0]!.createdAt.toISOString(),
      settledAt: rounds[0]!.settledAt!.toISOString(),
      currency: 'EUR',
      stake: '1.00',
      win: '1.98',
      balanceAfter: '100.98',
      status: 'settled',
    });
    expect(body.bets[1]).toMatchObject({ gameName: 'Lunar Roulette', provider: 'LunarForge', stake: '2.50', win: '0.00' });
    expect((await history(other.profile)).total).toBe(1);
    expect(user.id).not.toBe(other.user.id);
  });

  it('pages with a total over every page, and shows an open round as open', async () => {
    const { user, profile, rounds } = await playerWithRounds();
    const open = await round({
      playerId: user.id,
      gameKey: 'LuckyLanterns',
      stake: 20n,
      win: 0n,
      status: 'open',
      createdAt: t.clock.now(),
    });
    const pages = await Promise.all([0, 1, 2].map((page) => history(profile, `?size=2&page=${page}`)));
    expect(pages.map((p) => p.total)).toEqual([4, 4, 4]);
    expect(pages.map((p) => p.bets.map((b) => b.roundId))).toEqual([[open.id, rounds[2]!.id], [rounds[1]!.id, rounds[0]!.id], []]);
    expect(pages[0]!.bets[0]).toMatchObject({ status: 'open', settledAt: null, balanceAfter: null, gameName: 'Lucky Lanterns' });
  });

  it('filters by dates (whole UTC days or exact times) and by the catalogue studio', async () => {
    const { profile, rounds, at } = await playerWithRounds();
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const ids = async (query: string) => (await history(profile, query)).bets.map((b) => b.roundId);

    expect(await ids(`?from=${day(at(2))}&to=${day(at(2))}`)).toEqual([rounds[1]!.id]);
    expect(await ids(`?from=${day(at(2))}`)).toEqual([rounds[2]!.id, rounds[1]!.id]);
    expect(await ids(`?to=${encodeURIComponent(rounds[1]!.createdAt.toISOString())}`)).toEqual([rounds[1]!.id, rounds[0]!.id]);
    expect(await ids('?provider=EmberOak')).toEqual([rounds[2]!.id, rounds[0]!.id]);
    expect(await ids(`?provider=EmberOak&from=${day(at(2))}`)).toEqual([rounds[2]!.id]);
    const unknown = await history(profile, '?provider=NoSuchStudio');
    expect(unknown).toMatchObject({ bets: [], total: 0 });
  });

  it('lists the studios the player has real rounds with', async () => {
    const { profile } = await playerWithRounds();
    await round({ playerId: null, isDemo: true, gameKey: 'RubyRoulette', stake: 100n, win: 0n, createdAt: t.clock.now() });
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
      const url = `/history/bet/round/${rounds[0]!.id}`;
      const before = await profile.get(url);
      expect(before.statusCode).toBe(200);
      const recall = before.json<TBetRecall>();
      expect(recall.entry).toMatchObject({ roundId: rounds[0]!.id, gameName: 'Ember Dice', stake: '1.00', win: '1.98' });
      expect(recall.round).toMatchObject({
        id: rounds[0]!.id,
        family: 'dice',
        bet: { amount: '1.00', direction: 'over', target: 5000 },
        steps: [{ roll: 7712, isWin: true }],
        stake: '1.00',
        win: '1.98',
        balanceAfter: '100.98',
        fairness: { serverSeedHash: rounds[0]!.serverSeedHash, serverSeed: null, clientSeed: rounds[0]!.clientSeed, nonce: 0 },
      });
      // Three rounds on one pair: nonces 0, 1, 2.
      expect((await profile.get(`/history/bet/round/${rounds[2]!.id}`)).json<TBetRecall>().round.fairness.nonce).toBe(2);

      const rotation = await profile.post('/fairness/rotate');
      expect(rotation.statusCode).toBe(200);
      const { revealed } = rotation.json<TSeedRotation>();
      const after = (await profile.get(url)).json<TBetRecall>();
      expect(after.round.fairness.serverSeed).toBe(revealed.serverSeed);
      expect(sha256(after.round.fairness.serverSeed!)).toBe(rounds[0]!.serverSeedHash);
    });

    it('answers 404 alike for someone else’s round, a demo round and an unknown id', async () => {
      const { rounds } = await playerWithRounds();
      const other = await signUpPlayer(t.app);
      const demo = await round({ playerId: null, isDemo: true, gameKey: 'EmberDice', stake: 100n, win: 0n, createdAt: t.clock.now() });
      for (const id of [rounds[0]!.id, demo.id, randomUUID()]) {
        const res = await other.profile.get(`/history/bet/round/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Unknown round' });
      }
    });
  });

  describe('CSV export', () => {
    it('downloads the filtered list as CSV with a header row and decimal amounts', async () => {
      const { profile, rounds } = await playerWithRounds();
      const res = await profile.get('/history/bet/export?provider=EmberOak');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="game-history.csv"');
      expect(res.headers['x-export-truncated']).toBe('false');
      const lines = res.body.split('\r\n');
      expect(lines).toEqual([
        'Round ID,Placed at (UTC),Settled at (UTC),Game,Provider,Currency,Stake,Win,Balance after,Status',
        `${rounds[2]!.id},${rounds[2]!.createdAt.toISOString()},${rounds[2]!.settledAt!.toISOString()},Ember Dice,EmberOak,EUR,10.00,0.00,88.48,settled`,
        `${rounds[0]!.id},${rounds[0]!.createdAt.toISOString()},${rounds[0]!.settledAt!.toISOString()},Ember Dice,EmberOak,EUR,1.00,1.98,100.98,settled`,
        '',
      ]);
    });

    it('is a header row alone for a player without rounds', async () => {
      const { profile } = await signUpPlayer(t.app);
      const res = await profile.get('/history/bet/export');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('Round ID,Placed at (UTC),Settled at (UTC),Game,Provider,Currency,Stake,Win,Balance after,Status\r\n');
    });
  });
});
