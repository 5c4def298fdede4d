import { ZPlayRoundResponse, ZPlaySession, type TPlayBet, type TPlayRound } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { fundedPlayer, gameClientOf, launch, roundOf, walletBetsOf } from '../../../test/play';
import { checkLedger, getPlayerBalances } from '../wallet';

const CANYON = 'copperfox:CrapsCanyon';
const LONGSHIP = 'northwind:LongshipDice';
const cents = (major: string) => BigInt(major.replace('.', ''));

type CrapsRound = Extract<TPlayRound, { family: 'craps' }>;
const rolls = (round: CrapsRound) => round.steps.flatMap((step) => (step.kind === 'roll' ? [step] : []));

/** The win is what every settled bet paid; a settled round shows its dice, and its rolls are those dice in order. */
function expectSettled(round: CrapsRound) {
  expect(round.status).toBe('settled');
  const paid = rolls(round).flatMap((roll) => roll.results.map((result) => cents(result.paid)));
  expect(cents(round.win)).toBe(paid.reduce((a, b) => a + b, 0n));
  const dice = round.steps[0];
  if (dice?.kind !== 'dice') throw new Error('a settled round shows its dice');
  expect(rolls(round).map((roll) => roll.dice)).toEqual(rolls(round).map((_, i) => [dice.faces[2 * i], dice.faces[2 * i + 1]]));
  expect(
    rolls(round)
      .at(-1)!
      .results.some((result) => result.bet === 'line'),
  ).toBe(true);
}

type Play = Awaited<ReturnType<typeof launch>>;

/** Opens rounds until one sets a point (a come-out settles about one round in three); answers it and what the others staked and won. */
async function openUntilPoint(play: Play, bet: TPlayBet) {
  let staked = 0n;
  let won = 0n;
  for (let tries = 0; tries < 40; tries += 1) {
    const round = roundOf(ZPlayRoundResponse.parse((await play.open(bet)).json()).round, 'craps');
    if (round.status === 'open') return { round, staked, won };
    expectSettled(round);
    staked += cents(round.stake);
    won += cents(round.win);
  }
  throw new Error('no point in 40 come-outs');
}

describe('craps rounds', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const db = () => t.database.db;
  const realBalance = async (playerId: string) => (await getPlayerBalances(db(), playerId, 'EUR')).real;
  const transfers = async () => (await checkLedger(db())).currencies.reduce((sum, c) => sum + c.transfers, 0);

  it('real money: the come-out takes every bet, odds behind the line raise the stake through the wallet, rolls settle the round', async () => {
    const player = await fundedPlayer(t.app, db(), 1_000_000n);
    const play = await launch(player.game, CANYON, false);
    const session = ZPlaySession.parse(await play.session());
    expect(session.game).toMatchObject({ family: 'craps', rtp: '98.58' });
    expect(session.view).toMatchObject({
      family: 'craps',
      oddsMultiple: { 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3 },
      field: { two: 2, twelve: 3 },
      place: { 6: [7, 6] },
      maxRolls: 100,
    });
    if (session.view.family !== 'craps') throw new Error('craps view');
    expect(session.view.rtps.slice(0, 2)).toEqual([
      { bet: 'pass', rtp: '98.59' },
      { bet: 'dontPass', rtp: '98.64' },
    ]);

    const bet: TPlayBet = { family: 'craps', line: 'pass', amount: '6.00', field: '0', place: { '6': '6.00' }, hardways: { '8': '1.00' } };
    const { round: open, staked, won } = await openUntilPoint(play, bet);
    expect(open).toMatchObject({ stake: '13.00', bet: { line: 'pass', amount: '6.00', field: '0.00', place: { '6': '6.00' } } });
    expect(open.steps.some((step) => step.kind === 'dice')).toBe(false);
    const point = rolls(open).at(-1)!.point!;
    expect([4, 5, 6, 8, 9, 10]).toContain(point);
    expect(await realBalance(player.user.id)).toBe(1_000_000n - staked + won - 1_300n);

    // Resumed from another launch, with the dice still hidden.
    const reloaded = await launch(player.game, CANYON, false);
    expect(ZPlaySession.parse(await reloaded.session()).openRound).toMatchObject({ id: open.id, status: 'open' });

    const tooMuch = await reloaded.act(open.id, { kind: 'odds', amount: '999.00' });
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([400, expect.stringContaining('above the most this table allows')]);
    const malformed = await reloaded.act(open.id, { kind: 'odds', amount: 'lots' });
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json())).toContain('amount');

    const beforeOdds = await transfers();
    const withOdds = roundOf(
      ZPlayRoundResponse.parse((await reloaded.act(open.id, { kind: 'odds', amount: '12.00' })).json()).round,
      'craps',
    );
    expect([withOdds.status, withOdds.stake, withOdds.steps.at(-1)]).toEqual(['open', '25.00', { kind: 'odds', amount: '12.00' }]);
    expect(await transfers()).toBe(beforeOdds + 1);
    const again = await reloaded.act(open.id, { kind: 'odds', amount: '1.00' });
    expect([again.statusCode, again.json().message]).toEqual([400, 'The odds are already on this point.']);

    let round = withOdds;
    while (round.status === 'open')
      round = roundOf(ZPlayRoundResponse.parse((await reloaded.act(open.id, { kind: 'roll' })).json()).round, 'craps');
    expectSettled(round);
    expect(round.stake).toBe('25.00');
    const odds = rolls(round)
      .at(-1)!
      .results.find((result) => result.bet === 'odds')!;
    const trueOdds: Record<number, bigint> = { 4: 3_600n, 10: 3_600n, 5: 3_000n, 9: 3_000n, 6: 2_640n, 8: 2_640n };
    expect(cents(odds.paid)).toBe(odds.outcome === 'win' ? trueOdds[point] : 0n);

    const after = 1_000_000n - staked + won - 2_500n + cents(round.win);
    expect(await realBalance(player.user.id)).toBe(after);
    expect(cents(round.balanceAfter!)).toBe(after);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
    expect((await walletBetsOf(db(), open.id)).map(({ uuid, isSettled }) => [uuid, isSettled])).toEqual([
      ['<id>:bet', true],
      ['<id>:raise', true],
    ]);
    const over = await reloaded.act(open.id, { kind: 'roll' });
    expect([over.statusCode, over.json().message]).toEqual([409, 'This round is over.']);
  });

  it('refuses a bad bet with a 400 naming the field, before anything moves', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const play = await launch(player.game, LONGSHIP, false);
    const refusal = async (bet: Record<string, unknown>) => {
      const res = await play.open({ family: 'craps', line: 'pass', amount: '5.00', ...bet } as TPlayBet);
      const body = res.json();
      return [res.statusCode, body.message, body.errors?.[0]?.field];
    };
    expect(await refusal({ amount: '0.50' })).toEqual([400, 'The pass line bet is below the minimum for this game.', 'bet.amount']);
    expect(await refusal({ field: '2000.00' })).toEqual([400, 'The field bet is above the maximum for this game.', 'bet.field']);
    expect(await refusal({ place: { '6': '0.10' } })).toEqual([400, 'The place 6 bet is below the minimum for this game.', 'bet.place.6']);
    // Place 6 at 1.00 pays 7 to 6 as 1.16 of 1.1667: 0.3 pp of its return lost to the cent; 1.02 pays it in full.
    const [status, message] = await refusal({ place: { '6': '1.00' } });
    expect([status, message]).toEqual([
      400,
      "At this stake a place 6 win would lose more than 0.1 % of its return to rounding down to the currency's smallest unit: raise the stake. Place 6 and 8 pay to the cent on multiples of 6 of the smallest unit, 4, 5, 9 and 10 on multiples of 5.",
    ]);
    const unknown = await play.open({ family: 'craps', line: 'pass', amount: '5.00', place: { '7': '1.00' } } as unknown as TPlayBet);
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('place');
    expect(ZPlaySession.parse(await play.session()).openRound).toBeNull();
    expect(await realBalance(player.user.id)).toBe(10_000n);
  });

  it('demo: plays a round to the end on the demo credits without touching the ledger', async () => {
    const before = await transfers();
    const play = await launch(gameClientOf(t.app), LONGSHIP, true);
    const bet: TPlayBet = { family: 'craps', line: 'dontPass', amount: '5.00', field: '1.00' };
    const { round: open, staked, won } = await openUntilPoint(play, bet);
    expect(open.stake).toBe('6.00');
    const early = await play.act(open.id, { kind: 'draw', hold: [true, true, true, true, true] });
    expect([early.statusCode, early.json().message]).toEqual([400, 'Roll the dice, take odds behind the line, or bet come or don’t come.']);
    let answer = ZPlayRoundResponse.parse((await play.act(open.id, { kind: 'odds', amount: '10.00' })).json());
    while (answer.round.status === 'open') answer = ZPlayRoundResponse.parse((await play.act(open.id, { kind: 'roll' })).json());
    const round = roundOf(answer.round, 'craps');
    expectSettled(round);
    expect(round.stake).toBe('16.00');
    expect(cents(answer.balance)).toBe(100_000n - staked + won - 1_600n + cents(round.win));
    expect(await transfers()).toBe(before);
  });
});
