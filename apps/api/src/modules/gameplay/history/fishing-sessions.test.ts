import { randomUUID } from 'node:crypto';
import type { TBetHistoryResponse, TPlayRound } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import type { Client } from '../../../../test/http';
import { fundedPlayer } from '../../../../test/play';
import { diceBet, openGame } from '../../../../test/play-rounds';

const MINUTE_MS = 60_000;
const DICE = 'emberoak:EmberDice';
const KRAKEN = 'bluefin:KrakenCatch';
const cents = (major: string) => BigInt(major.replace('.', ''));
/** Cents as the API writes euros: -40n → "-0.40". */
const major = (minor: bigint) => {
  const abs = minor < 0n ? -minor : minor;
  return `${minor < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};
/** The rounds newest first, as the lists give them. */
const newestFirst = (rounds: TPlayRound[]) => [...rounds].reverse();
const total = (rounds: TPlayRound[], field: 'stake' | 'win') => rounds.reduce((sum, r) => sum + cents(r[field]), 0n);

describe('fishing sessions in bet history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = async (profile: Client, path: string) => {
    const res = await profile.get(path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TBetHistoryResponse>();
  };

  /** Dice, three Kraken Catch shots in one launch, dice, then two shots in a new launch: a minute apart each. */
  async function playerWithSessions() {
    const player = await fundedPlayer(t.app, t.database.db, 100_00n);
    const dice = await openGame(player.game, DICE);
    const play = async (game: Awaited<ReturnType<typeof openGame>>, amount: string, target?: string) => {
      const round = await game.play(target ? { family: 'fishing', amount, target } : diceBet(amount));
      t.clock.advance(MINUTE_MS);
      return round;
    };
    const firstDice = await play(dice, '1.00');
    const kraken = await openGame(player.game, KRAKEN);
    const first = [await play(kraken, '1.00', 'sardine'), await play(kraken, '0.50', 'squid'), await play(kraken, '0.20', 'octopus')];
    const secondDice = await play(dice, '2.00');
    const again = await openGame(player.game, KRAKEN);
    const second = [await play(again, '0.10', 'sardine'), await play(again, '0.30', 'sardine')];
    return { ...player, firstDice, secondDice, sessions: [first, second] };
  }

  /** The line a session's shots must make. */
  const sessionLine = (shots: TPlayRound[]) => {
    const [first, last] = [shots[0]!, shots.at(-1)!];
    return {
      roundId: first.id,
      gameId: KRAKEN,
      gameName: 'Kraken Catch',
      placedAt: first.createdAt,
      settledAt: last.settledAt,
      stake: major(total(shots, 'stake')),
      win: major(total(shots, 'win')),
      balanceAfter: last.balanceAfter,
      status: 'settled',
      session: { shots: shots.length, endedAt: last.createdAt, net: major(total(shots, 'win') - total(shots, 'stake')) },
    };
  };

  it('lists the shots of one launch as one session line, between the other rounds, with totals and times', async () => {
    const { profile, firstDice, secondDice, sessions } = await playerWithSessions();
    const body = await get(profile, '/history/bet');
    expect(body.total).toBe(4);
    expect(body.bets.map((b) => b.roundId)).toEqual([sessions[1]![0]!.id, secondDice.id, sessions[0]![0]!.id, firstDice.id]);
    expect(body.bets[0]).toMatchObject(sessionLine(sessions[1]!));
    expect(body.bets[2]).toMatchObject(sessionLine(sessions[0]!));
    expect(body.bets[2]!.stake).toBe('1.70');
    expect([body.bets[1]!.session, body.bets[3]!.session]).toEqual([null, null]);

    // Pages count lines, not shots.
    const pages = await Promise.all([0, 1].map((page) => get(profile, `/history/bet?size=3&page=${page}`)));
    expect(pages.map((p) => [p.total, p.bets.length])).toEqual([
      [4, 3],
      [4, 1],
    ]);
    expect(pages[1]!.bets[0]!.roundId).toBe(firstDice.id);
  });

  it('counts only the shots inside the dates in a session line', async () => {
    const { profile, sessions } = await playerWithSessions();
    const [, second, third] = sessions[0]!;
    const query = `from=${encodeURIComponent(second!.createdAt)}&to=${encodeURIComponent(third!.createdAt)}`;
    const body = await get(profile, `/history/bet?${query}`);
    expect(body.bets).toEqual([expect.objectContaining(sessionLine([second!, third!]))]);
    const shots = await get(profile, `/history/bet/round/${third!.id}/shots?${query}`);
    expect(shots.bets.map((b) => b.roundId)).toEqual([third!.id, second!.id]);
  });

  it('opens a session into its shots, newest first, from any of them', async () => {
    const { profile, sessions } = await playerWithSessions();
    const shots = sessions[0]!;
    for (const shot of shots) {
      const body = await get(profile, `/history/bet/round/${shot.id}/shots`);
      expect(body.total).toBe(3);
      expect(body.bets.map((b) => [b.roundId, b.stake, b.win, b.session])).toEqual(
        newestFirst(shots).map((r) => [r.id, r.stake, r.win, null]),
      );
    }
    const paged = await get(profile, `/history/bet/round/${shots[0]!.id}/shots?size=2&page=1`);
    expect(paged.bets.map((b) => b.roundId)).toEqual([shots[0]!.id]);
  });

  it('answers 404 alike for another player’s shot, a round that is not a shot and an unknown id', async () => {
    const { sessions, firstDice, profile } = await playerWithSessions();
    const other = await fundedPlayer(t.app, t.database.db, 10_00n);
    for (const [client, id] of [
      [other.profile, sessions[0]![0]!.id],
      [profile, firstDice.id],
      [profile, randomUUID()],
    ] as const) {
      const res = await client.get(`/history/bet/round/${id}/shots`);
      expect([res.statusCode, res.json()]).toEqual([404, { message: 'Unknown session' }]);
    }
    const bad = await profile.get(`/history/bet/round/${sessions[0]![0]!.id}/shots?size=0`);
    expect(bad.statusCode).toBe(400);
  });

  it('exports one CSV line per shot, naming the session line each shot belongs to', async () => {
    const { profile, firstDice, secondDice, sessions } = await playerWithSessions();
    const res = await profile.get('/history/bet/export');
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = res.body
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const session = header!.indexOf('Session');
    const [first, second] = sessions.map((shots) => shots[0]!.id);
    expect(rows.map((r) => [r[0], r[session]])).toEqual([
      ...newestFirst(sessions[1]!).map((r) => [r.id, second]),
      [secondDice.id, ''],
      ...newestFirst(sessions[0]!).map((r) => [r.id, first]),
      [firstDice.id, ''],
    ]);
  });
});
