import { ZPlayRoundResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { grantOf, grantTestBonus } from '../../../test/bonus';
import { arrangeDeal } from '../../../test/blackjack';
import { fundedPlayer, launch } from '../../../test/play';
import { checkLedger, getPlayerBalances } from '../wallet';

// Our own games with an active bonus (docs/decisions/023-wagering.md): the stake above the maximum bet is
// refused with a sentence naming it, and bonus money is staked once real money runs out.

const cents = (major: string) => BigInt(major.replace('.', ''));
const value = (code: string) => ('TJQK'.includes(code[0]!) ? 10 : code[0] === 'A' ? 1 : Number(code[0]));
const isNatural = (a: string, b: string) => (value(a) === 1 && value(b) === 10) || (value(a) === 10 && value(b) === 1);
/** A deal that stays open for a decision: no ace up (no insurance), no dealer or player blackjack. */
const isPlainDeal = ([p1, up, p2, hole]: string[]) => value(up!) !== 1 && !isNatural(up!, hole!) && !isNatural(p1!, p2!);

describe('real-money rounds with an active bonus', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const db = () => t.database.db;
  const balances = async (playerId: string) => {
    const { real, bonus } = await getPlayerBalances(db(), playerId, 'EUR');
    return { real, bonus };
  };

  it('refuses a stake above the maximum bet with the maximum named, and moves nothing', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    await grantTestBonus(db(), { userId: player.user.id, bonus: 2_000n, requirement: 70_000n, now: t.clock.now() });
    const play = await launch(player.game, 'copperfox:PlinkoPrairie', false);
    const refused = await play.open({ family: 'plinko', amount: '5.10', rows: 8, risk: 'low' });
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'The maximum stake per round while a bonus is active is 5.00 EUR.']);
    expect(await balances(player.user.id)).toEqual({ real: 10_000n, bonus: 2_000n });

    const taken = await play.open({ family: 'plinko', amount: '5.00', rows: 8, risk: 'low' });
    expect(taken.statusCode, taken.body).toBe(200);
    const { round, balance } = ZPlayRoundResponse.parse(taken.json());
    // Real money first: the bonus is untouched, and the balance shown counts both.
    expect(await balances(player.user.id)).toEqual({ real: 10_000n - 500n + cents(round.win), bonus: 2_000n });
    expect(cents(balance)).toBe(12_000n - 500n + cents(round.win));
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('counts a double with the bet: the maximum holds for the round, and a refused double leaves the hand open', async () => {
    const player = await fundedPlayer(t.app, db(), 100_000n);
    await grantTestBonus(db(), { userId: player.user.id, bonus: 2_000n, requirement: 70_000n, now: t.clock.now() });
    const play = await launch(player.game, 'velvetreel:VelvetBlackjack', false);
    await play.session();
    await arrangeDeal(db(), { playerId: player.user.id }, play, '5.00', isPlainDeal);
    const before = await balances(player.user.id);
    const dealt = ZPlayRoundResponse.parse((await play.open({ family: 'blackjack', amount: '5.00' })).json()).round;
    expect(dealt.status).toBe('open');
    const refused = await play.act(dealt.id, { kind: 'double' });
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'The maximum stake per round while a bonus is active is 5.00 EUR.']);
    expect(await balances(player.user.id)).toEqual({ real: before.real - 500n, bonus: before.bonus });
    const stood = await play.act(dealt.id, { kind: 'stand' });
    expect(ZPlayRoundResponse.parse(stood.json()).round).toMatchObject({ status: 'settled', stake: '5.00' });
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('stakes bonus money once real money runs out, and counts it towards wagering (slots 100 %)', async () => {
    const player = await fundedPlayer(t.app, db(), 0n);
    const grant = await grantTestBonus(db(), { userId: player.user.id, bonus: 2_000n, requirement: 70_000n, now: t.clock.now() });
    const play = await launch(player.game, 'lunarforge:CometScratch', false);
    const res = await play.open({ family: 'scratch', amount: '0.50' });
    expect(res.statusCode, res.body).toBe(200);
    const { round } = ZPlayRoundResponse.parse(res.json());
    // The whole round was bonus money: its win lands in bonus money.
    expect(await balances(player.user.id)).toEqual({ real: 0n, bonus: 2_000n - 50n + cents(round.win) });
    expect((await grantOf(db(), grant.id)).wagered).toBe(50n);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });
});
