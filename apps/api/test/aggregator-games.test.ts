import type { TBetHistoryResponse, TWinnerList } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedPlayer, gameClientOf, launchBody } from './play';
import { OPERATOR, SANDBOX_OPERATOR, SECRETS, startWalletApi } from './wallet-api';
import { gameWalletSessions } from '../src/db/schema/game-wallet';
import { games } from '../src/db/schema/games';
import type { Sleep } from '../src/sandbox-aggregator/lifecycle';
import { createSandboxAggregator } from '../src/sandbox-aggregator/sandbox-aggregator';
import { importCatalogue } from '../src/modules/games';
import { startSelfExclusion } from '../src/modules/responsible-gaming';
import { checkLedger, getPlayerBalances } from '../src/modules/wallet';
import { freePort } from './free-port';

// An imported game of an outside aggregator, end to end through the API: the launch asks the sandbox aggregator (its
// own HTTP server) for the game's URL with a session bound to the player and its operator id, the aggregator moves
// the money through /wallet-api/v1, and its rounds show in bet history and the winners rails as ours do.

const COIN_FLIP = 'sandbox-aggregator:coin-flip';
const SILENT = 'silent-hub:mute-reels';
const feedRow = (id: string, name: string, aggregator: string) => ({
  id,
  name,
  provider: 'Sandbox Aggregator',
  aggregator,
  categories: ['casual'],
  rtp: 98,
  volatility: 'medium',
  minBet: '0.10',
  maxBet: '100',
});

describe('games of an outside aggregator', () => {
  let api: Awaited<ReturnType<typeof startWalletApi>>;
  let aggregator: ReturnType<typeof createSandboxAggregator>;
  // Each round's win waits until the test lets it go, as a round settled after the player left.
  const held: (() => void)[] = [];
  const sleep: Sleep = (_ms, purpose) => (purpose === 'settle' ? new Promise<void>((resolve) => held.push(resolve)) : Promise.resolve());
  const settleAll = async () => {
    held.splice(0).forEach((release) => release());
    await aggregator.idle();
  };

  beforeAll(async () => {
    const [port, silentPort] = [await freePort(), await freePort()];
    api = await startWalletApi({
      GAME_AGGREGATORS: `${SANDBOX_OPERATOR}=http://127.0.0.1:${port},${OPERATOR}=http://127.0.0.1:${silentPort}`,
      AGGREGATOR_TIMEOUT_MS: '500',
    });
    const feed = [feedRow(COIN_FLIP, 'Coin Flip', SANDBOX_OPERATOR), feedRow(SILENT, 'Mute Reels', OPERATOR)];
    expect((await importCatalogue(api.database.db, feed, [SANDBOX_OPERATOR, OPERATOR])).added).toEqual([COIN_FLIP, SILENT]);
    aggregator = createSandboxAggregator({
      walletApiUrl: api.baseUrl,
      secret: SECRETS.sandbox,
      port,
      clock: api.clock,
      sleep,
      log: () => {},
    });
    await aggregator.listen();
  });
  afterAll(async () => {
    await settleAll();
    await aggregator.close();
    expect(await checkLedger(api.database.db)).toMatchObject({ isSound: true });
    await api.close();
  });

  const launchAt = async (client: ReturnType<typeof gameClientOf>, gameId: string, demo: boolean) => {
    const res = await client.post('/game', { ...launchBody(gameId, demo), provider: 'Sandbox Aggregator', category: 'casual' });
    return { status: res.statusCode, body: res.json<{ url?: string; message?: string }>() };
  };
  /** The game's page on this machine, from the URL the launch answered. */
  const gameAt = (url: string) => `http://127.0.0.1:${new URL(url).port}${new URL(url).pathname}`;
  type Flip = { roundId: string; outcome: 'win' | 'lose'; win: string };
  const flip = async (game: string, stake: string) =>
    (
      await fetch(`${game}/rounds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ stake }) })
    ).json() as Promise<Flip>;

  it('plays for real money through a session bound to the player, and lists the rounds in history and the winners rails', async () => {
    const player = await fundedPlayer(api.app, api.database.db, 10_000n);
    const launched = await launchAt(player.game, COIN_FLIP, false);
    expect(launched.status).toBe(200);
    expect(launched.body.url).toMatch(new RegExp(`^${aggregator.publicUrl()}/games/`));
    const [session] = await api.database.db.select().from(gameWalletSessions).where(eq(gameWalletSessions.playerId, player.user.id));
    expect(session).toMatchObject({ operatorId: SANDBOX_OPERATOR, gameCode: COIN_FLIP, currency: 'EUR' });

    // Rounds until one wins (0.49 each: thirty losses in a row come once in a billion runs).
    const game = gameAt(launched.body.url!);
    const rounds: Flip[] = [];
    while (!rounds.some((r) => r.outcome === 'win') && rounds.length < 30) rounds.push(await flip(game, '1.00'));
    const history = async () => (await player.profile.get('/history/bet?size=100')).json<TBetHistoryResponse>();
    // Staked at once; each win waits for the aggregator's own timer.
    expect((await history()).bets.map((b) => [b.status, b.stake, b.win])).toEqual(rounds.map(() => ['open', '1.00', '0.00']));
    await settleAll();

    const wins = rounds.filter((r) => r.outcome === 'win').length;
    expect((await getPlayerBalances(api.database.db, player.user.id, 'EUR')).real).toBe(
      10_000n - 100n * BigInt(rounds.length) + 200n * BigInt(wins),
    );
    const { bets, total } = await history();
    expect(total).toBe(rounds.length);
    expect(bets[0]).toMatchObject({
      gameId: COIN_FLIP,
      gameName: 'Coin Flip',
      provider: 'Sandbox Aggregator',
      status: 'settled',
      stake: '1.00',
      win: rounds.at(-1)!.win,
      keptByProvider: true,
    });
    expect(bets.map((b) => b.win).sort()).toEqual(rounds.map((r) => r.win).sort());
    // The provider filter knows the aggregator's studio; its rounds have no recall here.
    expect((await player.profile.get('/history/bet/provider')).json()).toEqual({ providers: ['Sandbox Aggregator'] });
    const filtered = await player.profile.get(`/history/bet?provider=${encodeURIComponent('Sandbox Aggregator')}`);
    expect(filtered.json<TBetHistoryResponse>().total).toBe(rounds.length);
    const recall = await player.profile.get(`/history/bet/round/${bets[0]!.roundId}`);
    expect(recall.statusCode).toBe(404);
    expect(recall.json<{ message: string }>().message).toMatch(/another studio's game/);

    const latest = (await gameClientOf(api.app).get('/winners/latest')).json<TWinnerList>().winners;
    expect(latest[0]).toMatchObject({ gameId: COIN_FLIP, gameName: 'Coin Flip', provider: 'Sandbox Aggregator', amount: '2.00' });
  });

  it('leaves a round open at a self-exclusion to its aggregator, which still pays it', async () => {
    const player = await fundedPlayer(api.app, api.database.db, 1_000n);
    const launched = await launchAt(player.game, COIN_FLIP, false);
    const round = await flip(gameAt(launched.body.url!), '5.00');
    await startSelfExclusion(api.database.db, player.user.id, '6_MONTHS', api.clock.now());
    await settleAll();
    const paid = round.outcome === 'win' ? 1_000n : 0n;
    expect((await getPlayerBalances(api.database.db, player.user.id, 'EUR')).real).toBe(500n + paid);
  });

  it('opens a demo without a player or a session; a silent aggregator is a 502, an unconfigured one a 409', async () => {
    const visitor = gameClientOf(api.app);
    const demo = await launchAt(visitor, COIN_FLIP, true);
    expect(demo.status).toBe(200);
    expect(await (await fetch(`${gameAt(demo.body.url!)}/state`)).json()).toMatchObject({ balance: '1000.00', rounds: [] });

    const player = await fundedPlayer(api.app, api.database.db, 1_000n);
    const silent = await launchAt(player.game, SILENT, false);
    expect(silent).toEqual({ status: 502, body: expect.objectContaining({ message: expect.stringMatching(/did not open the game/) }) });

    await api.database.db.update(games).set({ aggregator: 'gone-hub' }).where(eq(games.id, SILENT));
    const gone = await launchAt(player.game, SILENT, true);
    expect(gone).toEqual({ status: 409, body: expect.objectContaining({ message: 'This game cannot be played yet.' }) });
  });
});
