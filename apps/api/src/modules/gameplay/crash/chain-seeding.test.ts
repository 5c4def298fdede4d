import { ZChainBlock, ZCrashChainsResponse, ZCrashState, type TCrashChainRecord } from '@casino/contracts';
import { cappedCrash, CRASH_TITLES, crashPoint } from '@casino/games';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../../test/app';
import { CRASH_TITLE, launchCrash } from '../../../../test/crash';
import { gameClientOf } from '../../../../test/play';
import { crashRounds } from '../../../db/schema/gameplay';
import { createLocalBus } from './live-bus';
import { createCrashRunner } from './runner';
import { SEEDING_BLOCKS_AHEAD, SEEDING_CHAIN, type SeedingChain } from './seeding';

const TITLES = { [CRASH_TITLE]: CRASH_TITLES.OrbitRush };

describe('crash chains salted by a block mined after their commitment', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const db = () => t.database.db;
  const blockMs = () => t.app.config.sandboxBlockSeconds[SEEDING_CHAIN] * 1000;
  /** Moves the clock to when block `height` is the newest of the watched chain. */
  const atTip = (height: number) => t.clock.set(new Date(height * blockMs()));
  /** Ticks the app's runner; the time it ticked at (the test clock runs on between calls). */
  const tick = async () => {
    const now = t.clock.now();
    await t.app.crash.runner.tick(now);
    return now;
  };
  const rounds = async () => (await db().select().from(crashRounds)).filter((r) => r.gameKey === CRASH_TITLE);
  const listed = async (): Promise<TCrashChainRecord[]> => {
    const res = await gameClientOf(t.app).get('/crash/chains');
    expect(res.statusCode).toBe(200);
    return ZCrashChainsResponse.parse(res.json()).chains.filter((c) => c.gameKey === CRASH_TITLE);
  };
  const readBlock = (url: string) => t.app.inject({ method: 'GET', url });

  it('no round before the block has its confirmations; then the salt is its hash and round 1 plays with it', async () => {
    const committedAt = await tick();
    const tipAtCommit = Math.floor(committedAt.getTime() / blockMs());

    // Published at once: the terminating hash and a block above the newest one, with no salt yet.
    const [committed] = await listed();
    const { height, url } = committed!.saltBlock;
    expect(height).toBe(tipAtCommit + SEEDING_BLOCKS_AHEAD);
    expect(committed).toMatchObject({
      committedAt: committedAt.toISOString(),
      length: 10_000,
      saltBlock: { chain: 'BTC', url: `/payments/sandbox/chain/blocks/BTC/${height}` },
      salt: null,
      saltFixedAt: null,
    });
    expect((await readBlock(url!)).statusCode).toBe(404); // not mined: nobody knows its hash
    const demo = gameClientOf(t.app);
    const crash = await launchCrash(t.app, db(), demo, null, t.clock.now());
    const state = await demo.get(`/play/${crash.token}/crash`);
    expect([state.statusCode, state.json().message]).toEqual([
      409,
      'The first round opens once the block that gives its chain its salt is mined: try again in a moment.',
    ]);

    // Mined, one confirmation short of what deposits on that chain wait for: still no round, no salt.
    const confirmations = t.app.config.cryptoConfirmations[SEEDING_CHAIN];
    atTip(height + confirmations - 2);
    await tick();
    await tick();
    expect(await rounds()).toHaveLength(0);
    expect((await listed())[0]!.salt).toBeNull();

    // Confirmed. An instance without the title's lease leaves it alone; the leader fixes the salt from the chain.
    atTip(height + confirmations - 1);
    const other = createCrashRunner({
      db: db(),
      wallet: t.app.crash.wallet,
      bus: createLocalBus(),
      titles: TITLES,
      seeding: t.app.crash.seeding,
      onSeedingError: () => {},
    });
    await other.tick(t.clock.now());
    expect((await listed())[0]!.salt).toBeNull();
    const fixedAt = await tick();
    const block = ZChainBlock.parse((await readBlock(url!)).json());
    expect(block).toMatchObject({ chain: 'BTC', height });
    expect(new Date(block.minedAt).getTime()).toBeGreaterThan(committedAt.getTime());
    const [salted] = await listed();
    expect(salted).toMatchObject({ salt: block.hash, saltFixedAt: fixedAt.toISOString(), committedAt: committed!.committedAt });

    // The next tick opens round 1: its crash comes from the block's hash, and the game shows that salt and block.
    const openedAt = await tick();
    const [round] = await rounds();
    expect(round).toMatchObject({ number: 1, previousHash: committed!.terminatingHash });
    expect(round!.crash).toBe(cappedCrash(await crashPoint(round!.hash, block.hash), CRASH_TITLES.OrbitRush.config.maxMultiplier));
    expect(ZCrashState.parse(await crash.state()).chain).toEqual({
      terminatingHash: committed!.terminatingHash,
      salt: block.hash,
      length: 10_000,
      saltBlock: { chain: 'BTC', height, url },
    });

    // The next chain is committed as this one starts, to a block above the newest then, so its salt is ready in time.
    const [next, playing] = await listed();
    expect(playing!.terminatingHash).toBe(committed!.terminatingHash);
    expect(next).toMatchObject({ salt: null, saltBlock: { height: Math.floor(openedAt.getTime() / blockMs()) + SEEDING_BLOCKS_AHEAD } });
  });
});

describe('crash rounds while the watched chain cannot be read', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const rounds = async () => (await t.database.db.select().from(crashRounds)).filter((r) => r.gameKey === CRASH_TITLE);

  it('wait, without a chain or with one that fails, and start once the chain answers', async () => {
    const failures: unknown[] = [];
    const down: SeedingChain = {
      tipHeight: () => Promise.reject(new Error('node unreachable')),
      block: () => Promise.reject(new Error('node unreachable')),
      blockUrl: () => '',
    };
    const runnerWith = (chain: SeedingChain | null) =>
      createCrashRunner({
        db: t.database.db,
        wallet: t.app.crash.wallet,
        bus: createLocalBus(),
        titles: TITLES,
        seeding: { chain, confirmations: 2 },
        onSeedingError: (err) => failures.push(err),
      });
    for (const runner of [runnerWith(null), runnerWith(down)]) {
      for (let i = 0; i < 3; i += 1) {
        await runner.tick(t.clock.now());
        t.clock.advance(3_600_000); // an hour: the leases lapse, and any block would long be mined
      }
    }
    expect(failures).toHaveLength(3);
    const listed = ZCrashChainsResponse.parse((await gameClientOf(t.app).get('/crash/chains')).json());
    expect(listed.chains).toEqual([]);
    expect(await rounds()).toHaveLength(0);

    // The app's own runner, on the sandbox chain, commits and then plays once the block is confirmed.
    const blockMs = t.app.config.sandboxBlockSeconds[SEEDING_CHAIN] * 1000;
    for (let i = 0; i < 20 && (await rounds()).length === 0; i += 1) {
      await t.app.crash.runner.tick(t.clock.now());
      t.clock.advance(blockMs);
    }
    expect(await rounds()).toHaveLength(1);
  });
});
