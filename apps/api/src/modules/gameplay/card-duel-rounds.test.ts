import { ZPlayRoundResponse, ZPlaySession, type TPlayRound } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { fundedPlayer, gameClientOf, launch, roundOf } from '../../../test/play';
import { checkLedger, getPlayerBalances } from '../wallet';

const BACCARAT = 'velvetreel:BaccaratNoir';
const HIGH_CARD = 'emberoak:HighCardDuel';
const cents = (major: string) => BigInt(major.replace('.', ''));

type CardDuelRound = Extract<TPlayRound, { family: 'cardDuel' }>;

/** Each spot returned what its pay for the outcome says, and the round's win is their sum. */
const BACCARAT_PAYS = {
  player: { player: 2, banker: 0, tie: 1 },
  banker: { player: 0, banker: 1.95, tie: 1 },
  tie: { player: 0, banker: 0, tie: 9 },
};
function expectSpotsPaid(round: CardDuelRound) {
  expect(round.status).toBe('settled');
  expect(round.steps).toHaveLength(1);
  const step = round.steps[0]!;
  const outcome = step.playerTotal > step.bankerTotal ? 'player' : step.playerTotal < step.bankerTotal ? 'banker' : 'tie';
  expect(step.outcome).toBe(outcome);
  round.bet.spots.forEach(({ spot, amount }, i) => {
    const pays = BigInt(Math.round(BACCARAT_PAYS[spot][outcome] * 100));
    expect(cents(step.wins[i]!), spot).toBe((cents(amount) * pays) / 100n);
  });
  expect(cents(round.win)).toBe(step.wins.reduce((sum, win) => sum + cents(win), 0n));
  return step;
}

describe('card duel rounds', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const db = () => t.database.db;
  const realBalance = async (playerId: string) => (await getPlayerBalances(db(), playerId, 'EUR')).real;

  it('real money: a baccarat coup on three spots takes the stakes and pays through the ledger at once', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const play = await launch(player.game, BACCARAT, false);
    const session = ZPlaySession.parse(await play.session());
    expect(session.game).toMatchObject({ family: 'cardDuel', rtp: '98.76' });
    expect(session.limits).toEqual({ minBet: '1.00', maxBet: '2000.00', maxWin: '18000.00' });
    expect(session.view).toEqual({
      family: 'cardDuel',
      game: 'baccarat',
      decks: 8,
      spots: [
        { spot: 'player', pays: BACCARAT_PAYS.player, rtp: '98.76', isSide: false },
        { spot: 'banker', pays: BACCARAT_PAYS.banker, rtp: '98.94', isSide: false },
        { spot: 'tie', pays: BACCARAT_PAYS.tie, rtp: '85.64', isSide: true },
      ],
    });

    const spots = [
      { spot: 'player' as const, amount: '10.00' },
      { spot: 'banker' as const, amount: '5.00' },
      { spot: 'tie' as const, amount: '1.00' },
    ];
    const response = ZPlayRoundResponse.parse((await play.open({ family: 'cardDuel', spots })).json());
    const round = roundOf(response.round, 'cardDuel');
    expect(round).toMatchObject({ stake: '16.00', bet: { spots } });
    const step = expectSpotsPaid(round);
    expect(step.player.length + step.banker.length).toBeGreaterThanOrEqual(4);
    const after = 8_400n + cents(round.win);
    expect(await realBalance(player.user.id)).toBe(after);
    expect([cents(response.balance), cents(round.balanceAfter!)]).toEqual([after, after]);
    expect(response.totals).toEqual({ staked: '16.00', won: round.win });
    expect(ZPlaySession.parse(await play.session()).openRound).toBeNull();
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('refuses bad bets with a 400 naming the spots, and moves no money', async () => {
    const player = await fundedPlayer(t.app, db(), 1_000n);
    const play = await launch(player.game, BACCARAT, false);
    const cases: [unknown, string][] = [
      [[{ spot: 'tie', amount: '0.50' }], 'Tie: the stake is below the minimum for a spot.'],
      [
        [
          { spot: 'banker', amount: '1.00' },
          { spot: 'banker', amount: '2.00' },
        ],
        'Banker: that spot is in the bet twice; put all its stake on it once.',
      ],
      [
        [
          { spot: 'player', amount: '1500.00' },
          { spot: 'banker', amount: '600.00' },
        ],
        'The stakes on the table are above the maximum for one round.',
      ],
    ];
    for (const [spots, message] of cases) {
      const res = await play.open({ family: 'cardDuel', spots } as never);
      const body = res.json<{ message: string; errors: { field: string; message: string }[] }>();
      expect([res.statusCode, body.message, body.errors], JSON.stringify(spots)).toEqual([400, message, [{ field: 'bet.spots', message }]]);
    }
    const unknownSpot = await play.open({ family: 'cardDuel', spots: [{ spot: 'dragon', amount: '1.00' }] } as never);
    expect(unknownSpot.statusCode).toBe(400);
    expect(unknownSpot.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(['bet.spots.0.spot']);
    const none = await play.open({ family: 'cardDuel', spots: [] });
    expect([none.statusCode, none.json<{ errors: { field: string }[] }>().errors[0]!.field]).toEqual([400, 'bet.spots']);
    expect(await realBalance(player.user.id)).toBe(1_000n);
  });

  it('demo: high card deals one card each on the demo credits without touching the ledger', async () => {
    const transfers = async () => (await checkLedger(db())).currencies.reduce((sum, c) => sum + c.transfers, 0);
    const before = await transfers();
    const duel = await launch(gameClientOf(t.app), HIGH_CARD, true);
    const session = ZPlaySession.parse(await duel.session());
    expect(session.game.rtp).toBe('97.05');
    expect(session.limits).toEqual({ minBet: '0.50', maxBet: '500.00', maxWin: '1000.00' });
    expect(session.view).toEqual({
      family: 'cardDuel',
      game: 'highCard',
      decks: 1,
      spots: [{ spot: 'player', pays: { player: 2, banker: 0, tie: 0.5 }, rtp: '97.06', isSide: false }],
    });
    const tie = await duel.open({ family: 'cardDuel', spots: [{ spot: 'tie', amount: '1.00' }] });
    expect([tie.statusCode, tie.json().message]).toEqual([400, 'This game offers these spots: Player.']);

    const response = ZPlayRoundResponse.parse(
      (await duel.open({ family: 'cardDuel', spots: [{ spot: 'player', amount: '2.00' }] })).json(),
    );
    const round = roundOf(response.round, 'cardDuel');
    const step = round.steps[0]!;
    expect([step.player.length, step.banker.length]).toEqual([1, 1]);
    expect(step.player[0]).not.toBe(step.banker[0]); // one deck
    const ranks = '23456789TJQKA';
    expect([step.playerTotal, step.bankerTotal]).toEqual([ranks.indexOf(step.player[0]![0]!) + 2, ranks.indexOf(step.banker[0]![0]!) + 2]);
    expect(round.win).toBe({ player: '4.00', banker: '0.00', tie: '1.00' }[step.outcome]);
    expect(cents(response.balance)).toBe(99_800n + cents(round.win));
    expect(await transfers()).toBe(before);
  });
});
