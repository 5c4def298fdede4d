import type { TSeedRotation } from '@casino/contracts';
import { generateFloats } from '@casino/games';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUpPlayer } from '../../../test/players';
import { fairSeedPairs } from '../../db/schema/gameplay';
import { rotateSeedPair, takeNextFloats } from './service';

describe('takeNextFloats', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives consecutive nonces of the active pair, with the floats its revealed seeds give', async () => {
    const { user, profile } = await signUpPlayer(t.app);
    const shown = (await profile.get('/fairness')).json().active;
    const taken = [];
    for (let i = 0; i < 3; i += 1) taken.push(await takeNextFloats(t.database.db, user.id, 10, t.clock.now()));
    expect(taken.map((x) => x.nonce)).toEqual([0, 1, 2]);
    expect(new Set(taken.map((x) => x.seedPairId)).size).toBe(1);
    for (const x of taken) expect(x).toMatchObject({ serverSeedHash: shown.serverSeedHash, clientSeed: shown.clientSeed });
    expect((await profile.get('/fairness')).json().active.nonce).toBe(3);

    const { revealed } = (await profile.post('/fairness/rotate')).json<TSeedRotation>();
    for (const x of taken) {
      expect(x.floats).toHaveLength(10);
      expect(x.floats).toEqual(
        await generateFloats({ serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: x.nonce }, 10),
      );
    }
    // The next round draws from the new pair.
    const next = await takeNextFloats(t.database.db, user.id, 1, t.clock.now());
    expect(next.nonce).toBe(0);
    expect(next.seedPairId).not.toBe(taken[0]!.seedPairId);
  });

  it("claims the nonce in the caller's transaction: a round rolled back gives it back", async () => {
    const { user } = await signUpPlayer(t.app);
    await takeNextFloats(t.database.db, user.id, 1, t.clock.now());
    const failed = t.database.db.transaction(async (tx) => {
      expect((await takeNextFloats(tx, user.id, 1, t.clock.now())).nonce).toBe(1);
      throw new Error('the round failed');
    });
    await expect(failed).rejects.toThrow('the round failed');
    expect((await takeNextFloats(t.database.db, user.id, 1, t.clock.now())).nonce).toBe(1);
  });

  it('gives 50 concurrent rounds of one player 50 distinct nonces, 0 to 49, from one pair', async () => {
    // On PostgreSQL the pool runs these transactions truly in parallel, the first pair included.
    expect(t.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'pg' : 'pglite');
    const { user } = await signUpPlayer(t.app);
    const taken = await Promise.all(
      Array.from({ length: 50 }, () => t.database.db.transaction((tx) => takeNextFloats(tx, user.id, 1, t.clock.now()))),
    );
    expect(taken.map((x) => x.nonce).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(new Set(taken.map((x) => x.seedPairId)).size).toBe(1);
  });

  it('keeps every nonce of every pair distinct while rotations run between the rounds', async () => {
    const { user } = await signUpPlayer(t.app);
    const db = t.database.db;
    const calls = Array.from({ length: 45 }, (_, i) =>
      i % 9 === 4 ? rotateSeedPair(db, user.id, t.clock.now()) : db.transaction((tx) => takeNextFloats(tx, user.id, 1, t.clock.now())),
    );
    const results = await Promise.all(calls);
    const taken = results.filter((r) => 'seedPairId' in r);
    const pairs = await db.select().from(fairSeedPairs).where(eq(fairSeedPairs.playerId, user.id));
    // Five rotations: six pairs, one of them active.
    expect(pairs).toHaveLength(6);
    expect(pairs.filter((p) => p.revealedAt === null)).toHaveLength(1);
    // Each pair's rounds used nonces 0 to its final nonce - 1, once each.
    for (const pair of pairs) {
      const nonces = taken.filter((x) => x.seedPairId === pair.id).map((x) => x.nonce);
      expect(nonces.sort((a, b) => a - b)).toEqual(Array.from({ length: pair.nonce }, (_, i) => i));
    }
    expect(taken).toHaveLength(40);
  });
});
