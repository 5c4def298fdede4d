import { ZPlayRoundResponse, ZPlaySession, type TPlayRound } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { fundedPlayer, gameClientOf, launch, roundOf } from '../../../test/play';
import { checkLedger, getPlayerBalances } from '../wallet';

const KRAKEN = 'bluefin:KrakenCatch';
const ICE = 'northwind:IceFishingBonanza';
const cents = (major: string) => BigInt(major.replace('.', ''));

type FishingRound = Extract<TPlayRound, { family: 'fishing' }>;

/** One settled shot: the target aimed at with its multiplier, paid stake × multiplier when caught. */
function expectShot(round: FishingRound, target: string, multiplier: number) {
  expect(round.status).toBe('settled');
  expect(round.steps).toEqual([{ target, name: expect.any(String), multiplier, caught: expect.any(Boolean) }]);
  expect(cents(round.win)).toBe(round.steps[0]!.caught ? cents(round.stake) * BigInt(multiplier) : 0n);
}

describe('fishing rounds', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const db = () => t.database.db;
  const realBalance = async (playerId: string) => (await getPlayerBalances(db(), playerId, 'EUR')).real;

  it('real money: each shot takes its stake and pays a catch through the ledger at once', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const play = await launch(player.game, KRAKEN, false);
    const session = ZPlaySession.parse(await play.session());
    expect(session.game).toMatchObject({ family: 'fishing', rtp: '96.50', volatility: 'high' });
    expect(session.limits).toEqual({ minBet: '0.10', maxBet: '100.00', maxWin: '50000.00' });
    if (session.view.family !== 'fishing') throw new Error('a fishing view');
    expect(session.view.targets.map(({ id, multiplier, capture }) => [id, multiplier, capture])).toEqual([
      ['sardine', 2, '48.25000'],
      ['squid', 5, '19.30000'],
      ['octopus', 15, '6.43333'],
      ['shark', 40, '2.41250'],
      ['serpent', 100, '0.96500'],
      ['kraken', 500, '0.19300'],
    ]);

    let balance = 10_000n;
    const shots: [string, number, string][] = [
      ['sardine', 2, '1.00'],
      ['octopus', 15, '0.50'],
      ['kraken', 500, '0.10'],
    ];
    for (const [target, multiplier, amount] of shots) {
      const response = ZPlayRoundResponse.parse((await play.open({ family: 'fishing', amount, target })).json());
      const round = roundOf(response.round, 'fishing');
      expect(round).toMatchObject({ stake: amount, bet: { amount, target } });
      expectShot(round, target, multiplier);
      balance += cents(round.win) - cents(amount);
      expect(await realBalance(player.user.id)).toBe(balance);
      expect([cents(response.balance), cents(round.balanceAfter!)]).toEqual([balance, balance]);
    }
    expect(ZPlaySession.parse(await play.session()).openRound).toBeNull();
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('refuses bad shots with a 400 naming the field, and moves no money', async () => {
    const player = await fundedPlayer(t.app, db(), 1_000n);
    const play = await launch(player.game, ICE, false);
    const cases: [unknown, string, string][] = [
      [
        { target: 'kraken', amount: '1.00' },
        'bet.target',
        "Aim at one of this game's targets: Perch, Arctic Char, Pike, Salmon, Sturgeon, Frost Pike King.",
      ],
      [{ target: 'perch', amount: '0.05' }, 'bet.amount', 'The stake is below the minimum for this game.'],
      [{ target: 'perch', amount: '50.01' }, 'bet.amount', 'The stake is above the maximum for this game.'],
    ];
    for (const [shot, field, message] of cases) {
      const res = await play.open({ family: 'fishing', ...(shot as object) } as never);
      const body = res.json<{ message: string; errors: { field: string; message: string }[] }>();
      expect([res.statusCode, body.message, body.errors], JSON.stringify(shot)).toEqual([400, message, [{ field, message }]]);
    }
    const noTarget = await play.open({ family: 'fishing', amount: '1.00' } as never);
    expect([noTarget.statusCode, noTarget.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)]).toEqual([
      400,
      ['bet.target'],
    ]);
    const badAmount = await play.open({ family: 'fishing', amount: '1.005', target: 'perch' });
    expect([badAmount.statusCode, badAmount.json<{ errors: { field: string }[] }>().errors[0]!.field]).toEqual([400, 'bet.amount']);
    expect(await realBalance(player.user.id)).toBe(1_000n);
  });

  it('demo: a shot plays on the demo credits without touching the ledger', async () => {
    const transfers = async () => (await checkLedger(db())).currencies.reduce((sum, c) => sum + c.transfers, 0);
    const before = await transfers();
    const fishing = await launch(gameClientOf(t.app), ICE, true);
    const session = ZPlaySession.parse(await fishing.session());
    expect(session.game.rtp).toBe('96.00');
    expect(session.limits).toEqual({ minBet: '0.10', maxBet: '50.00', maxWin: '10000.00' });
    const response = ZPlayRoundResponse.parse((await fishing.open({ family: 'fishing', amount: '2.00', target: 'pike' })).json());
    const round = roundOf(response.round, 'fishing');
    expectShot(round, 'pike', 5);
    expect(round.steps[0]!.name).toBe('Pike');
    expect(cents(response.balance)).toBe(99_800n + cents(round.win));
    expect(await transfers()).toBe(before);
  });
});
