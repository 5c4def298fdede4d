import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { paySkrillDeposit, startSkrillDeposit } from '../../../test/e-wallet-deposits';
import { createSeededRandom } from '../../../test/seeded-random';
import { insertPlayers } from '../../../test/wallet';
import { HttpError } from '../../lib/errors';
import { setLimit } from '../responsible-gaming';
import { checkLedger, createDefaultFund, getPlayerBalances } from '../wallet';

// Deposits racing each other and the player's own limit changes, on the real database when TEST_DATABASE_URL is set.

describe('deposit limits under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Enough connections for every request at once: the race is real.
    t = await createTestApp({ DATABASE_POOL_MAX: '60' });
  });
  afterAll(() => t.close());

  it('50 players race deposits against their 24-hour limit while lowering it: no limit is passed by a cent', async () => {
    const db = t.database.db;
    const random = createSeededRandom(13);
    const players = await insertPlayers(db, 50);
    const change = (playerId: string) => ({ playerId, currency: 'EUR' as const, now: t.clock.now() });
    for (const playerId of players) {
      await db.transaction((tx) => createDefaultFund(tx, playerId, 'EUR', t.clock.now()));
      await setLimit(db, { limit: 'deposit_24h', value: '100.00' }, change(playerId));
    }
    const deposit = (playerId: string, amount: bigint) => () =>
      startSkrillDeposit(t, playerId, amount).then((depositId) => ({ playerId, amount, depositId }));
    // Each player asks for four deposits of 55.00 to 60.00 (any two pass the limit), and lowers the limit to 60.00 meanwhile.
    // A player's requests side by side in the queue, in a shuffled order, so they meet on the pool's connections.
    const tasks = players.flatMap((playerId) => {
      const own = [
        ...Array.from({ length: 4 }, () => deposit(playerId, BigInt(5_500 + random.int(0, 5) * 100))),
        () => setLimit(db, { limit: 'deposit_24h', value: '60.00' }, change(playerId)).then(() => null),
      ];
      for (let i = own.length - 1; i > 0; i--) {
        const j = random.int(0, i);
        [own[i], own[j]] = [own[j]!, own[i]!];
      }
      return own;
    });
    const results = await Promise.allSettled(tasks.map((task) => task()));

    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refusals.filter((e) => !(e instanceof HttpError && e.statusCode === 409))).toEqual([]);
    expect(refusals.length).toBeGreaterThan(0);
    const started = results.flatMap((r) => (r.status === 'fulfilled' && r.value ? [r.value] : []));

    // Every accepted deposit is paid, at once.
    const outcomes = await Promise.all(started.map((d) => paySkrillDeposit(t, d.depositId, d.amount)));
    expect(outcomes.every((o) => o === 'credited')).toBe(true);

    for (const playerId of players) {
      const own = started.filter((d) => d.playerId === playerId).reduce((sum, d) => sum + d.amount, 0n);
      // The limit was never above 100.00: whatever the order, the player's deposits stay within it.
      expect(own).toBeLessThanOrEqual(10_000n);
      expect((await getPlayerBalances(db, playerId, 'EUR')).real).toBe(own);
      // Now at 60.00: one more deposit passes only if the window has room under it.
      const more = await deposit(playerId, 2_000n)().catch((e: unknown) => e);
      if (own + 2_000n > 6_000n) expect(more).toMatchObject({ statusCode: 409, message: expect.stringContaining('is 60.00 EUR') });
      else expect(more).toMatchObject({ playerId });
    }
    expect(await checkLedger(db)).toMatchObject({ isSound: true });
  });
});
