import type { TCrashEvent, TCrashState } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, getPlayerBalances } from '../src/modules/wallet';
import { bettingRoundReaching, CRASH_TITLE, createStoppedClock, launchCrash, openCrashEvents } from './crash';
import { fundedPlayer, gameClientOf } from './play';
import { startTwoInstances, type Instance } from './two-instances';

// Two API instances on one PostgreSQL database and one Redis, as behind a load balancer: one round of a
// crash title, two players on each instance. CI sets TEST_DATABASE_URL and TEST_REDIS_URL.
const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(redisUrl && databaseUrl)('a crash round served by two API instances (PostgreSQL + Redis)', () => {
  const clock = createStoppedClock();
  const instances: Instance[] = [];
  let close = async () => {};

  beforeAll(async () => {
    const started = await startTwoInstances({ clock, redisUrl: redisUrl! });
    instances.push(...started.instances);
    close = started.close;
  });
  const openStreams: { close(): void }[] = [];
  afterAll(async () => {
    for (const stream of openStreams) stream.close();
    await close();
  });

  it('all four players see the same multiplier stream, cash-outs settle at the accepted multiplier, the ledger holds', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const db = a.database.db;
    const tickBoth = async () => {
      // Both instances tick; only the one holding the title's lease acts.
      await a.app.crash.runner.tick(clock.now());
      await b.app.crash.runner.tick(clock.now());
    };
    const round = await bettingRoundReaching(a.app, db, clock, CRASH_TITLE, 200);

    const players = [];
    for (const [index, instance] of [a, a, b, b].entries()) {
      const player = await fundedPlayer(a.app, db, 10_000n);
      const game = gameClientOf(instance.app, player.account);
      const crash = await launchCrash(instance.app, db, game, player.user.id, clock.now());
      const stream = await openCrashEvents(instance.url, crash.token, player.account.cookies);
      openStreams.push(stream);
      players.push({ index, player, crash, stream });
    }
    const [autoA, manualA, manualB, loserB] = players as [
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
    ];

    expect((await autoA.crash.bet('10.00', '1.50')).statusCode).toBe(200);
    expect((await manualA.crash.bet('10.00')).statusCode).toBe(200);
    expect((await manualB.crash.bet('10.00')).statusCode).toBe(200);
    expect((await loserB.crash.bet('10.00')).statusCode).toBe(200);

    // The rise, second by second; two cash-outs by hand, one on each instance, at different moments.
    const cashOuts: Record<number, TCrashState['bet']> = {};
    const seconds = Math.floor((round.bustsAt.getTime() - round.risesAt.getTime()) / 1000);
    for (let s = 0; s <= seconds; s += 1) {
      clock.set(new Date(round.risesAt.getTime() + s * 1000 + 1));
      await tickBoth();
      for (const { index, crash } of s === 2 ? [manualA] : s === 5 ? [manualB] : []) {
        const res = await crash.cashOut(round.number);
        expect(res.statusCode).toBe(200);
        cashOuts[index] = res.json<TCrashState>().bet;
      }
    }
    clock.set(new Date(round.bustsAt.getTime() + 1));
    await tickBoth();

    const isBust = (e: TCrashEvent) => e.type === 'busted' && e.round.number === round.number;
    await Promise.all(players.map(({ stream }) => stream.received(isBust)));
    const streams = players.map(({ stream }) =>
      stream.events
        .filter((e) => e.gameKey === CRASH_TITLE)
        .map((e) => ('round' in e ? `${e.type} ${e.round.number} ${e.round.multiplier}` : `${e.type} ${e.number} ${e.multiplier}`)),
    );
    for (const stream of streams.slice(1)) expect(stream).toEqual(streams[0]);
    const ticks = streams[0]!.filter((line) => line.startsWith('tick'));
    expect(ticks.length).toBe(seconds + 1);
    expect(streams[0]!.at(-1)).toBe(`busted ${round.number} ${(round.crash / 100).toFixed(2)}`);

    // Each cash-out by hand paid at the multiplier its instance accepted, the server's at that moment, and
    // announced to all.
    expect(cashOuts[1]).toMatchObject({ cashedOutAt: ticks[2]!.split(' ')[2], status: 'settled' });
    expect(cashOuts[2]).toMatchObject({ cashedOutAt: ticks[5]!.split(' ')[2], status: 'settled' });
    expect(streams[0]).toContain(`cashOut ${round.number} ${cashOuts[1]!.cashedOutAt}`);
    expect(streams[0]).toContain(`cashOut ${round.number} ${cashOuts[2]!.cashedOutAt}`);
    expect(streams[0]).toContain(`cashOut ${round.number} 1.50`);
    const balance = async (playerId: string) => (await getPlayerBalances(db, playerId, 'EUR')).real;
    const paid = (multiplier: string) => 9_000n + (1_000n * BigInt(multiplier.replace('.', ''))) / 100n;
    expect(await balance(autoA.player.user.id)).toBe(paid('1.50'));
    expect(await balance(manualA.player.user.id)).toBe(paid(cashOuts[1]!.cashedOutAt!));
    expect(await balance(manualB.player.user.id)).toBe(paid(cashOuts[2]!.cashedOutAt!));
    expect(await balance(loserB.player.user.id)).toBe(9_000n);
    expect(await checkLedger(db)).toMatchObject({ isSound: true });
  });
});
