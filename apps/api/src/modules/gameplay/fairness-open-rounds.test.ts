import { randomUUID } from 'node:crypto';
import { ZPlayRoundResponse, type TPlayAction, type TPlayBet, type TPlayRound } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { createClient, PROFILE_API } from '../../../test/http';
import { fundedPlayer, gameClientOf, launch } from '../../../test/play';
import type { Db } from '../../db/client';
import { hashToken } from '../../lib/tokens';
import { findLaunch, takeDemoStake, type LaunchRow } from './launches-repo';
import { insertRound } from './rounds-repo';
import { takeNextFloats } from './service';
import { checkLedger } from '../wallet';

// A seed pair is revealed only when none of its rounds is open: a rotation while a round is open would
// hand the player the server seed its board, hand, deck or dice were drawn from.

const MESSAGE = 'Finish your open games before changing seeds.';

const MINES_FINISH: TPlayAction[] = [{ kind: 'reveal', tile: 0 }, { kind: 'cashOut' }];

/**
 * A title per family whose round outlives its bet call, a bet on it and the decisions that end a round (craps rolls
 * on to a decision, blackjack stands on every hand and declines insurance when the dealer shows an ace).
 */
const OPEN_FAMILIES: { game: string; bet: TPlayBet; finish: TPlayAction[] }[] = [
  { game: 'bluefin:LighthouseMines', bet: { family: 'mines', amount: '10.00', mines: 3 }, finish: MINES_FINISH },
  {
    game: 'velvetreel:JacksOrBetterDeluxe',
    bet: { family: 'videoPoker', amount: '0.10' },
    finish: [{ kind: 'draw', hold: [true, true, true, true, true] }],
  },
  { game: 'copperfox:ThreeCardShowdown', bet: { family: 'threeCardPoker', ante: '1.00' }, finish: [{ kind: 'fold' }] },
  { game: 'velvetreel:CasinoHoldem', bet: { family: 'casinoHoldem', ante: '1.00' }, finish: [{ kind: 'fold' }] },
  { game: 'copperfox:CrapsCanyon', bet: { family: 'craps', line: 'pass', amount: '1.00' }, finish: [{ kind: 'roll' }] },
  {
    game: 'velvetreel:VelvetBlackjack',
    bet: { family: 'blackjack', amount: '1.00' },
    finish: [{ kind: 'stand' }, { kind: 'insurance', take: false }],
  },
];

type Play = Awaited<ReturnType<typeof launch>>;

const roundOf = (res: { statusCode: number; body: string; json(): unknown }): TPlayRound => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return ZPlayRoundResponse.parse(res.json()).round;
};

/** Plays decisions until the round is settled: at each step the first of `actions` the round takes. */
async function finish(play: Play, round: TPlayRound, actions: TPlayAction[]): Promise<void> {
  for (let step = 0; round.status === 'open' && step < 200; step += 1) {
    for (const action of actions) {
      const res = await play.act(round.id, action);
      if (res.statusCode === 200) {
        round = roundOf(res);
        break;
      }
    }
  }
  expect(round.status).toBe('settled');
}

/** Opens rounds until one stays open (a natural blackjack or a come-out decision settles at once). */
async function openRoundOf(play: Play, family: (typeof OPEN_FAMILIES)[number]): Promise<TPlayRound> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const round = roundOf(await play.open(family.bet));
    if (round.status === 'open') return round;
  }
  throw new Error(`no ${family.bet.family} round stayed open`);
}

describe('seed rotation while a round is open', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const db = () => t.database.db;

  it.each(OPEN_FAMILIES)('$bet.family, real money: rotation is refused until the round ends', async (family) => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const profile = createClient(t.app, { base: PROFILE_API, ip: player.account.ip });
    Object.assign(profile.cookies, player.account.cookies);
    const play = await launch(player.game, family.game, false);
    const round = await openRoundOf(play, family);
    const before = (await profile.get('/fairness')).json<{ active: { serverSeedHash: string } }>().active;

    for (const refused of [await profile.post('/fairness/rotate'), await profile.put('/fairness/client-seed', { clientSeed: 'mine' })]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: MESSAGE });
      expect(refused.body).not.toMatch(/serverSeed"/);
    }
    expect((await profile.get('/fairness')).json<{ active: unknown }>().active).toEqual(before);

    await finish(play, round, family.finish);
    const rotated = await profile.post('/fairness/rotate');
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json<{ revealed: { serverSeedHash: string } }>().revealed.serverSeedHash).toBe(before.serverSeedHash);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it.each(OPEN_FAMILIES)('$bet.family, demo: rotation is refused until the round ends', async (family) => {
    const visitor = gameClientOf(t.app);
    const play = await launch(visitor, family.game, true);
    const round = await openRoundOf(play, family);
    const refused = await visitor.post(`/play/${play.token}/fairness/rotate`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: MESSAGE });
    expect(refused.body).not.toMatch(/serverSeed"/);

    await finish(play, round, family.finish);
    expect((await visitor.post(`/play/${play.token}/fairness/rotate`)).statusCode).toBe(200);
  });
});

/**
 * The race: a round's transaction has claimed its nonce and stored the round open, and a rotation arrives
 * before it commits. The test plays the round's two statements (claim, insert) in a transaction it holds, waits
 * until the rotation is seen waiting for a lock, then commits: the rotation must then see the open round.
 * PostgreSQL only: PGlite has one connection, so nothing there runs at the same instant.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('seed rotation racing a round (PostgreSQL)', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const db = () => t.database.db;

  async function untilARotationWaits(): Promise<void> {
    for (let polls = 0; polls < 1_000; polls += 1) {
      const waiting = (await db().execute(
        sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      )) as unknown as { rows: { n: number }[] };
      if (waiting.rows[0]!.n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the rotation never waited for the round');
  }

  /** Runs `open` (a round's statements) in a held transaction, sends `rotate` meanwhile, commits once it waits. */
  async function race(open: (tx: Db) => Promise<void>, rotate: () => Promise<{ statusCode: number; body: string }>) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let opened!: () => void;
    const isOpened = new Promise<void>((resolve) => (opened = resolve));
    const round = db().transaction(async (tx) => {
      await open(tx as unknown as Db);
      opened();
      await released;
    });
    await isOpened;
    const rotation = rotate();
    await untilARotationWaits();
    release();
    await round;
    return rotation;
  }

  const openRow = (launch: LaunchRow, fair: { seedPairId: number | null; serverSeedHash: string; clientSeed: string; nonce: number }) => ({
    id: randomUUID(),
    launchId: launch.id,
    requestId: randomUUID(),
    playerId: launch.playerId,
    gameKey: launch.gameKey,
    family: 'mines',
    currency: launch.currency,
    isDemo: launch.isDemo,
    status: 'open' as const,
    stake: 10n,
    bet: { amount: '10', mines: 3 },
    steps: [],
    ...fair,
    createdAt: t.clock.now(),
  });

  it('real money: the rotation waits for the round, then is refused', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const profile = createClient(t.app, { base: PROFILE_API, ip: player.account.ip });
    Object.assign(profile.cookies, player.account.cookies);
    const play = await launch(player.game, 'bluefin:LighthouseMines', false);
    const row = (await findLaunch(db(), hashToken(play.token)))!;
    const rotation = await race(
      async (tx) => {
        const taken = await takeNextFloats(tx, player.user.id, 1, t.clock.now());
        await insertRound(tx, openRow(row, taken));
      },
      () => profile.post('/fairness/rotate'),
    );
    expect(rotation.statusCode, rotation.body).toBe(409);
    expect(rotation.body).toContain(MESSAGE);
  });

  it('demo: the rotation waits for the round, then is refused', async () => {
    const visitor = gameClientOf(t.app);
    const play = await launch(visitor, 'bluefin:LighthouseMines', true);
    const row = (await findLaunch(db(), hashToken(play.token)))!;
    const rotation = await race(
      async (tx) => {
        const seeds = (await takeDemoStake(tx, row.id, 10n))!;
        await insertRound(
          tx,
          openRow(row, { ...seeds, seedPairId: null, serverSeedHash: seeds.serverSeedHash!, clientSeed: seeds.clientSeed! }),
        );
      },
      () => visitor.post(`/play/${play.token}/fairness/rotate`),
    );
    expect(rotation.statusCode, rotation.body).toBe(409);
    expect(rotation.body).toContain(MESSAGE);
  });
});
