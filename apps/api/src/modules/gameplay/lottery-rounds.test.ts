import { ZPlayRoundResponse, ZPlaySession, type TPlayRound } from '@casino/contracts';
import { findTitle, type LotteryConfig } from '@casino/games';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { fundedPlayer, gameClientOf, launch, roundOf } from '../../../test/play';
import { checkLedger, getPlayerBalances } from '../wallet';

const NIGHT_OWL = 'lunarforge:NightOwlKeno';
const STORM = 'northwind:StormLotto';
const PEARL = 'bluefin:PearlDiverBingo';
const nightOwl = findTitle('NightOwlKeno')!.config as LotteryConfig;
const cents = (major: string) => BigInt(major.replace('.', ''));

type LotteryRound = Extract<TPlayRound, { family: 'lottery' }>;

/** The settled ticket: distinct numbers drawn from the board, the hits the ticket's, paid by its pay table. */
function expectTicketPaid(round: LotteryRound, config: LotteryConfig) {
  expect(round.status).toBe('settled');
  const [step] = round.steps;
  expect(round.steps).toHaveLength(1);
  expect(new Set(step!.drawn).size).toBe(config.drawn);
  expect(step!.drawn.every((n) => n >= 1 && n <= config.numbers)).toBe(true);
  expect(step!.hits).toEqual(step!.drawn.filter((n) => step!.ticket.includes(n)));
  expect(step!.multiplier).toBe(config.pays[step!.ticket.length]![step!.hits.length]);
  // Pays are exact to ten-thousandths of the stake, rounded down to the cent.
  expect(cents(round.win)).toBe((cents(round.stake) * BigInt(Math.round(step!.multiplier * 10_000))) / 10_000n);
  return step!;
}

describe('lottery rounds', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const db = () => t.database.db;
  const realBalance = async (playerId: string) => (await getPlayerBalances(db(), playerId, 'EUR')).real;

  it('real money: a keno ticket takes the stake and pays its win through the ledger at once', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const play = await launch(player.game, NIGHT_OWL, false);
    const session = ZPlaySession.parse(await play.session());
    expect(session.game).toMatchObject({ family: 'lottery', rtp: '94.99' });
    expect(session.limits).toEqual({ minBet: '0.10', maxBet: '20.00', maxWin: '200000.00' });
    if (session.view.family !== 'lottery') throw new Error('a lottery view');
    expect(session.view).toMatchObject({ game: 'keno', numbers: 40, drawn: 10 });
    expect(session.view.payTables.map((table) => table.picks)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(session.view.payTables[1]).toEqual({ picks: 2, pays: [0, 1, 9.8] });

    const picks = [1, 7, 13, 22, 40];
    const response = ZPlayRoundResponse.parse((await play.open({ family: 'lottery', amount: '2.00', picks })).json());
    const round = roundOf(response.round, 'lottery');
    expect(round).toMatchObject({ stake: '2.00', bet: { amount: '2.00', picks } });
    expect(expectTicketPaid(round, nightOwl).ticket).toEqual(picks);
    const after = 9_800n + cents(round.win);
    expect(await realBalance(player.user.id)).toBe(after);
    expect([cents(response.balance), cents(round.balanceAfter!)]).toEqual([after, after]);
    expect(response.totals).toEqual({ staked: '2.00', won: round.win });
    expect(ZPlaySession.parse(await play.session()).openRound).toBeNull();
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('refuses bad picks with a 400 naming them, and moves no money', async () => {
    const player = await fundedPlayer(t.app, db(), 1_000n);
    const play = await launch(player.game, NIGHT_OWL, false);
    const cases: [unknown, string, string][] = [
      [[3, 3], 'bet.picks', 'Pick each number once; 3 is picked twice.'],
      [[0, 5], 'bet.picks', 'Pick numbers from 1 to 40; 0 is not on the board.'],
      [[41], 'bet.picks', 'Pick numbers from 1 to 40; 41 is not on the board.'],
      [[], 'bet.picks', 'Pick from 1 to 10 numbers; you picked 0.'],
      [Array.from({ length: 11 }, (_, i) => i + 1), 'bet.picks', 'Pick from 1 to 10 numbers; you picked 11.'],
    ];
    for (const [picks, field, message] of cases) {
      const res = await play.open({ family: 'lottery', amount: '1.00', picks } as never);
      const body = res.json<{ message: string; errors: { field: string; message: string }[] }>();
      expect([res.statusCode, body.message, body.errors], JSON.stringify(picks)).toEqual([400, message, [{ field, message }]]);
    }
    const notNumbers = await play.open({ family: 'lottery', amount: '1.00', picks: ['seven'] } as never);
    expect(notNumbers.statusCode).toBe(400);
    expect(notNumbers.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(['bet.picks.0']);
    const tooSmall = await play.open({ family: 'lottery', amount: '0.05', picks: [1] });
    expect([tooSmall.statusCode, tooSmall.json().message]).toEqual([400, 'The stake is below the minimum for this game.']);
    expect(await realBalance(player.user.id)).toBe(1_000n);
    expect(ZPlaySession.parse(await play.session()).openRound).toBeNull();
  });

  it('demo: a lotto ticket and a bingo card play on the demo credits without touching the ledger', async () => {
    const transfers = async () => (await checkLedger(db())).currencies.reduce((sum, c) => sum + c.transfers, 0);
    const before = await transfers();

    const lotto = await launch(gameClientOf(t.app), STORM, true);
    const lottoSession = ZPlaySession.parse(await lotto.session());
    expect(lottoSession.game.rtp).toBe('94.50');
    expect(lottoSession.view).toEqual({
      family: 'lottery',
      game: 'lotto',
      numbers: 49,
      drawn: 6,
      payTables: [{ picks: 6, pays: [0, 0, 2, 21, 217, 5000, 100000] }],
    });
    const five = await lotto.open({ family: 'lottery', amount: '1.00', picks: [1, 2, 3, 4, 5] });
    expect([five.statusCode, five.json().message]).toEqual([400, 'Pick exactly 6 numbers; you picked 5.']);
    const ticket = ZPlayRoundResponse.parse(
      (await lotto.open({ family: 'lottery', amount: '1.00', picks: [4, 8, 15, 16, 23, 42] })).json(),
    );
    expectTicketPaid(roundOf(ticket.round, 'lottery'), findTitle('StormLotto')!.config as LotteryConfig);
    expect(cents(ticket.balance)).toBe(99_900n + cents(ticket.round.win));

    const bingo = await launch(gameClientOf(t.app), PEARL, true);
    expect(ZPlaySession.parse(await bingo.session()).game.rtp).toBe('95.19');
    const withPicks = await bingo.open({ family: 'lottery', amount: '1.00', picks: [5] });
    expect([withPicks.statusCode, withPicks.json().message]).toEqual([400, 'This game deals your card: send no numbers.']);
    const card = ZPlayRoundResponse.parse((await bingo.open({ family: 'lottery', amount: '0.50', picks: [] })).json());
    const step = expectTicketPaid(roundOf(card.round, 'lottery'), findTitle('PearlDiverBingo')!.config as LotteryConfig);
    expect(new Set(step.ticket).size).toBe(24);
    expect(card.totals).toEqual({ staked: '0.50', won: card.round.win });
    expect(await transfers()).toBe(before);
  });
});
