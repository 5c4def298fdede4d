import { ZPlayRoundResponse, ZPlaySession, type TPlayBet, type TPlayRound } from '@casino/contracts';
import { casinoHoldemFamily, FloatSource, generateFloats, HOLDEM_FLOATS, HOLDEM_TITLES, type HoldemState } from '@casino/games';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { createClient, PROFILE_API } from '../../../test/http';
import { fundedPlayer, gameClientOf, launch, roundOf } from '../../../test/play';
import { fairSeedPairs } from '../../db/schema/gameplay';
import { checkLedger, getPlayerBalances } from '../wallet';

const HOLDEM = 'velvetreel:CasinoHoldem';
const cents = (major: string) => BigInt(major.replace('.', ''));

type HoldemRound = Extract<TPlayRound, { family: 'casinoHoldem' }>;
type Showdown = Extract<HoldemState['steps'][number], { kind: 'showdown' }>;

/** The open round shows the player's two cards, the flop, the bets and the hint; never the cards to come. */
function expectDealOnly(round: HoldemRound, bets: { ante: string; aaBonus: string }) {
  expect(round.status).toBe('open');
  expect(round.steps).toHaveLength(1);
  const [deal] = round.steps;
  if (deal?.kind !== 'deal') throw new Error('the open round shows its deal');
  expect(new Set([...deal.cards, ...deal.flop]).size).toBe(5);
  expect({ ante: deal.ante, aaBonus: deal.aaBonus }).toEqual(bets);
  expect(['call', 'fold']).toContain(deal.hint);
  return [...deal.cards, ...deal.flop];
}

/** The settled round: the nine cards, each bet's pay, and the win their sum. */
function expectShowdown(round: HoldemRound, dealt: string[], decision: 'call' | 'fold') {
  expect(round.status).toBe('settled');
  const [cards, deal, showdown] = round.steps;
  if (cards?.kind !== 'cards' || deal?.kind !== 'deal' || showdown?.kind !== 'showdown') throw new Error('cards, deal, showdown');
  expect(cards.cards.slice(0, 5)).toEqual(dealt);
  expect(deal.hint).toBeUndefined();
  expect([showdown.board, showdown.dealer]).toEqual([cards.cards.slice(2, 7), cards.cards.slice(7)]);
  expect(showdown.decision).toBe(decision);
  const { ante, call, aaBonus } = showdown.pays;
  expect(cents(round.win)).toBe(cents(ante) + cents(call) + cents(aaBonus));
  if (decision === 'fold') expect([ante, call, showdown.outcome]).toEqual(['0.00', '0.00', null]);
  return showdown;
}

describe('casino hold’em rounds', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const db = () => t.database.db;
  const realBalance = async (playerId: string) => (await getPlayerBalances(db(), playerId, 'EUR')).real;
  const transfers = async () => (await checkLedger(db())).currencies.reduce((sum, c) => sum + c.transfers, 0);

  /**
   * Arranges the player's next round: a client seed under which the active seed pair's next floats deal a
   * round that, played with `decision`, settles as `wanted` says. Written into the pair as a test's
   * arranged deck; the server seed stays the player's.
   */
  async function arrangeNextRound(
    player: Awaited<ReturnType<typeof fundedPlayer>>,
    decision: 'call' | 'fold',
    wanted: (showdown: Showdown) => boolean,
  ) {
    const profile = createClient(t.app, { base: PROFILE_API, ip: player.account.ip });
    Object.assign(profile.cookies, player.account.cookies);
    expect((await profile.get('/fairness')).statusCode).toBe(200);
    const active = and(eq(fairSeedPairs.playerId, player.user.id), isNull(fairSeedPairs.revealedAt));
    const [pair] = await db().select().from(fairSeedPairs).where(active);
    const { config } = HOLDEM_TITLES.CasinoHoldem;
    for (let i = 0; i < 2_000; i += 1) {
      const clientSeed = `arranged-${i}`;
      const floats = await generateFloats({ serverSeed: pair!.serverSeed, clientSeed, nonce: pair!.nonce }, HOLDEM_FLOATS);
      const opened = casinoHoldemFamily.open(config, { ante: 100n, aaBonus: 100n }, new FloatSource(floats));
      const settled = casinoHoldemFamily.act!(config, opened, { kind: decision });
      if (wanted(settled.steps[2] as Showdown)) {
        await db().update(fairSeedPairs).set({ clientSeed }).where(active);
        return;
      }
    }
    throw new Error('no client seed deals the round wanted');
  }

  async function playArranged(decision: 'call' | 'fold', wanted: (showdown: Showdown) => boolean) {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    await arrangeNextRound(player, decision, wanted);
    const play = await launch(player.game, HOLDEM, false);
    const opened = ZPlayRoundResponse.parse((await play.open({ family: 'casinoHoldem', ante: '1.00', aaBonus: '1.00' })).json());
    const dealt = roundOf(opened.round, 'casinoHoldem');
    const cards = expectDealOnly(dealt, { ante: '1.00', aaBonus: '1.00' });
    const before = await transfers();
    const answer = ZPlayRoundResponse.parse((await play.act(dealt.id, { kind: decision })).json());
    const settled = roundOf(answer.round, 'casinoHoldem');
    const showdown = expectShowdown(settled, cards, decision);
    expect(settled.stake).toBe(decision === 'call' ? '4.00' : '2.00');
    const after = 10_000n - cents(settled.stake) + cents(settled.win);
    expect([await realBalance(player.user.id), cents(answer.balance)]).toEqual([after, after]);
    // A call is its own wallet bet (the round's raise); then the win, if any.
    expect((await transfers()) - before).toBe((decision === 'call' ? 1 : 0) + (cents(settled.win) > 0n ? 1 : 0));
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
    return { settled, showdown };
  }

  it('real money: the deal takes ante and AA bonus, resumes after a reload, refuses another decision, and a call settles through the wallet', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const play = await launch(player.game, HOLDEM, false);
    const session = ZPlaySession.parse(await play.session());
    expect(session.game).toMatchObject({ family: 'casinoHoldem', rtp: HOLDEM_TITLES.CasinoHoldem.rtp });
    expect(session.limits).toEqual({ minBet: '1.00', maxBet: '1000.00', maxWin: '206000.00' });
    expect(session.view).toMatchObject({
      family: 'casinoHoldem',
      ante: expect.arrayContaining([
        { hand: 'royalFlush', pays: 100 },
        { hand: 'flush', pays: 2 },
        { hand: 'straight', pays: 1 },
      ]),
      aaBonus: expect.arrayContaining([{ hand: 'pairOfAces', pays: 7 }]),
      aaBonusRtp: '93.74',
    });

    const dealt = roundOf(
      ZPlayRoundResponse.parse((await play.open({ family: 'casinoHoldem', ante: '2.00', aaBonus: '1.00' })).json()).round,
      'casinoHoldem',
    );
    expect(dealt).toMatchObject({ stake: '3.00', win: '0.00', balanceAfter: '97.00', bet: { ante: '2.00', aaBonus: '1.00' } });
    const cards = expectDealOnly(dealt, { ante: '2.00', aaBonus: '1.00' });

    const second = await play.open({ family: 'casinoHoldem', ante: '2.00' });
    expect([second.statusCode, second.json().message]).toEqual([409, expect.stringContaining(dealt.id)]);
    const reloaded = await launch(player.game, HOLDEM, false);
    const resumed = ZPlaySession.parse(await reloaded.session()).openRound!;
    expect(expectDealOnly(roundOf(resumed, 'casinoHoldem'), { ante: '2.00', aaBonus: '1.00' })).toEqual(cards);

    const before = await transfers();
    for (const action of [{ kind: 'play' }, { kind: 'draw', hold: [true, true, true, true, true] }, { kind: 'raise' }]) {
      const wrong = await reloaded.act(dealt.id, action);
      expect(wrong.statusCode, JSON.stringify(action)).toBe(400);
    }
    expect((await reloaded.act(dealt.id, { kind: 'play' })).json().message).toBe('Call (a bet of two antes) or fold.');
    expect([await realBalance(player.user.id), await transfers()]).toEqual([9_700n, before]);

    const answer = ZPlayRoundResponse.parse((await reloaded.act(dealt.id, { kind: 'call' })).json());
    const settled = roundOf(answer.round, 'casinoHoldem');
    expectShowdown(settled, cards, 'call');
    expect(settled.stake).toBe('7.00');
    const after = 10_000n - 700n + cents(settled.win);
    expect([await realBalance(player.user.id), cents(settled.balanceAfter!)]).toEqual([after, after]);
    expect((await play.session()).totals).toEqual({ staked: '7.00', won: settled.win });
    expect(await checkLedger(db())).toMatchObject({ isSound: true });

    const again = await reloaded.act(dealt.id, { kind: 'fold' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This round is over.']);
    expect(await realBalance(player.user.id)).toBe(after);
  });

  it('a fold loses the ante and takes no call bet', async () => {
    const { settled } = await playArranged('fold', (s) => s.aaBonusHand === null);
    expect(settled.win).toBe('0.00');
  });

  it('a call that beats a qualifying dealer pays the ante by the table and the call even money', async () => {
    const { showdown } = await playArranged('call', (s) => s.outcome === 'win' && s.hand === 'pair' && s.aaBonusHand === null);
    expect(showdown).toMatchObject({ qualifies: true, pays: { ante: '2.00', call: '4.00', aaBonus: '0.00' } });
  });

  it('a dealer without a pair of fours pays the ante and returns the call', async () => {
    const { showdown } = await playArranged('call', (s) => !s.qualifies && s.hand === 'highCard' && s.aaBonusHand === null);
    expect(showdown).toMatchObject({ outcome: null, pays: { ante: '2.00', call: '2.00', aaBonus: '0.00' } });
  });

  it('a tie pushes the ante and the call; a better dealer takes both', async () => {
    const tie = await playArranged('call', (s) => s.outcome === 'tie' && s.aaBonusHand === null);
    expect(tie.showdown.pays).toEqual({ ante: '1.00', call: '2.00', aaBonus: '0.00' });
    const lost = await playArranged('call', (s) => s.outcome === 'lose' && s.aaBonusHand === null);
    expect([lost.showdown.pays, lost.settled.win]).toEqual([{ ante: '0.00', call: '0.00', aaBonus: '0.00' }, '0.00']);
  });

  it('the AA bonus pays on the first five cards even after a fold', async () => {
    const { showdown, settled } = await playArranged('fold', (s) => s.aaBonusHand === 'twoPair');
    expect(showdown.pays).toEqual({ ante: '0.00', call: '0.00', aaBonus: '8.00' });
    expect(settled.win).toBe('8.00');
  });

  it('a call the wallet cannot cover is a 409 and leaves the hand open to fold', async () => {
    const player = await fundedPlayer(t.app, db(), 300n);
    const play = await launch(player.game, HOLDEM, false);
    const dealt = roundOf(
      ZPlayRoundResponse.parse((await play.open({ family: 'casinoHoldem', ante: '2.00' })).json()).round,
      'casinoHoldem',
    );
    const poor = await play.act(dealt.id, { kind: 'call' });
    expect([poor.statusCode, poor.json().message]).toEqual([409, 'Not enough money in your wallet for this stake.']);
    expect(await realBalance(player.user.id)).toBe(100n);
    expect(ZPlaySession.parse(await play.session()).openRound).toMatchObject({ id: dealt.id, status: 'open', stake: '2.00' });
    expect((await play.act(dealt.id, { kind: 'fold' })).statusCode).toBe(200);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('refuses a bad bet with a 400 naming the field, before anything moves', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const play = await launch(player.game, HOLDEM, false);
    const refusal = async (bet: Record<string, unknown>) => {
      const res = await play.open({ family: 'casinoHoldem', ...bet } as TPlayBet);
      const body = res.json();
      return [res.statusCode, body.message, body.errors?.[0]?.field];
    };
    expect(await refusal({ ante: '0.50' })).toEqual([400, 'The ante is below the minimum for this game.', expect.stringContaining('ante')]);
    expect(await refusal({ ante: '1.00', aaBonus: '1000.01' })).toEqual([
      400,
      'The AA bonus bet is above the maximum for this game.',
      expect.stringContaining('aaBonus'),
    ]);
    expect((await play.open({ family: 'casinoHoldem', ante: 'ten' })).statusCode).toBe(400);
    expect((await play.open({ family: 'threeCardPoker', ante: '1.00' })).statusCode).toBe(400);
    expect(ZPlaySession.parse(await play.session()).openRound).toBeNull();
    expect(await realBalance(player.user.id)).toBe(10_000n);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('demo: Saloon Stakes and Oak Table Poker deal and call on the demo credits without touching the ledger', async () => {
    const before = await transfers();
    for (const game of ['copperfox:SaloonStakes', 'emberoak:OakTablePoker']) {
      const play = await launch(gameClientOf(t.app), game, true);
      const dealt = roundOf(
        ZPlayRoundResponse.parse((await play.open({ family: 'casinoHoldem', ante: '5.00' })).json()).round,
        'casinoHoldem',
      );
      const cards = expectDealOnly(dealt, { ante: '5.00', aaBonus: '0.00' });
      expect((await play.session()).balance).toBe('995.00');
      const answer = ZPlayRoundResponse.parse((await play.act(dealt.id, { kind: 'call' })).json());
      expectShowdown(roundOf(answer.round, 'casinoHoldem'), cards, 'call');
      expect(answer.round.stake).toBe('15.00');
      expect(cents(answer.balance)).toBe(98_500n + cents(answer.round.win));
    }
    expect(await transfers()).toBe(before);
  });
});
