import { ZPlayRoundResponse, ZPlaySession, type TPlayRound } from '@casino/contracts';
import { cardOf, findTitle, handOf, optimalHold, type VideoPokerConfig } from '@casino/games';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { fundedPlayer, gameClientOf, launch, roundOf } from '../../../test/play';
import { checkLedger, getPlayerBalances } from '../wallet';

const JACKS = 'velvetreel:JacksOrBetterDeluxe';
const DEUCES = 'velvetreel:DeucesWildVelvet';
const jacks = findTitle('JacksOrBetterDeluxe')!.config as VideoPokerConfig satisfies VideoPokerConfig;
const cents = (major: string) => BigInt(major.replace('.', ''));
const numbers = (codes: string[]) => codes.map((code) => cardOf(code)!);
const HOLD_FIRST = [true, false, false, false, false];

type VideoPokerRound = Extract<TPlayRound, { family: 'videoPoker' }>;

/** What the open round shows: only the deal, with its hint, never the replacement cards. */
function expectDealOnly(round: VideoPokerRound) {
  expect(round.status).toBe('open');
  expect(round.steps).toHaveLength(1);
  const [deal] = round.steps;
  if (deal?.kind !== 'deal') throw new Error('the open round shows its deal');
  expect(new Set(deal.cards).size).toBe(5);
  expect(deal.hint).toEqual(optimalHold(jacks, numbers(deal.cards)).hold);
  return deal.cards;
}

/** The settled round: the ten cards of the deck, the held cards kept and each other replaced in deck order. */
function expectDrawFromDeck(round: VideoPokerRound, dealt: string[], hold: boolean[]) {
  expect(round.status).toBe('settled');
  const [cards, deal, draw] = round.steps;
  if (cards?.kind !== 'cards' || deal?.kind !== 'deal' || draw?.kind !== 'draw') throw new Error('cards, deal, draw');
  expect(cards.cards.slice(0, 5)).toEqual(dealt);
  expect(deal).toEqual({ kind: 'deal', cards: dealt });
  let next = 5;
  const final = hold.map((held, i) => (held ? dealt[i]! : cards.cards[next++]!));
  const { hand, pays } = handOf(jacks, numbers(final));
  expect(draw).toEqual({ kind: 'draw', hold, cards: final, hand, multiplier: pays });
  expect(cents(round.win)).toBe(cents(round.stake) * BigInt(pays));
}

describe('video poker rounds', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const db = () => t.database.db;
  const realBalance = async (playerId: string) => (await getPlayerBalances(db(), playerId, 'EUR')).real;

  it('real money: the deal takes the stake, the hand resumes after a reload, the draw pays through the ledger', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const play = await launch(player.game, JACKS, false);
    const session = ZPlaySession.parse(await play.session());
    expect(session.game).toMatchObject({ family: 'videoPoker', rtp: '99.54' });
    expect(session.limits).toEqual({ minBet: '0.10', maxBet: '50.00', maxWin: '40000.00' });
    expect(session.view).toMatchObject({ family: 'videoPoker', deck: 'standard' });
    if (session.view.family !== 'videoPoker') throw new Error('a video poker view');
    expect(session.view.payTable.map((row) => `${row.hand} ${row.pays}`)).toEqual([
      'royalFlush 800',
      'straightFlush 50',
      'fourAces 25',
      'fourJacksToKings 25',
      'fourFivesToTens 25',
      'fourTwosToFours 25',
      'fullHouse 9',
      'flush 6',
      'straight 4',
      'threeOfAKind 3',
      'twoPair 2',
      'jacksOrBetter 1',
    ]);

    const dealt = ZPlayRoundResponse.parse((await play.open({ family: 'videoPoker', amount: '1.00' })).json());
    const round = roundOf(dealt.round, 'videoPoker');
    expect(round).toMatchObject({ stake: '1.00', win: '0.00', balanceAfter: '99.00' });
    const cards = expectDealOnly(round);
    expect(await realBalance(player.user.id)).toBe(9_900n);

    // Another deal is refused while this hand is open; a reload (a new launch) shows the same hand.
    const second = await play.open({ family: 'videoPoker', amount: '1.00' });
    expect([second.statusCode, second.json().message]).toEqual([409, expect.stringContaining(round.id)]);
    const reloaded = await launch(player.game, JACKS, false);
    const resumed = ZPlaySession.parse(await reloaded.session()).openRound!;
    expect(resumed.id).toBe(round.id);
    expect(expectDealOnly(roundOf(resumed, 'videoPoker'))).toEqual(cards);

    // A hold that is not five true-or-false answers, or another family's decision, is refused and changes nothing.
    for (const hold of [[true], [true, false, false, false, false, false], ['yes', false, false, false, false], null]) {
      const bad = await reloaded.act(round.id, { kind: 'draw', hold });
      expect([bad.statusCode, bad.json().message], JSON.stringify(hold)).toEqual([
        400,
        'Say for each of the five cards whether to hold it (true or false).',
      ]);
    }
    const reveal = await reloaded.act(round.id, { kind: 'reveal', tile: 3 });
    expect([reveal.statusCode, reveal.json().message]).toEqual([400, 'Choose the cards to hold, then draw.']);
    expect(roundOf(ZPlaySession.parse(await reloaded.session()).openRound!, 'videoPoker').status).toBe('open');

    const drawn = ZPlayRoundResponse.parse((await reloaded.act(round.id, { kind: 'draw', hold: HOLD_FIRST })).json());
    const settled = roundOf(drawn.round, 'videoPoker');
    expectDrawFromDeck(settled, cards, HOLD_FIRST);
    expect(await realBalance(player.user.id)).toBe(9_900n + cents(settled.win));
    expect(drawn.balance).toBe(settled.balanceAfter);
    expect(cents(drawn.balance)).toBe(9_900n + cents(settled.win));
    expect(drawn.totals).toEqual({ staked: '0.00', won: '0.00' }); // the launch that drew did not deal
    expect((await play.session()).totals).toEqual({ staked: '1.00', won: settled.win });
    expect(await checkLedger(db())).toMatchObject({ isSound: true });

    const again = await reloaded.act(round.id, { kind: 'draw', hold: HOLD_FIRST });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This round is over.']);
    expect(ZPlaySession.parse(await reloaded.session()).openRound).toBeNull();
    expect(await realBalance(player.user.id)).toBe(9_900n + cents(settled.win));
  });

  it('refuses a stake outside the table limits and a stake the wallet cannot cover', async () => {
    const player = await fundedPlayer(t.app, db(), 50n);
    const play = await launch(player.game, JACKS, false);
    const tooSmall = await play.open({ family: 'videoPoker', amount: '0.05' });
    expect([tooSmall.statusCode, tooSmall.json().message]).toEqual([400, 'The stake is below the minimum for this game.']);
    const poor = await play.open({ family: 'videoPoker', amount: '1.00' });
    expect([poor.statusCode, poor.json().message]).toEqual([409, 'Not enough money in your wallet for this stake.']);
    expect((await play.session()).openRound).toBeNull();
    expect(await realBalance(player.user.id)).toBe(50n);
  });

  it('demo: deals and draws on the demo credits without touching the ledger', async () => {
    const transfers = async () => (await checkLedger(db())).currencies.reduce((sum, c) => sum + c.transfers, 0);
    const before = await transfers();
    const play = await launch(gameClientOf(t.app), JACKS, true);
    const dealt = roundOf(ZPlayRoundResponse.parse((await play.open({ family: 'videoPoker', amount: '2.00' })).json()).round, 'videoPoker');
    const cards = expectDealOnly(dealt);
    expect((await play.session()).balance).toBe('998.00');
    const hold = [false, true, false, true, true];
    const drawn = ZPlayRoundResponse.parse((await play.act(dealt.id, { kind: 'draw', hold })).json());
    expectDrawFromDeck(roundOf(drawn.round, 'videoPoker'), cards, hold);
    expect(cents(drawn.balance)).toBe(99_800n + cents(drawn.round.win));
    expect(drawn.totals).toEqual({ staked: '2.00', won: drawn.round.win });
    expect(await transfers()).toBe(before);
    const again = await play.act(dealt.id, { kind: 'draw', hold });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This round is over.']);
  });

  it('shows the deuces title its own table, with deuces wild', async () => {
    const play = await launch(gameClientOf(t.app), DEUCES, true);
    const session = ZPlaySession.parse(await play.session());
    expect(session.game.rtp).toBe('99.72');
    expect(session.view).toEqual({
      family: 'videoPoker',
      deck: 'deucesWild',
      payTable: [
        { hand: 'naturalRoyalFlush', pays: 800 },
        { hand: 'fourDeuces', pays: 200 },
        { hand: 'wildRoyalFlush', pays: 25 },
        { hand: 'fiveOfAKind', pays: 16 },
        { hand: 'straightFlush', pays: 10 },
        { hand: 'fourOfAKind', pays: 4 },
        { hand: 'fullHouse', pays: 4 },
        { hand: 'flush', pays: 3 },
        { hand: 'straight', pays: 2 },
        { hand: 'threeOfAKind', pays: 1 },
      ],
    });
  });
});
