import { randomUUID } from 'node:crypto';
import { ZPlayRoundResponse, type TPlayBet, type TPlayRoundResponse } from '@casino/contracts';
import { checkRounding, findTitle, generateFloats } from '@casino/games';
import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { fundedPlayer, gameClientOf, launch } from '../../../test/play';
import { fairSeedPairs, gameRounds } from '../../db/schema/gameplay';
import { checkLedger, getPlayerBalances } from '../wallet';

const cents = (major: string) => BigInt(major.replace('.', ''));

/** One round per family, with a bet each title takes. */
const FAMILY_BETS: [string, TPlayBet][] = [
  ['lunarforge:LuckyLanterns', { family: 'slots', coinValue: '0.01' }],
  [
    'lunarforge:LunarRoulette',
    {
      family: 'roulette',
      spots: [
        { kind: 'red', amount: '1.00' },
        { kind: 'straight', numbers: [17], amount: '0.10' },
      ],
    },
  ],
  ['emberoak:EmberDice', { family: 'dice', amount: '1.00', direction: 'under', target: 5_000 }],
  ['copperfox:PlinkoPrairie', { family: 'plinko', amount: '1.00', rows: 8, risk: 'low' }],
  ['lunarforge:CometScratch', { family: 'scratch', amount: '0.50' }],
];
const MINES = 'bluefin:LighthouseMines';

describe('real-money rounds', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const db = () => t.database.db;
  const roundsOf = async (playerId: string) =>
    (await db().select({ n: count() }).from(gameRounds).where(eq(gameRounds.playerId, playerId)))[0]!.n;
  const realBalance = async (playerId: string) => (await getPlayerBalances(db(), playerId, 'EUR')).real;

  it.each(FAMILY_BETS)('%s: moves exactly the stake and the win through the ledger and settles the round', async (gameId, bet) => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const play = await launch(player.game, gameId, false);
    const res = await play.open(bet);
    expect(res.statusCode, res.body).toBe(200);
    const { round, balance, totals } = ZPlayRoundResponse.parse(res.json());
    expect(round).toMatchObject({ family: bet.family, status: 'settled', currency: 'EUR', balanceAfter: balance });
    expect(await realBalance(player.user.id)).toBe(10_000n - cents(round.stake) + cents(round.win));
    expect(cents(balance)).toBe(10_000n - cents(round.stake) + cents(round.win));
    expect(totals).toEqual({ staked: round.stake, won: round.win });
    expect(round.fairness.serverSeed).toBeNull();
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('mines: the board stays hidden while open, a reveal moves no money, cashing out (or a mine) settles', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const play = await launch(player.game, MINES, false);
    const opened = ZPlayRoundResponse.parse((await play.open({ family: 'mines', amount: '1.00', mines: 20 })).json());
    expect(opened.round).toMatchObject({ status: 'open', steps: [], stake: '1.00', win: '0.00', balanceAfter: '99.00' });
    expect(await realBalance(player.user.id)).toBe(9_900n);
    const revealed = ZPlayRoundResponse.parse((await play.act(opened.round.id, { kind: 'reveal', tile: 12 })).json());
    let last: TPlayRoundResponse = revealed;
    if (revealed.round.status === 'open') {
      expect(JSON.stringify(revealed)).not.toContain('board');
      expect(await realBalance(player.user.id)).toBe(9_900n);
      last = ZPlayRoundResponse.parse((await play.act(opened.round.id, { kind: 'cashOut' })).json());
      expect(cents(last.round.win)).toBeGreaterThan(100n);
    } else {
      expect(last.round.win).toBe('0.00');
    }
    expect(last.round.status).toBe('settled');
    expect(last.round.steps[0]).toMatchObject({ kind: 'board', mines: expect.any(Array) });
    expect(await realBalance(player.user.id)).toBe(9_900n + cents(last.round.win));
    const again = await play.act(opened.round.id, { kind: 'cashOut' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This round is over.']);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('mines: an open round blocks a second one (409 naming it) and resumes from a new launch', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const first = await launch(player.game, MINES, false);
    const { round } = ZPlayRoundResponse.parse((await first.open({ family: 'mines', amount: '1.00', mines: 20 })).json());
    const blocked = await first.open({ family: 'mines', amount: '1.00', mines: 20 });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toContain(round.id);
    const second = await launch(player.game, MINES, false);
    const session = await second.session();
    expect(session.openRound).toMatchObject({ id: round.id, status: 'open', steps: [] });
    expect((await second.open({ family: 'mines', amount: '1.00', mines: 20 })).statusCode).toBe(409);
    const revealed = ZPlayRoundResponse.parse((await second.act(round.id, { kind: 'reveal', tile: 0 })).json());
    expect(revealed.round.id).toBe(round.id);
    expect(await realBalance(player.user.id)).toBe(9_900n + cents(revealed.round.win));
  });

  it('mines: two rounds opened at once leave one open round and one stake', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const play = await launch(player.game, MINES, false);
    const bet: TPlayBet = { family: 'mines', amount: '1.00', mines: 20 };
    const answers = await Promise.all([play.open(bet), play.open(bet), play.open(bet)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const { round } = ZPlayRoundResponse.parse(answers.find((a) => a.statusCode === 200)!.json());
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().message).toContain(round.id);
    expect(await roundsOf(player.user.id)).toBe(1);
    expect(await realBalance(player.user.id)).toBe(9_900n);
  });

  it('a resent requestId answers the same round and moves nothing', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const play = await launch(player.game, 'emberoak:EmberDice', false);
    const requestId = randomUUID();
    const bet: TPlayBet = { family: 'dice', amount: '1.00', direction: 'over', target: 5_000 };
    const first = ZPlayRoundResponse.parse((await play.open(bet, requestId)).json());
    const after = await realBalance(player.user.id);
    const replay = ZPlayRoundResponse.parse((await play.open(bet, requestId)).json());
    expect(replay.round).toEqual(first.round);
    expect(await realBalance(player.user.id)).toBe(after);
    expect(await roundsOf(player.user.id)).toBe(1);
  });

  it('two bets at once with money for one: one round, the other “Not enough money”, nothing else changes', async () => {
    const player = await fundedPlayer(t.app, db(), 100n);
    const play = await launch(player.game, 'emberoak:EmberDice', false);
    const { nonce } = (await play.session()).fairness;
    // Both bets must lose whichever nonce each gets, or a win would pay for the other: the test reads the
    // (hidden) server seed and picks a target both rolls miss.
    const [pair] = await db()
      .select()
      .from(fairSeedPairs)
      .where(and(eq(fairSeedPairs.playerId, player.user.id), isNull(fairSeedPairs.revealedAt)));
    const rolls = await Promise.all(
      [nonce, nonce + 1].map(async (n) => Math.floor((await generateFloats({ ...pair!, nonce: n }, 1))[0]! * 10_001)),
    );
    // A target both rolls lose on, moved towards a smaller chance until €1.00 is paid in full on it.
    const isUnder = Math.min(...rolls) >= 2;
    let target = isUnder ? Math.min(...rolls, 9_800) : Math.max(...rolls, 200);
    const direction = isUnder ? 'under' : 'over';
    while (checkRounding(findTitle('EmberDice')!, { amount: 100n, direction, target }) !== null) target += isUnder ? -1 : 1;
    const bet: TPlayBet = { family: 'dice', amount: '1.00', direction, target };
    const answers = await Promise.all([play.open(bet), play.open(bet)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe('Not enough money in your wallet for this stake.');
    expect(ZPlayRoundResponse.parse(answers.find((a) => a.statusCode === 200)!.json()).round.win).toBe('0.00');
    expect(await roundsOf(player.user.id)).toBe(1);
    expect((await play.session()).fairness.nonce).toBe(nonce + 1);
    expect(await realBalance(player.user.id)).toBe(0n);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('refuses a bet whose win rounding down would pay below its return (400), and takes it where it is paid in full', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const dice = await launch(player.game, 'emberoak:EmberDice', false);
    // Under 89.10 plays at ×1.0999: €0.10 would be paid €0.10 on a win, 89.1 % of the stake back.
    const small = await dice.open({ family: 'dice', amount: '0.10', direction: 'under', target: 8_910 });
    expect([small.statusCode, small.json().message]).toEqual([
      400,
      "At this stake a win on this target would lose more than 0.1 % of its return to rounding down to the currency's smallest unit: raise the stake. Or choose a lower chance.",
    ]);
    const keno = await launch(player.game, 'emberoak:ForestKeno', false);
    const pickSix = await keno.open({ family: 'lottery', amount: '0.10', picks: [1, 2, 3, 4, 5, 6] });
    expect(pickSix.statusCode).toBe(400);
    expect(await realBalance(player.user.id)).toBe(10_000n);
    expect(await roundsOf(player.user.id)).toBe(0);
    const paid = await dice.open({ family: 'dice', amount: '10.00', direction: 'under', target: 8_910 });
    expect(paid.statusCode).toBe(200);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('refuses bad bets with the sentence (400) and another player’s launch (403), changing nothing', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const play = await launch(player.game, 'emberoak:EmberDice', false);
    const tooPrecise = await play.open({ family: 'dice', amount: '1.001', direction: 'under', target: 5_000 });
    expect(tooPrecise.statusCode).toBe(400);
    const badTarget = await play.open({ family: 'dice', amount: '1.00', direction: 'under', target: 1 });
    expect([badTarget.statusCode, badTarget.json().message]).toEqual([400, 'Choose a target that gives a win chance from 0.01 % to 98 %.']);
    const tooBig = await play.open({ family: 'dice', amount: '500.01', direction: 'under', target: 5_000 });
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([400, 'The stake is above the maximum for this game.']);
    const wrongFamily = await play.open({ family: 'scratch', amount: '1.00' });
    expect(wrongFamily.statusCode).toBe(400);
    const other = await fundedPlayer(t.app, db(), 10_000n);
    const stolen = gameClientOf(t.app, other.account);
    const res = await stolen.post(`/play/${play.token}/rounds`, {
      requestId: randomUUID(),
      bet: { family: 'dice', amount: '1.00', direction: 'under', target: 5_000 },
    });
    expect(res.statusCode).toBe(403);
    expect((await stolen.get(`/play/${play.token}`)).statusCode).toBe(403);
    expect((await gameClientOf(t.app).get(`/play/${play.token}`)).statusCode).toBe(401);
    expect(await realBalance(player.user.id)).toBe(10_000n);
    expect(await realBalance(other.user.id)).toBe(10_000n);
  });
});

describe('demo rounds', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  /** Every ledger transfer in every currency, from the ledger's own check. */
  const transfers = async () => (await checkLedger(t.database.db)).currencies.reduce((sum, c) => sum + c.transfers, 0);

  it('play on the launch’s demo credits and never touch the ledger', async () => {
    const play = await launch(gameClientOf(t.app), 'lunarforge:LuckyLanterns', true);
    const before = await transfers();
    for (let i = 0; i < 3; i += 1) {
      const res = await play.open({ family: 'slots', coinValue: '0.10' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const session = await play.session();
    const staked = cents(session.totals.staked);
    expect(staked).toBe(300n);
    expect(cents(session.balance)).toBe(100_000n - staked + cents(session.totals.won));
    expect(session.fairness.nonce).toBe(3);
    expect(await transfers()).toBe(before);
  });

  it('refuse a stake above the demo credits, and rotate the demo seeds revealing the old one', async () => {
    const play = await launch(gameClientOf(t.app), 'emberoak:EmberDice', true);
    const client = gameClientOf(t.app);
    const s = await play.session();
    const rotated = await client.post(`/play/${play.token}/fairness/rotate`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().revealed).toMatchObject({ serverSeedHash: s.fairness.serverSeedHash, finalNonce: 0 });
    expect(rotated.json().active.serverSeedHash).not.toBe(s.fairness.serverSeedHash);
    // 1,000 EUR of credits: a spin staking 1,000.01 is refused, and nothing moves.
    const table = await launch(gameClientOf(t.app), 'velvetreel:RubyRoulette', true);
    const res = await table.open({ family: 'roulette', spots: [{ kind: 'red', amount: '1000.01' }] });
    expect([res.statusCode, res.json().message]).toEqual([409, 'Not enough demo credits for this stake.']);
    expect(await table.session()).toMatchObject({ balance: '1000.00', fairness: { nonce: 0 }, totals: { staked: '0.00' } });
  });

  it('answer 410 once the launch has been idle for 4 hours', async () => {
    const play = await launch(gameClientOf(t.app), 'emberoak:EmberDice', true);
    t.clock.advance(4 * 3_600_000 + 1);
    const res = await play.open({ family: 'dice', amount: '1.00', direction: 'under', target: 5_000 });
    expect([res.statusCode, res.json().message]).toEqual([410, 'This game session has expired. Open the game again from the lobby.']);
  });
});
