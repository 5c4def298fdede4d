import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { useTestDatabase } from '../../../test/app';
import type { Database, Db } from '../../db/client';
import { checkLedger, listJackpotPools } from '../wallet';
import type { JackpotSettings } from './config';
import { drawJackpot, feedJackpot, openJackpotPools, type JackpotStake } from './pools';

// The pool's rules on the ledger itself: the cap, a forced win (float 0 always wins), and two wins at once.

const SEED = 500n;
const CAP = 520n;
const settings: JackpotSettings = {
  name: 'Pool test',
  contributionBasisPoints: 100n,
  winChanceOneIn: 1_000,
  titles: new Set(['LuckyLanterns']),
  pools: new Map([['EUR', { currency: 'EUR', seed: SEED, cap: CAP }]]),
};
const at = new Date('2026-11-27T09:00:00.000Z');
const stakeOf = (amount: bigint, gameKey = 'LuckyLanterns'): JackpotStake => ({
  currency: 'EUR',
  gameKey,
  playerId: randomUUID(),
  roundId: randomUUID(),
  amount,
  at,
});

const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

describe('jackpot pools on the ledger', () => {
  let database: Database;
  useTestDatabase(async (created) => {
    database = created;
    await openJackpotPools(created.db, settings, at);
  });
  const db = () => database.db;
  const pool = async () => (await listJackpotPools(db())).find((p) => p.currency === 'EUR')!.balance;

  it('opens a pool once with its seed, however often the start runs', async () => {
    await openJackpotPools(db(), settings, at);
    await Promise.all([openJackpotPools(db(), settings, at), openJackpotPools(db(), settings, at)]);
    expect(await pool()).toBe(SEED);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('feeds the share rounded down, only for participating titles, and not past the cap', async () => {
    const stake = stakeOf(1_999n);
    expect(await inTransaction(db(), (tx) => feedJackpot(tx, settings, stake, `${stake.roundId}:bet`))).toBe(19n);
    expect(await pool()).toBe(SEED + 19n);
    const other = stakeOf(10_000n, 'LunarRoulette');
    expect(await inTransaction(db(), (tx) => feedJackpot(tx, settings, other, `${other.roundId}:bet`))).toBe(0n);
    // 100 of share, room for 1: the rest stays with the house.
    const big = stakeOf(10_000n);
    expect(await inTransaction(db(), (tx) => feedJackpot(tx, settings, big, `${big.roundId}:bet`))).toBe(1n);
    expect(await pool()).toBe(CAP);
    const more = stakeOf(10_000n);
    expect(await inTransaction(db(), (tx) => feedJackpot(tx, settings, more, `${more.roundId}:bet`))).toBe(0n);
    expect(await pool()).toBe(CAP);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('a losing float moves nothing; a winning one takes the whole pool to the house and seeds it again', async () => {
    const before = await pool();
    expect(await inTransaction(db(), (tx) => drawJackpot(tx, settings, stakeOf(100n), 0.5))).toBe(0n);
    expect(await pool()).toBe(before);
    const stake = stakeOf(100n);
    expect(await inTransaction(db(), (tx) => drawJackpot(tx, settings, stake, 0))).toBe(before);
    expect(await pool()).toBe(SEED);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('two wins at once pay the pool once: the second waits for the first and takes the fresh seed', async () => {
    const fed = stakeOf(1_000n);
    await inTransaction(db(), (tx) => feedJackpot(tx, settings, fed, `${fed.roundId}:bet`));
    const full = await pool();
    expect(full).toBe(SEED + 10n);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstDrawn!: () => void;
    const drawnFirst = new Promise<void>((resolve) => (firstDrawn = resolve));
    const first = inTransaction(db(), async (tx) => {
      const won = await drawJackpot(tx, settings, stakeOf(100n), 0);
      firstDrawn();
      await held; // the pool stays locked until this transaction commits
      return won;
    });
    await drawnFirst;
    const second = inTransaction(db(), (tx) => drawJackpot(tx, settings, stakeOf(100n), 0));
    if (inject('templateDatabaseUrl')) {
      // On PostgreSQL the second draw is seen waiting on the pool's row lock before the first commits.
      await expect
        .poll(async () => {
          const result = await db().execute(
            sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
        })
        .toBeGreaterThan(0);
    }
    release();
    expect(await Promise.all([first, second])).toEqual([full, SEED]);
    expect(await pool()).toBe(SEED);
    const paid = await db().execute(sql`SELECT coalesce(sum(amount), 0)::text AS total FROM ledger_transfers WHERE kind = 'jackpot_win'`);
    expect(BigInt((paid as unknown as { rows: { total: string }[] }).rows[0]!.total)).toBe(CAP + full + SEED);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('refuses a pool below zero in the table itself', async () => {
    await expect(db().execute(sql`UPDATE ledger_accounts SET balance = -1 WHERE kind = 'jackpot'`)).rejects.toThrow();
  });
});
