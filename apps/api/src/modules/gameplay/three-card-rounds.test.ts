import { ZPlayRoundResponse, ZPlaySession, type TPlayBet, type TPlayRound } from '@casino/contracts';
import { cardOf, threeCardHandValue } from '@casino/games';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { fundedPlayer, gameClientOf, launch, roundOf, walletBetsOf } from '../../../test/play';
import { checkLedger, getPlayerBalances } from '../wallet';

const SHOWDOWN = 'copperfox:ThreeCardShowdown';
const cents = (major: string) => BigInt(major.replace('.', ''));

type ThreeCardRound = Extract<TPlayRound, { family: 'threeCardPoker' }>;

/** The open round shows the player's three cards and the bets, never the dealer's cards. */
function expectDealOnly(round: ThreeCardRound, bets: { ante: string; pairPlus: string }) {
  expect(round.status).toBe('open');
  expect(round.steps).toHaveLength(1);
  const [deal] = round.steps;
  if (deal?.kind !== 'deal') throw new Error('the open round shows its deal');
  expect(new Set(deal.cards).size).toBe(3);
  expect({ ante: deal.ante, pairPlus: deal.pairPlus }).toEqual(bets);
  return deal.cards;
}

/** The settled round: the six cards, the dealer's three, each bet's pay, and the win their sum. */
function expectShowdown(round: ThreeCardRound, dealt: string[], decision: 'play' | 'fold') {
  expect(round.status).toBe('settled');
  const [cards, deal, showdown] = round.steps;
  if (cards?.kind !== 'cards' || deal?.kind !== 'deal' || showdown?.kind !== 'showdown') throw new Error('cards, deal, showdown');
  expect(cards.cards.slice(0, 3)).toEqual(dealt);
  expect(showdown.dealer).toEqual(cards.cards.slice(3));
  expect(showdown.decision).toBe(decision);
  const dealerValue = threeCardHandValue(showdown.dealer.map((code) => cardOf(code)!));
  expect(showdown.qualifies).toBe(dealerValue >= 0xa00);
  const { ante, play, anteBonus, pairPlus } = showdown.pays;
  expect(cents(round.win)).toBe(cents(ante) + cents(play) + cents(anteBonus) + cents(pairPlus));
  if (decision === 'fold') expect([ante, play, anteBonus, showdown.outcome]).toEqual(['0.00', '0.00', '0.00', null]);
  return showdown;
}

describe('three card poker rounds', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const db = () => t.database.db;
  const realBalance = async (playerId: string) => (await getPlayerBalances(db(), playerId, 'EUR')).real;
  const transfers = async () => (await checkLedger(db())).currencies.reduce((sum, c) => sum + c.transfers, 0);

  it('real money: the deal takes ante and pair plus, the hand resumes after a reload, play takes the play bet through the wallet and settles', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const play = await launch(player.game, SHOWDOWN, false);
    const session = ZPlaySession.parse(await play.session());
    expect(session.game).toMatchObject({ family: 'threeCardPoker', rtp: '96.62' });
    expect(session.limits).toEqual({ minBet: '1.00', maxBet: '500.00', maxWin: '25000.00' });
    expect(session.view).toEqual({
      family: 'threeCardPoker',
      anteBonus: [
        { hand: 'straightFlush', pays: 5 },
        { hand: 'threeOfAKind', pays: 4 },
        { hand: 'straight', pays: 1 },
      ],
      pairPlus: [
        { hand: 'straightFlush', pays: 40 },
        { hand: 'threeOfAKind', pays: 30 },
        { hand: 'straight', pays: 6 },
        { hand: 'flush', pays: 4 },
        { hand: 'pair', pays: 1 },
      ],
    });

    const dealt = roundOf(
      ZPlayRoundResponse.parse((await play.open({ family: 'threeCardPoker', ante: '2.00', pairPlus: '1.00' })).json()).round,
      'threeCardPoker',
    );
    expect(dealt).toMatchObject({ stake: '3.00', win: '0.00', balanceAfter: '97.00', bet: { ante: '2.00', pairPlus: '1.00' } });
    const cards = expectDealOnly(dealt, { ante: '2.00', pairPlus: '1.00' });
    expect(await realBalance(player.user.id)).toBe(9_700n);

    const second = await play.open({ family: 'threeCardPoker', ante: '2.00' });
    expect([second.statusCode, second.json().message]).toEqual([409, expect.stringContaining(dealt.id)]);
    const reloaded = await launch(player.game, SHOWDOWN, false);
    const resumed = ZPlaySession.parse(await reloaded.session()).openRound!;
    expect(resumed.id).toBe(dealt.id);
    expect(expectDealOnly(roundOf(resumed, 'threeCardPoker'), { ante: '2.00', pairPlus: '1.00' })).toEqual(cards);

    const wrong = await reloaded.act(dealt.id, { kind: 'draw', hold: [true, true, true, true, true] });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, 'Play (a bet equal to the ante) or fold.']);

    const beforePlay = await transfers();
    const answer = ZPlayRoundResponse.parse((await reloaded.act(dealt.id, { kind: 'play' })).json());
    const settled = roundOf(answer.round, 'threeCardPoker');
    expectShowdown(settled, cards, 'play');
    expect(settled.stake).toBe('5.00');
    const after = 10_000n - 500n + cents(settled.win);
    expect(await realBalance(player.user.id)).toBe(after);
    expect([cents(answer.balance), cents(settled.balanceAfter!)]).toEqual([after, after]);
    expect((await play.session()).totals).toEqual({ staked: '5.00', won: settled.win });

    // The play bet is its own movement in the ledger, as the opening stake was; then the win (if any).
    expect((await transfers()) - beforePlay).toBe(cents(settled.win) > 0n ? 2 : 1);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
    expect(await walletBetsOf(db(), dealt.id)).toEqual([
      { uuid: '<id>:bet', amount: 300n, isSettled: true },
      { uuid: '<id>:raise', amount: 200n, isSettled: true },
    ]);

    const again = await reloaded.act(dealt.id, { kind: 'fold' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This round is over.']);
    expect(await realBalance(player.user.id)).toBe(after);
  });

  it('real money: a fold loses the ante, takes no play bet and pays the pair plus by the hand', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const play = await launch(player.game, SHOWDOWN, false);
    const dealt = roundOf(
      ZPlayRoundResponse.parse((await play.open({ family: 'threeCardPoker', ante: '1.00', pairPlus: '1.00' })).json()).round,
      'threeCardPoker',
    );
    const cards = expectDealOnly(dealt, { ante: '1.00', pairPlus: '1.00' });
    const beforeFold = await transfers();
    const settled = roundOf(ZPlayRoundResponse.parse((await play.act(dealt.id, { kind: 'fold' })).json()).round, 'threeCardPoker');
    const showdown = expectShowdown(settled, cards, 'fold');
    const pairPays: Record<string, bigint> = {
      straightFlush: 4_100n,
      threeOfAKind: 3_100n,
      straight: 700n,
      flush: 500n,
      pair: 200n,
      highCard: 0n,
    };
    const deal = settled.steps[1]!;
    expect(cents(showdown.pays.pairPlus)).toBe(deal.kind === 'deal' ? pairPays[deal.hand] : -1n);
    expect(settled.stake).toBe('2.00');
    expect(await realBalance(player.user.id)).toBe(10_000n - 200n + cents(settled.win));
    expect((await transfers()) - beforeFold).toBe(cents(settled.win) > 0n ? 1 : 0);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('a play bet the wallet cannot cover is a 409 and leaves the hand open to fold', async () => {
    const player = await fundedPlayer(t.app, db(), 250n);
    const play = await launch(player.game, SHOWDOWN, false);
    const dealt = roundOf(
      ZPlayRoundResponse.parse((await play.open({ family: 'threeCardPoker', ante: '2.00' })).json()).round,
      'threeCardPoker',
    );
    const poor = await play.act(dealt.id, { kind: 'play' });
    expect([poor.statusCode, poor.json().message]).toEqual([409, 'Not enough money in your wallet for this stake.']);
    expect(await realBalance(player.user.id)).toBe(50n);
    expect(ZPlaySession.parse(await play.session()).openRound).toMatchObject({ id: dealt.id, status: 'open', stake: '2.00' });
    const folded = await play.act(dealt.id, { kind: 'fold' });
    expect(folded.statusCode).toBe(200);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('refuses a bad bet with a 400 naming the field, before anything moves', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const play = await launch(player.game, SHOWDOWN, false);
    const refusal = async (bet: Record<string, unknown>) => {
      const res = await play.open({ family: 'threeCardPoker', ...bet } as TPlayBet);
      const body = res.json();
      return [res.statusCode, body.message, body.errors?.[0]?.field];
    };
    expect(await refusal({ ante: '0.50' })).toEqual([400, 'The ante is below the minimum for this game.', expect.stringContaining('ante')]);
    expect(await refusal({ ante: '1.00', pairPlus: '600.00' })).toEqual([
      400,
      'The pair plus bet is above the maximum for this game.',
      expect.stringContaining('pairPlus'),
    ]);
    const malformed = await play.open({ family: 'threeCardPoker', ante: 'ten' });
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json())).toContain('ante');
    expect(ZPlaySession.parse(await play.session()).openRound).toBeNull();
    expect(await realBalance(player.user.id)).toBe(10_000n);
  });

  it('demo: deals and plays on the demo credits without touching the ledger', async () => {
    const before = await transfers();
    const play = await launch(gameClientOf(t.app), SHOWDOWN, true);
    const dealt = roundOf(
      ZPlayRoundResponse.parse((await play.open({ family: 'threeCardPoker', ante: '5.00' })).json()).round,
      'threeCardPoker',
    );
    const cards = expectDealOnly(dealt, { ante: '5.00', pairPlus: '0.00' });
    expect((await play.session()).balance).toBe('995.00');
    const answer = ZPlayRoundResponse.parse((await play.act(dealt.id, { kind: 'play' })).json());
    expectShowdown(roundOf(answer.round, 'threeCardPoker'), cards, 'play');
    expect(answer.round.stake).toBe('10.00');
    expect(cents(answer.balance)).toBe(99_000n + cents(answer.round.win));
    expect(answer.totals).toEqual({ staked: '10.00', won: answer.round.win });
    expect(await transfers()).toBe(before);
  });
});
