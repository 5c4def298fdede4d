import { ZPlayRoundResponse, ZPlaySession, type TPlayRound } from '@casino/contracts';
import { blackjackHandTotal, type BlackjackAction, type BlackjackState, type BlackjackTable } from '@casino/games';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { arrangeDeal, playOut, shoeOf } from '../../../test/blackjack';
import { fundedPlayer, gameClientOf, launch, roundOf, walletBetsOf } from '../../../test/play';
import { checkLedger, getPlayerBalances } from '../wallet';

const VELVET = 'velvetreel:VelvetBlackjack';
const cents = (major: string) => BigInt(major.replace('.', ''));
const major = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
const value = (code: string) => ('TJQK'.includes(code[0]!) ? 10 : code[0] === 'A' ? 1 : Number(code[0]));
const isTen = (code: string) => value(code) === 10;
const isAce = (code: string) => value(code) === 1;
const isNatural = (a: string, b: string) => (isAce(a) && isTen(b)) || (isTen(a) && isAce(b));
/** The dealer shows neither an ace (insurance) nor a ten over an ace (the peek ends the round). */
const isPlainDeal = ([p1, up, p2, hole]: string[]) => !isAce(up!) && !(isTen(up!) && isAce(hole!)) && !isNatural(p1!, p2!);

type BlackjackRound = Extract<TPlayRound, { family: 'blackjack' }>;
const tableOf = (round: BlackjackRound) => {
  const table = round.steps.at(-1);
  if (table?.kind !== 'table') throw new Error('a blackjack round ends with its table');
  return table;
};
/** The hands as the API shows them, and as the engine plays them, in one shape. */
const handsOf = (round: BlackjackRound) => tableOf(round).hands.map((hand) => [hand.cards.join(' '), hand.outcome, hand.pays]);
const engineHands = (state: BlackjackState) =>
  (state.steps.at(-1) as BlackjackTable).hands.map((hand) => [hand.cards.join(' '), hand.outcome, major(hand.pays)]);

/** A 200 answer, its round a blackjack one. */
async function answer(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
  const parsed = ZPlayRoundResponse.parse(res.json());
  return { ...parsed, round: roundOf(parsed.round, 'blackjack') };
}

// A case plays ordinary rounds up to the one that deals what it needs (dozens for a dealer blackjack under an
// ace): more than the default budget on a busy machine.
describe('blackjack rounds', { timeout: 120_000 }, () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const db = () => t.database.db;
  const realBalance = async (playerId: string) => (await getPlayerBalances(db(), playerId, 'EUR')).real;
  const transfers = async () => (await checkLedger(db())).currencies.reduce((sum, c) => sum + c.transfers, 0);

  async function realTable(funding: bigint) {
    const player = await fundedPlayer(t.app, db(), funding);
    const play = await launch(player.game, VELVET, false);
    const session = ZPlaySession.parse(await play.session());
    return { player, play, session, answer };
  }

  it('real money: a split and a double raise the stake through numbered wallet bets, the hand resumes after a reload, and settles as the engine does', async () => {
    const { player, play, session, answer } = await realTable(100_000n);
    expect(session.game).toMatchObject({ family: 'blackjack', rtp: '99.48', volatility: 'low' });
    expect(session.limits).toEqual({ minBet: '1.00', maxBet: '2000.00', maxWin: '32000.00' });
    expect(session.view).toEqual({
      family: 'blackjack',
      decks: 6,
      maxHands: 4,
      blackjackPays: [3, 2],
      insurancePays: [2, 1],
      maxWinBets: 16,
    });

    // A pair the player may split, the first split hand still open to a double.
    const deal = await arrangeDeal(db(), { playerId: player.user.id }, play, '2.00', (cards) => {
      const [p1, , p2, , draw] = cards;
      return isPlainDeal(cards) && value(p1!) === value(p2!) && !isAce(p1!) && blackjackHandTotal([p1!, draw!]).total < 21;
    });
    const cards = shoeOf(deal);
    const before = await realBalance(player.user.id);
    const dealt = (await answer(await play.open({ family: 'blackjack', amount: '2.00' }))).round;
    expect(dealt).toMatchObject({ status: 'open', stake: '2.00', win: '0.00' });
    expect(dealt.steps.map((step) => step.kind)).toEqual(['table']);
    expect(tableOf(dealt)).toMatchObject({ phase: 'play', active: 0, dealer: [cards[1]], insurance: null });
    expect(tableOf(dealt).hands[0]!.cards).toEqual([cards[0], cards[2]]);
    expect(tableOf(dealt).allowed).toEqual(['hit', 'stand', 'double', 'split']);
    expect(await realBalance(player.user.id)).toBe(before - 200n);

    // Bad decisions are refused with a 4xx and nothing moves.
    const refusals = [
      [{ kind: 'insurance', take: true }, 400, 'Insurance is offered only when the dealer shows an ace, before any other decision.'],
      [{ kind: 'insurance' }, 400, undefined],
      [{ kind: 'surrender' }, 400, undefined],
    ] as const;
    for (const [action, status, message] of refusals) {
      const res = await play.act(dealt.id, action);
      expect(res.statusCode, JSON.stringify(action)).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    }
    expect((await play.act('b1d4c1d6-0000-4000-8000-000000000000', { kind: 'hit' })).statusCode).toBe(404);
    expect(ZPlaySession.parse(await play.session()).openRound).toEqual(dealt);
    expect(await realBalance(player.user.id)).toBe(before - 200n);

    const split = (await answer(await play.act(dealt.id, { kind: 'split' }))).round;
    expect([split.status, split.stake, tableOf(split).hands.length, tableOf(split).active]).toEqual(['open', '4.00', 2, 0]);
    expect(await walletBetsOf(db(), dealt.id)).toEqual([
      { uuid: '<id>:bet', amount: 200n, isSettled: false },
      { uuid: '<id>:raise', amount: 200n, isSettled: false },
    ]);

    // A new launch (a reload) resumes the open round as it was.
    const reloaded = await launch(player.game, VELVET, false);
    expect(ZPlaySession.parse(await reloaded.session()).openRound).toEqual(split);

    const actions: BlackjackAction[] = [{ kind: 'split' }, { kind: 'double' }];
    let round = (await answer(await reloaded.act(dealt.id, { kind: 'double' }))).round;
    expect(round.stake).toBe('6.00');
    while (round.status === 'open') {
      actions.push({ kind: 'stand' });
      round = (await answer(await reloaded.act(dealt.id, { kind: 'stand' }))).round;
    }
    const engine = playOut(deal, actions);
    expect(handsOf(round)).toEqual(engineHands(engine));
    expect(tableOf(round).hands[0]!.isDoubled).toBe(true);
    expect(tableOf(round).dealer).toEqual((engine.steps.at(-1) as BlackjackTable).dealer);
    expect(cents(round.win)).toBe(engine.win);
    expect(round.steps[0]).toEqual({ kind: 'shoe', cards });

    const after = before - 600n + engine.win;
    expect(await realBalance(player.user.id)).toBe(after);
    expect(cents(round.balanceAfter!)).toBe(after);
    expect(await walletBetsOf(db(), dealt.id)).toEqual([
      { uuid: '<id>:bet', amount: 200n, isSettled: true },
      { uuid: '<id>:raise', amount: 200n, isSettled: true },
      { uuid: '<id>:raise:2', amount: 200n, isSettled: true },
    ]);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
    const over = await reloaded.act(dealt.id, { kind: 'hit' });
    expect([over.statusCode, over.json().message]).toEqual([409, 'This round is over.']);
    expect(await realBalance(player.user.id)).toBe(after);
  });

  it('real money: insurance lost when the dealer has no blackjack is a raise settled at 0, and the hand plays on', async () => {
    const { player, play } = await realTable(100_000n);
    const deal = await arrangeDeal(db(), { playerId: player.user.id }, play, '2.00', ([p1, up, p2, hole]) => {
      return isAce(up!) && !isTen(hole!) && !isNatural(p1!, p2!);
    });
    const before = await realBalance(player.user.id);
    const dealt = (await answer(await play.open({ family: 'blackjack', amount: '2.00' }))).round;
    expect(tableOf(dealt)).toMatchObject({ phase: 'insurance', allowed: ['insurance'] });
    const hit = await play.act(dealt.id, { kind: 'hit' });
    expect([hit.statusCode, hit.json().message]).toEqual([400, 'Take or decline insurance first.']);

    const insured = (await answer(await play.act(dealt.id, { kind: 'insurance', take: true }))).round;
    expect([insured.stake, tableOf(insured).insurance, tableOf(insured).insurancePays, tableOf(insured).phase]).toEqual([
      '3.00',
      '1.00',
      '0.00',
      'play',
    ]);
    const settled = (await answer(await play.act(dealt.id, { kind: 'stand' }))).round;
    const engine = playOut(deal, [{ kind: 'insurance', take: true }, { kind: 'stand' }]);
    expect(handsOf(settled)).toEqual(engineHands(engine));
    expect([settled.stake, tableOf(settled).insurancePays, cents(settled.win)]).toEqual(['3.00', '0.00', engine.win]);
    expect(await realBalance(player.user.id)).toBe(before - 300n + engine.win);
    expect((await walletBetsOf(db(), dealt.id)).map((bet) => [bet.uuid, bet.amount, bet.isSettled])).toEqual([
      ['<id>:bet', 200n, true],
      ['<id>:raise', 100n, true],
    ]);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('real money: insurance won pays 2:1 when the dealer has blackjack, and a blackjack pays 3:2', async () => {
    const { player, play } = await realTable(100_000n);
    await arrangeDeal(db(), { playerId: player.user.id }, play, '2.00', ([p1, up, p2, hole]) => {
      return isAce(up!) && isTen(hole!) && !isNatural(p1!, p2!);
    });
    const before = await realBalance(player.user.id);
    const dealt = (await answer(await play.open({ family: 'blackjack', amount: '2.00' }))).round;
    const insured = (await answer(await play.act(dealt.id, { kind: 'insurance', take: true }))).round;
    expect([insured.status, insured.stake, insured.win]).toEqual(['settled', '3.00', '3.00']);
    expect(tableOf(insured)).toMatchObject({ phase: 'settled', insurance: '1.00', insurancePays: '3.00', dealerTotal: 21 });
    expect(handsOf(insured)).toEqual([[expect.any(String), 'lose', '0.00']]);
    expect(await realBalance(player.user.id)).toBe(before);
    expect((await walletBetsOf(db(), dealt.id)).every((bet) => bet.isSettled)).toBe(true);

    await arrangeDeal(db(), { playerId: player.user.id }, play, '2.00', (cards) => {
      const [p1, up, p2, hole] = cards;
      return isNatural(p1!, p2!) && !isAce(up!) && !(isTen(up!) && isAce(hole!));
    });
    const start = await realBalance(player.user.id);
    const natural = (await answer(await play.open({ family: 'blackjack', amount: '2.00' }))).round;
    expect([natural.status, natural.stake, natural.win]).toEqual(['settled', '2.00', '5.00']);
    expect(handsOf(natural)).toEqual([[expect.any(String), 'blackjack', '5.00']]);
    expect(await realBalance(player.user.id)).toBe(start + 300n);
    expect(await walletBetsOf(db(), natural.id)).toEqual([{ uuid: '<id>:bet', amount: 200n, isSettled: true }]);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('a double the wallet cannot cover is a 409 with nothing changed; two doubles at once take one raise, never an overdraft', async () => {
    // A player who stakes all the wallet holds has nothing left to double with.
    const poor = await fundedPlayer(t.app, db(), 1_000n);
    const poorPlay = await launch(poor.game, VELVET, false);
    await poorPlay.session();
    await arrangeDeal(db(), { playerId: poor.user.id }, poorPlay, '1.00', isPlainDeal);
    const left = await realBalance(poor.user.id);
    const dealt = (await answer(await poorPlay.open({ family: 'blackjack', amount: major(left) }))).round;
    const refused = await poorPlay.act(dealt.id, { kind: 'double' });
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'Not enough money in your wallet for this stake.']);
    expect(ZPlaySession.parse(await poorPlay.session()).openRound).toEqual(dealt);
    expect(await realBalance(poor.user.id)).toBe(0n);
    expect((await answer(await poorPlay.act(dealt.id, { kind: 'stand' }))).round.status).toBe('settled');

    // Two doubles sent at once queue on the round: one raises and settles the hand, the other finds it over.
    const { player, play } = await realTable(100_000n);
    await arrangeDeal(db(), { playerId: player.user.id }, play, '2.00', isPlainDeal);
    const open = (await answer(await play.open({ family: 'blackjack', amount: '2.00' }))).round;
    const both = await Promise.all([play.act(open.id, { kind: 'double' }), play.act(open.id, { kind: 'double' })]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await walletBetsOf(db(), open.id)).map((b) => [b.uuid, b.amount, b.isSettled])).toEqual([
      ['<id>:bet', 200n, true],
      ['<id>:raise', 200n, true],
    ]);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('refuses a bad bet with a 400 naming the amount, before anything moves', async () => {
    const { player, play } = await realTable(10_000n);
    const refusals = [
      ['0.50', 'The bet is below the minimum for this game.'],
      ['2000.01', 'The bet is above the maximum for this game.'],
      ['ten', expect.any(String)],
    ] as const;
    for (const [amount, message] of refusals) {
      const res = await play.open({ family: 'blackjack', amount });
      expect([res.statusCode, res.json().message, res.json().errors?.[0]?.field], amount).toEqual([400, message, 'bet.amount']);
    }
    expect(ZPlaySession.parse(await play.session()).openRound).toBeNull();
    expect(await realBalance(player.user.id)).toBe(10_000n);
  });

  it('demo: splits and settles on the demo credits without touching the ledger', async () => {
    const before = await transfers();
    const play = await launch(gameClientOf(t.app), VELVET, true);
    const deal = await arrangeDeal(db(), { launchToken: play.token }, play, '5.00', (cards) => {
      const [p1, , p2] = cards;
      return isPlainDeal(cards) && value(p1!) === value(p2!) && !isAce(p1!);
    });
    const start = cents((await play.session()).balance);
    const dealt = ZPlayRoundResponse.parse((await play.open({ family: 'blackjack', amount: '5.00' })).json()).round;
    const actions: BlackjackAction[] = [{ kind: 'split' }];
    let answer = ZPlayRoundResponse.parse((await play.act(dealt.id, { kind: 'split' })).json());
    while (answer.round.status === 'open') {
      actions.push({ kind: 'stand' });
      answer = ZPlayRoundResponse.parse((await play.act(dealt.id, { kind: 'stand' })).json());
    }
    const engine = playOut(deal, actions);
    expect(handsOf(roundOf(answer.round, 'blackjack'))).toEqual(engineHands(engine));
    expect(answer.round.stake).toBe('10.00');
    expect(cents(answer.balance)).toBe(start - 1_000n + engine.win);
    expect(await transfers()).toBe(before);
  });
});
