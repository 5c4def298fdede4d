import { ZBetHistoryResponse, ZBetRecall, ZCrashState, type TCrashState } from '@casino/contracts';
import { CRASH_TITLES, isRoundOfChain, multiplierAt } from '@casino/games';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../../test/app';
import { bettingRoundReaching, CRASH_TITLE, launchCrash, storedRound } from '../../../../test/crash';
import { fundedPlayer, gameClientOf } from '../../../../test/play';
import { profileClientOf } from '../../../../test/players';
import { checkLedger, getPlayerBalances } from '../../wallet';
import { crashLeaders, gameRounds } from '../../../db/schema/gameplay';
import { createLocalBus } from './live-bus';
import { createCrashRunner } from './runner';

describe('live crash rounds', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const db = () => t.database.db;
  const balance = async (playerId: string) => (await getPlayerBalances(db(), playerId, 'EUR')).real;
  const betRows = async () => (await db().select().from(gameRounds)).filter((r) => r.family === 'crash');
  const at = (date: Date, ms: number) => t.clock.set(new Date(date.getTime() + ms));

  it('a bet in the betting phase, a cash-out while rising at the server multiplier of that moment, in history, ledger sound', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const round = await bettingRoundReaching(t.app, db(), t.clock, CRASH_TITLE, 150);
    const crash = await launchCrash(t.app, db(), player.game, player.user.id, t.clock.now());

    const before = ZCrashState.parse(await crash.state());
    expect(before.round).toMatchObject({ number: round.number, phase: 'betting', multiplier: '1.00', crash: null, hash: null });
    expect(before.round.previousHash).toBe(round.previousHash);
    expect(before.bet).toBeNull();
    expect(before.balance).toBe('100.00');
    expect(before.totals).toEqual({ staked: '0.00', won: '0.00' });

    // Bad input changes nothing.
    for (const [amount, auto, field] of [
      ['0.05', null, 'amount'],
      ['600.00', null, 'amount'],
      ['1.001', null, 'amount'],
      ['1.00', '1.00', 'autoCashOut'],
      ['1.00', '1000.01', 'autoCashOut'],
    ] as const) {
      const res = await crash.bet(amount, auto);
      expect(res.statusCode, `${amount} ${auto}`).toBe(400);
      expect(res.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe(field);
    }
    expect((await crash.cashOut(round.number)).statusCode).toBe(409); // not rising yet, and no bet
    expect(await betRows()).toHaveLength(0);
    expect(await balance(player.user.id)).toBe(10_000n);

    const placed = await crash.bet('10.00');
    expect(placed.statusCode).toBe(200);
    expect(ZCrashState.parse(placed.json())).toMatchObject({
      bet: { stake: '10.00', status: 'open', cashedOutAt: null },
      totals: { staked: '10.00', won: '0.00' },
    });
    expect(await balance(player.user.id)).toBe(9_000n);
    expect((await crash.bet('10.00')).statusCode).toBe(409); // one bet per round
    expect(await balance(player.user.id)).toBe(9_000n);

    // Betting closes when the round rises.
    at(round.risesAt, 0);
    await t.app.crash.runner.tick(t.clock.now());
    expect((await crash.bet('1.00')).statusCode).toBe(409);

    // A cash-out at the server's multiplier when it handles the request (1.20 × here; the test clock runs
    // on between calls, so the test brackets it), whatever the client shows.
    at(round.risesAt, 3_100); // e^(0.00006 × 3100) = 1.2044
    const elapsed = () => t.clock.now().getTime() - round.risesAt.getTime();
    const from = multiplierAt(elapsed());
    const cashed = await crash.cashOut(round.number);
    const to = multiplierAt(elapsed());
    expect(cashed.statusCode).toBe(200);
    const cashedState = ZCrashState.parse(cashed.json());
    const bet = cashedState.bet!;
    // The visit's net position counts the win as soon as the bet settles.
    expect(cashedState.totals).toEqual({ staked: '10.00', won: bet.win });
    const accepted = Number(bet.cashedOutAt!.replace('.', ''));
    expect(accepted).toBeGreaterThanOrEqual(from);
    expect(accepted).toBeLessThanOrEqual(to);
    expect(from).toBeGreaterThanOrEqual(120);
    const win = (1_000n * BigInt(accepted)) / 100n;
    expect(bet).toMatchObject({ status: 'settled', win: (Number(win) / 100).toFixed(2) });
    expect(await balance(player.user.id)).toBe(9_000n + win);
    expect((await crash.cashOut(round.number)).statusCode).toBe(409); // already cashed out
    expect(await balance(player.user.id)).toBe(9_000n + win);
    // Its recall tells nothing of the round still rising: no hash, no bust.
    const recall = async () =>
      ZBetRecall.parse((await profileClientOf(t.app, player.account).get(`/history/bet/round/${bet.roundId}`)).json()).round;
    const rising = await recall();
    expect(rising.fairness).toMatchObject({ serverSeed: null, serverSeedHash: round.previousHash, nonce: round.number });
    expect(rising.family === 'crash' && rising.steps).toEqual([{ cashedOutAt: bet.cashedOutAt, bust: null }]);

    // The bust reveals the hash, which is of the published chain.
    at(round.bustsAt, 0);
    await t.app.crash.runner.tick(t.clock.now());
    const after = ZCrashState.parse(await crash.state());
    expect(after.round).toMatchObject({ phase: 'busted', crash: (round.crash / 100).toFixed(2), hash: round.hash });
    expect(await isRoundOfChain(after.round.hash!, round.number, after.chain.terminatingHash)).toBe(true);
    expect(after.recent[0]).toEqual({ number: round.number, crash: (round.crash / 100).toFixed(2), hash: round.hash });

    const history = ZBetHistoryResponse.parse((await profileClientOf(t.app, player.account).get('/history/bet')).json());
    expect(history.bets).toHaveLength(1);
    expect(history.bets[0]).toMatchObject({ roundId: bet.roundId, stake: '10.00', win: bet.win, status: 'settled' });
    // Once busted, the recall gives what checks the round: its hash, its crash and the chain's terminating hash.
    const busted = await recall();
    expect(busted.fairness.serverSeed).toBe(round.hash);
    expect(busted.family === 'crash' && busted.steps[0]!.bust).toEqual({
      crash: (round.crash / 100).toFixed(2),
      hash: round.hash,
      terminatingHash: after.chain.terminatingHash,
      maxMultiplier: CRASH_TITLES[CRASH_TITLE].config.maxMultiplier,
    });
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('a player who leaves is settled by the automatic cash-out, or loses the stake at the bust', async () => {
    const keeper = await fundedPlayer(t.app, db(), 5_000n);
    const loser = await fundedPlayer(t.app, db(), 5_000n);
    const round = await bettingRoundReaching(t.app, db(), t.clock, CRASH_TITLE, 200);
    const keep = await launchCrash(t.app, db(), keeper.game, keeper.user.id, t.clock.now());
    const lose = await launchCrash(t.app, db(), loser.game, loser.user.id, t.clock.now());
    expect((await keep.bet('20.00', '1.50')).statusCode).toBe(200);
    // A target above the crash: the bust takes the stake.
    expect((await lose.bet('20.00', ((round.crash + 1) / 100).toFixed(2))).statusCode).toBe(200);

    // Nobody asks: the ticks settle the target when the curve passes it.
    at(round.risesAt, 8_000); // 1.61 ×
    await t.app.crash.runner.tick(t.clock.now());
    expect(await balance(keeper.user.id)).toBe(5_000n - 2_000n + 3_000n);
    at(round.bustsAt, 1);
    await t.app.crash.runner.tick(t.clock.now());
    expect(await balance(loser.user.id)).toBe(3_000n);
    // Each launch's totals are its own player's: the bust left the loser's stake and no win, the keeper its cash-out.
    expect((await lose.state()).totals).toEqual({ staked: '20.00', won: '0.00' });
    expect((await keep.state()).totals).toEqual({ staked: '20.00', won: '30.00' });
    const rows = await betRows();
    const lost = rows.find((r) => r.playerId === loser.user.id)!;
    expect(lost).toMatchObject({ status: 'settled', win: 0n });
    expect((await storedRound(db(), CRASH_TITLE, round.number)).settledAt).not.toBeNull();
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('one instance leads a title at a time; another takes over once its lease lapses', async () => {
    const heard: string[] = [];
    const bus = createLocalBus();
    bus.subscribe((event) => heard.push(`${event.type} ${event.gameKey}`));
    const titles = { [CRASH_TITLE]: CRASH_TITLES.OrbitRush };
    const other = createCrashRunner({
      db: db(),
      wallet: t.app.crash.wallet,
      bus,
      titles,
      seeding: t.app.crash.seeding,
      onSeedingError: () => {},
    });
    await t.app.crash.runner.tick(t.clock.now()); // the app's runner holds the lease
    await other.tick(t.clock.now());
    expect(heard).toEqual([]);
    t.clock.advance(6_000); // past the 5 s lease, the app's runner silent
    await other.tick(t.clock.now());
    expect(heard.length).toBeGreaterThan(0);
    const lease = await db().select().from(crashLeaders).where(eq(crashLeaders.gameKey, CRASH_TITLE));
    await t.app.crash.runner.tick(t.clock.now()); // now refused: the other holds it
    expect((await db().select().from(crashLeaders).where(eq(crashLeaders.gameKey, CRASH_TITLE)))[0]!.holder).toBe(lease[0]!.holder);
  });

  it('demo: the stake and the win move the launch credits, never the ledger', async () => {
    const transfers = async () => (await checkLedger(db())).currencies.reduce((sum, c) => sum + c.transfers, 0);
    const before = await transfers();
    const round = await bettingRoundReaching(t.app, db(), t.clock, CRASH_TITLE, 200);
    const demo = await launchCrash(t.app, db(), gameClientOf(t.app), null, t.clock.now());
    expect((await demo.state()).balance).toBe('1000.00');
    const placed = await demo.bet('10.00', '1.50');
    expect(placed.statusCode).toBe(200);
    expect(placed.json<TCrashState>().balance).toBe('990.00');
    at(round.risesAt, 8_000);
    await t.app.crash.runner.tick(t.clock.now());
    expect(await demo.state()).toMatchObject({ balance: '1005.00', bet: { cashedOutAt: '1.50', win: '15.00', status: 'settled' } });
    expect(await transfers()).toBe(before);
  });
});
