import { ZBetHistoryResponse, ZBetRecall, ZErrorResponse, ZVirtualState, type TVirtualEvent } from '@casino/contracts';
import {
  checkRounding,
  drawVirtualEvent,
  FloatSource,
  generateFloats,
  hashServerSeed,
  settleRace,
  TITLES,
  virtualEventFloats,
  VIRTUAL_SPORTS_TITLES,
  type RaceEvent,
} from '@casino/games';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../../test/app';
import { fundedPlayer, gameClientOf } from '../../../../test/play';
import { profileClientOf } from '../../../../test/players';
import { launchVirtual, RACE_TITLE, storedEvent } from '../../../../test/virtual-sports';
import { gameRounds } from '../../../db/schema/gameplay';
import { checkLedger, getPlayerBalances } from '../../wallet';
import { settleEvent } from './settle';

const derby = VIRTUAL_SPORTS_TITLES.DerbyDay.config;

describe('virtual sports events', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const db = () => t.database.db;
  const balance = async (playerId: string) => (await getPlayerBalances(db(), playerId, 'EUR')).real;
  const betRows = async () => (await db().select().from(gameRounds)).filter((r) => r.family === 'virtualSports');
  /** The later of the two events taking bets: its betting stays open while the test runs. */
  const laterOpenEvent = (events: TVirtualEvent[]) => events.filter((e) => e.status === 'open').at(-1)!;
  const pickOf = (result: RaceEvent, place: number) => String(result.order[place]! + 1);

  it('takes a bet before the close and pays exactly the engine’s payout when the event ends, settled on read', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const race = await launchVirtual(db(), player.game, player.user.id, t.clock.now());
    const before = ZVirtualState.parse(await race.state());
    expect(before.balance).toBe('100.00');
    expect(before.bets).toEqual([]);
    const event = laterOpenEvent(before.events);
    expect(event).toMatchObject({ result: null, serverSeed: null, clientSeed: RACE_TITLE });
    expect(event.field).toHaveLength(8);
    expect(event.board.filter((s) => s.market === 'win')).toHaveLength(8);
    const stored = await storedEvent(db(), RACE_TITLE, event.number);
    expect(event.serverSeedHash).toBe(await hashServerSeed(stored.serverSeed));
    const result = stored.result as RaceEvent;
    const winner = pickOf(result, 0);
    expect(event.field).toEqual(result.field.map((r) => r.name));
    expect(event.ratings).toEqual(result.field.map((r) => r.strength));

    // Bad input changes nothing: a stake under the minimum, a selection or market the event does not offer,
    // an event whose betting has closed, one not on the board yet.
    const bad = [
      [{ eventNumber: event.number, market: 'win', pick: winner, amount: '0.10' }, 400, 'amount'],
      [{ eventNumber: event.number, market: 'win', pick: winner, amount: '1.001' }, 400, 'amount'],
      [{ eventNumber: event.number, market: 'win', pick: '9', amount: '1.00' }, 400, 'pick'],
      [{ eventNumber: event.number, market: 'win', pick: '1\u0000', amount: '1.00' }, 400, 'pick'],
      [{ eventNumber: event.number, market: 'winner', pick: 'home', amount: '1.00' }, 400, 'pick'],
      [{ eventNumber: event.number - 2, market: 'win', pick: winner, amount: '1.00' }, 409, null],
      [{ eventNumber: event.number + 5, market: 'win', pick: winner, amount: '1.00' }, 404, null],
    ] as const;
    for (const [bet, status, field] of bad) {
      const res = await race.bet(bet);
      expect(res.statusCode, JSON.stringify(bet)).toBe(status);
      if (field) expect(res.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe(field);
    }
    expect(await betRows()).toHaveLength(0);
    expect(await balance(player.user.id)).toBe(10_000n);

    const placed = await race.bet({ eventNumber: event.number, market: 'win', pick: winner, amount: '10.00' });
    expect(placed.statusCode).toBe(200);
    const odds = event.board.find((s) => s.market === 'win' && s.pick === winner)!.odds;
    expect(ZVirtualState.parse(placed.json()).bets).toEqual([
      expect.objectContaining({ eventNumber: event.number, pick: winner, odds, stake: '10.00', win: '0.00', status: 'open' }),
    ]);
    expect(await balance(player.user.id)).toBe(9_000n);
    // One open bet per title: the next waits for this one's event to end.
    expect((await race.bet({ eventNumber: event.number, market: 'win', pick: pickOf(result, 1), amount: '1.00' })).statusCode).toBe(409);

    // Betting closes: the result shows from the off, the seed once the event has ended.
    t.clock.set(new Date(event.closesAt));
    expect((await race.bet({ eventNumber: event.number, market: 'win', pick: winner, amount: '1.00' })).statusCode).toBe(409);
    t.clock.set(new Date(event.startsAt));
    const running = (await race.state()).events.find((e) => e.number === event.number)!;
    expect(running).toMatchObject({ status: 'running', result, serverSeed: null });

    // Nobody drives the schedule (tests never tick on their own): reading the title after the end settles it.
    t.clock.set(new Date(event.endsAt));
    const after = ZVirtualState.parse(await race.state());
    const paid = settleRace(derby, result, { amount: 1_000n, market: 'win', pick: winner });
    expect(paid).toBe((1_000n * BigInt(odds.replace('.', ''))) / 100n);
    expect(after.bets[0]).toMatchObject({ status: 'settled', win: (Number(paid) / 100).toFixed(2) });
    expect(await balance(player.user.id)).toBe(9_000n + paid);
    expect(after.events.find((e) => e.number === event.number)).toMatchObject({ status: 'finished', serverSeed: stored.serverSeed });
    await race.state(); // read again: nothing moves twice
    expect(await balance(player.user.id)).toBe(9_000n + paid);

    // Game history lists the bet; its recall reveals the seed, from which the event is drawn again.
    const history = ZBetHistoryResponse.parse((await profileClientOf(t.app, player.account).get('/history/bet')).json());
    expect(history.bets[0]).toMatchObject({ roundId: after.bets[0]!.roundId, stake: '10.00', status: 'settled' });
    const recall = ZBetRecall.parse(
      (await profileClientOf(t.app, player.account).get(`/history/bet/round/${after.bets[0]!.roundId}`)).json(),
    );
    const round = recall.round;
    expect(round.fairness).toMatchObject({ serverSeed: stored.serverSeed, serverSeedHash: event.serverSeedHash, nonce: event.number });
    if (round.family !== 'virtualSports') throw new Error(`a ${round.family} round`);
    expect(round.bet).toMatchObject({ eventNumber: event.number, market: 'win', pick: winner, odds });
    const floats = await generateFloats(
      { serverSeed: round.fairness.serverSeed!, clientSeed: round.fairness.clientSeed, nonce: round.fairness.nonce },
      virtualEventFloats(derby),
    );
    expect(round.steps[0]!.event).toEqual(drawVirtualEvent(derby, new FloatSource(floats)));
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('refuses a stake at which rounding the win down to the cent would cost its price more than 0.1 pp, and takes it on whole euros', async () => {
    const player = await fundedPlayer(t.app, db(), 5_000n);
    const race = await launchVirtual(db(), player.game, player.user.id, t.clock.now());
    const event = laterOpenEvent((await race.state()).events);
    const drawn = (await storedEvent(db(), RACE_TITLE, event.number)).result as RaceEvent;
    // A win selection of this event's book and a stake from the minimum (0.50) below 1.00 whose price, times
    // the stake, does not land near enough the cent (4.51 on 0.50 pays 2.25 of 2.255).
    const refused = event.board
      .filter((s) => s.market === 'win')
      .flatMap((s) => Array.from({ length: 50 }, (_, i) => ({ pick: s.pick, amount: 50n + BigInt(i) })))
      .find(({ pick, amount }) => checkRounding(TITLES.DerbyDay!, { amount, market: 'win', pick, event: drawn }) !== null)!;
    const amount = `0.${refused.amount}`;
    const res = await race.bet({ eventNumber: event.number, market: 'win', pick: refused.pick, amount });
    expect(res.statusCode, `win ${refused.pick} at ${amount}`).toBe(400);
    const error = ZErrorResponse.parse(res.json());
    expect(error.message).toMatch(/^At this stake a win at this price would lose more than 0\.1 % of its return.*raise the stake/);
    expect(error.errors).toEqual([{ field: 'amount', message: error.message }]);
    expect((await betRows()).filter((r) => r.playerId === player.user.id)).toHaveLength(0);
    expect(await balance(player.user.id)).toBe(5_000n);
    // Whole euros land on the cent at every price.
    const taken = await race.bet({ eventNumber: event.number, market: 'win', pick: refused.pick, amount: '1.00' });
    expect(taken.statusCode).toBe(200);
    expect(await balance(player.user.id)).toBe(4_900n);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('a losing bet is settled by the instance driving the schedule, and a resent request moves nothing', async () => {
    const player = await fundedPlayer(t.app, db(), 5_000n);
    const race = await launchVirtual(db(), player.game, player.user.id, t.clock.now());
    const event = laterOpenEvent((await race.state()).events);
    const result = (await storedEvent(db(), RACE_TITLE, event.number)).result as RaceEvent;
    const loser = pickOf(result, 7);
    const requestId = crypto.randomUUID();
    for (let i = 0; i < 2; i += 1) {
      const res = await race.bet({ eventNumber: event.number, market: 'win', pick: loser, amount: '20.00' }, requestId);
      expect(res.statusCode).toBe(200);
    }
    expect(await balance(player.user.id)).toBe(3_000n);
    t.clock.set(new Date(event.endsAt));
    await t.app.virtualSports.runner.tick(t.clock.now());
    const rows = (await betRows()).filter((r) => r.playerId === player.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'settled', win: 0n, balanceAfter: 3_000n });
    expect(await balance(player.user.id)).toBe(3_000n);
    // The lost bet counts in the launch's net, here and in the game client's session.
    const after = ZVirtualState.parse(await race.state());
    expect(after.totals).toEqual({ staked: '20.00', won: '0.00' });
    expect((await player.game.get(`/play/${race.token}`)).json()).toMatchObject({ totals: after.totals });
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('the bet history settles a bet whose event has ended, with nobody driving the schedule or reading the game', async () => {
    const player = await fundedPlayer(t.app, db(), 5_000n);
    const race = await launchVirtual(db(), player.game, player.user.id, t.clock.now(), 'GreyhoundGrandPrix');
    const event = laterOpenEvent((await race.state()).events);
    const result = (await storedEvent(db(), 'GreyhoundGrandPrix', event.number)).result as RaceEvent;
    expect((await race.bet({ eventNumber: event.number, market: 'win', pick: pickOf(result, 0), amount: '2.00' })).statusCode).toBe(200);
    const profile = profileClientOf(t.app, player.account);
    const history = async () => ZBetHistoryResponse.parse((await profile.get('/history/bet')).json()).bets[0]!;
    expect(await history()).toMatchObject({ status: 'open', win: '0.00' });
    t.clock.set(new Date(event.endsAt));
    const paid = settleRace(VIRTUAL_SPORTS_TITLES.GreyhoundGrandPrix.config, result, {
      amount: 200n,
      market: 'win',
      pick: pickOf(result, 0),
    });
    expect(await history()).toMatchObject({ status: 'settled', win: (Number(paid) / 100).toFixed(2) });
    expect(await balance(player.user.id)).toBe(4_800n + paid);
  });

  it('two settlers of one ended event settle its bets once', async () => {
    const [a, b] = [await fundedPlayer(t.app, db(), 5_000n), await fundedPlayer(t.app, db(), 5_000n)];
    const raceA = await launchVirtual(db(), a.game, a.user.id, t.clock.now());
    const raceB = await launchVirtual(db(), b.game, b.user.id, t.clock.now());
    const event = laterOpenEvent((await raceA.state()).events);
    const stored = await storedEvent(db(), RACE_TITLE, event.number);
    const result = stored.result as RaceEvent;
    expect(
      (
        await raceA.bet({
          eventNumber: event.number,
          market: 'forecast',
          pick: `${pickOf(result, 0)}-${pickOf(result, 1)}`,
          amount: '5.00',
        })
      ).statusCode,
    ).toBe(200);
    expect((await raceB.bet({ eventNumber: event.number, market: 'eachWay', pick: pickOf(result, 2), amount: '5.00' })).statusCode).toBe(
      200,
    );

    t.clock.set(new Date(event.endsAt));
    const settled = await Promise.all([
      settleEvent(db(), t.app.crash.wallet, derby, stored, t.clock.now()),
      settleEvent(db(), t.app.crash.wallet, derby, stored, t.clock.now()),
    ]);
    expect(settled.filter(Boolean)).toHaveLength(1);
    const forecast = settleRace(derby, result, { amount: 500n, market: 'forecast', pick: `${pickOf(result, 0)}-${pickOf(result, 1)}` });
    // Each-way on the third: the win half loses, the place half pays at the place odds.
    const eachWay = settleRace(derby, result, { amount: 500n, market: 'eachWay', pick: pickOf(result, 2) });
    expect(forecast).toBeGreaterThan(500n);
    expect(eachWay).toBeGreaterThan(0n);
    expect(await balance(a.user.id)).toBe(4_500n + forecast);
    expect(await balance(b.user.id)).toBe(4_500n + eachWay);
    await t.app.virtualSports.runner.tick(t.clock.now());
    expect(await balance(a.user.id)).toBe(4_500n + forecast);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('demo: the stake and the win move the launch credits, never the ledger; a penalty shoot-out settles the same way', async () => {
    const transfers = async () => (await checkLedger(db())).currencies.reduce((sum, c) => sum + c.transfers, 0);
    const before = await transfers();
    const demo = await launchVirtual(db(), gameClientOf(t.app), null, t.clock.now(), 'PenaltyShootout');
    const state = await demo.state();
    expect(state.balance).toBe('1000.00');
    const event = laterOpenEvent(state.events);
    expect(event.field).toHaveLength(2);
    expect(event.ratings).toHaveLength(2);
    const home = event.board.find((s) => s.market === 'winner' && s.pick === 'home')!;
    expect((await demo.bet({ eventNumber: event.number, market: 'winner', pick: 'home', amount: '10.00' })).statusCode).toBe(200);
    expect((await demo.state()).balance).toBe('990.00');
    t.clock.set(new Date(event.endsAt));
    const after = await demo.state();
    const result = after.events.find((e) => e.number === event.number)!.result as { homeGoals: number; awayGoals: number };
    const win = result.homeGoals > result.awayGoals ? (1_000 * Number(home.odds.replace('.', ''))) / 100 : 0;
    expect(after.bets[0]).toMatchObject({ status: 'settled', win: (Math.floor(win) / 100).toFixed(2) });
    expect(after.balance).toBe(((99_000 + Math.floor(win)) / 100).toFixed(2));
    expect(await transfers()).toBe(before);
  });
});
