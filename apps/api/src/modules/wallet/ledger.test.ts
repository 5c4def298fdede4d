import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/app';
import { insertPlayers } from '../../../test/wallet';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerPostings, ledgerTransfers } from '../../db/schema/wallet';
import {
  checkLedger,
  credit,
  debit,
  getHouseBalance,
  getPlayerBalances,
  hold,
  IDEMPOTENCY_CONFLICT,
  IdempotencyConflictError,
  INSUFFICIENT_FUNDS,
  InsufficientFundsError,
  release,
  shardOf,
  transfer,
} from './ledger';
import { HOUSE_SHARDS } from './ledger-types';

const key = () => `test:${crypto.randomUUID()}`;

describe('ledger', () => {
  let db: Db;
  useTestDatabase((database) => {
    db = database.db;
  });

  const deposit = (userId: string, amount: bigint, idempotencyKey = key()) =>
    credit(db, { idempotencyKey, kind: 'deposit', currency: 'EUR', amount, userId, source: { kind: 'gateway_clearing' } });

  it('moves money with two opposite postings and keeps balances on the accounts', async () => {
    const [player] = await insertPlayers(db, 1);
    const t = await deposit(player!, 2500n);
    expect(t).toMatchObject({ kind: 'deposit', currency: 'EUR', amount: 2500n, userId: player, replayed: false });
    expect((await getPlayerBalances(db, player!, 'EUR')).real).toBe(2500n);

    const postings = await db.select().from(ledgerPostings).where(eq(ledgerPostings.transferId, t.id));
    expect(postings.map((p) => [p.accountId, p.amount]).sort()).toEqual(
      [
        [t.fromAccountId, -2500n],
        [t.toAccountId, 2500n],
      ].sort(),
    );
    const [clearing] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, t.fromAccountId));
    expect(clearing).toMatchObject({ kind: 'gateway_clearing', userId: null, shard: shardOf(player!), balance: -2500n });
    expect((await checkLedger(db)).isSound).toBe(true);
  });

  it('returns the first transfer for a replayed key and moves money once', async () => {
    const [player] = await insertPlayers(db, 1);
    const idempotencyKey = key();
    const first = await deposit(player!, 1000n, idempotencyKey);
    const again = await deposit(player!, 1000n, idempotencyKey);
    expect(again).toEqual({ ...first, replayed: true });
    expect((await getPlayerBalances(db, player!, 'EUR')).real).toBe(1000n);
    const rows = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, idempotencyKey));
    expect(rows).toHaveLength(1);
  });

  it('refuses a reused key with a different amount, kind or account (409) and moves nothing', async () => {
    const [player, other] = await insertPlayers(db, 2);
    const idempotencyKey = key();
    await deposit(player!, 1000n, idempotencyKey);
    const attempts = [
      () => deposit(player!, 1001n, idempotencyKey),
      () => deposit(other!, 1000n, idempotencyKey),
      () =>
        credit(db, { idempotencyKey, kind: 'win', currency: 'EUR', amount: 1000n, userId: player!, source: { kind: 'gateway_clearing' } }),
      () => credit(db, { idempotencyKey, kind: 'deposit', currency: 'EUR', amount: 1000n, userId: player!, source: { kind: 'house' } }),
    ];
    for (const attempt of attempts) {
      const err = await attempt().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(IdempotencyConflictError);
      expect(err).toMatchObject({ statusCode: 409, message: IDEMPOTENCY_CONFLICT });
    }
    expect((await getPlayerBalances(db, player!, 'EUR')).real).toBe(1000n);
    expect((await getPlayerBalances(db, other!, 'EUR')).real).toBe(0n);
  });

  it('treats a house-side account on another shard as the same account on replay', async () => {
    const [player] = await insertPlayers(db, 1);
    const idempotencyKey = key();
    const win = (shard: number) =>
      credit(db, { idempotencyKey, kind: 'win', currency: 'EUR', amount: 40n, userId: player!, source: { kind: 'house', shard } });
    const first = await win(3);
    expect(await win(5)).toEqual({ ...first, replayed: true });
    expect((await getPlayerBalances(db, player!, 'EUR')).real).toBe(40n);
  });

  it('refuses an overdraft (422), moves nothing and leaves the key unused', async () => {
    const [player] = await insertPlayers(db, 1);
    await deposit(player!, 500n);
    const betKey = key();
    const bet = (amount: bigint) =>
      debit(db, { idempotencyKey: betKey, kind: 'bet', currency: 'EUR', amount, userId: player!, destination: { kind: 'house' } });
    const err = await bet(501n).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InsufficientFundsError);
    expect(err).toMatchObject({ statusCode: 422, message: INSUFFICIENT_FUNDS });
    expect(await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, betKey))).toHaveLength(0);
    expect((await getPlayerBalances(db, player!, 'EUR')).real).toBe(500n);

    // The refused key is free: the same bet within the balance goes through.
    expect(await bet(500n)).toMatchObject({ replayed: false, amount: 500n });
    expect((await getPlayerBalances(db, player!, 'EUR')).real).toBe(0n);
  });

  it('holds real money and releases it back or on to the clearing account', async () => {
    const [player] = await insertPlayers(db, 1);
    await deposit(player!, 10_000n);
    await hold(db, { idempotencyKey: key(), currency: 'EUR', amount: 4000n, userId: player! });
    expect(await getPlayerBalances(db, player!, 'EUR')).toEqual({ real: 6000n, bonus: 0n, freeSpin: 0n, held: 4000n });

    await release(db, { idempotencyKey: key(), currency: 'EUR', amount: 1000n, userId: player! });
    const paidOut = await release(db, {
      idempotencyKey: key(),
      currency: 'EUR',
      amount: 3000n,
      userId: player!,
      to: { kind: 'gateway_clearing' },
      metadata: { method: 'Card', reference: 'payout-1' },
    });
    expect(paidOut).toMatchObject({ kind: 'withdrawal', metadata: { method: 'Card', reference: 'payout-1' } });
    expect(await getPlayerBalances(db, player!, 'EUR')).toEqual({ real: 7000n, bonus: 0n, freeSpin: 0n, held: 0n });
    await expect(release(db, { idempotencyKey: key(), currency: 'EUR', amount: 1n, userId: player! })).rejects.toBeInstanceOf(
      InsufficientFundsError,
    );
  });

  it('spreads house-side money over shard rows and reports their sum', async () => {
    const players = await insertPlayers(db, 24, 'USD');
    for (const [i, player] of players.entries()) {
      await credit(db, {
        idempotencyKey: key(),
        kind: 'win',
        currency: 'USD',
        amount: BigInt(100 + i),
        userId: player,
        source: { kind: 'house' },
      });
    }
    const shards = await db
      .select({ shard: ledgerAccounts.shard, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.kind} = 'house' AND ${ledgerAccounts.currency} = 'USD'`);
    expect(shards.length).toBeGreaterThan(1);
    expect(shards.every((s) => s.shard >= 0 && s.shard < HOUSE_SHARDS)).toBe(true);
    const expected = -players.reduce((sum, _p, i) => sum + BigInt(100 + i), 0n);
    expect(shards.reduce((sum, s) => sum + s.balance, 0n)).toBe(expected);
    expect(await getHouseBalance(db, 'house', 'USD')).toBe(expected);
  });

  it('keeps 18-decimal crypto exact beyond 64 bits', async () => {
    const [player] = await insertPlayers(db, 1, 'ETH');
    const amount = 123_456_789_012_345_678_901_234_567n; // ~123 million ETH in wei
    await credit(db, {
      idempotencyKey: key(),
      kind: 'deposit',
      currency: 'ETH',
      amount,
      userId: player!,
      source: { kind: 'gateway_clearing' },
    });
    await debit(db, { idempotencyKey: key(), kind: 'bet', currency: 'ETH', amount: 1n, userId: player!, destination: { kind: 'house' } });
    expect((await getPlayerBalances(db, player!, 'ETH')).real).toBe(amount - 1n);
  });

  it("runs inside the caller's transaction: the caller's failure undoes the movement", async () => {
    const [player] = await insertPlayers(db, 1);
    await deposit(player!, 700n);
    await expect(
      db.transaction(async (tx) => {
        await credit(tx as unknown as Db, {
          idempotencyKey: key(),
          kind: 'bonus',
          currency: 'EUR',
          amount: 300n,
          userId: player!,
          account: 'player_bonus',
          source: { kind: 'promotions' },
        });
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await getPlayerBalances(db, player!, 'EUR')).toMatchObject({ real: 700n, bonus: 0n });
  });

  it('rejects amounts that are not positive bigints and transfers between two players', async () => {
    const [a, b] = await insertPlayers(db, 2);
    await expect(deposit(a!, 0n)).rejects.toThrow(RangeError);
    await expect(deposit(a!, -5n)).rejects.toThrow(RangeError);
    await expect(deposit(a!, 1.5 as unknown as bigint)).rejects.toThrow(RangeError);
    await expect(
      transfer(db, {
        idempotencyKey: key(),
        kind: 'adjustment',
        currency: 'EUR',
        amount: 1n,
        from: { kind: 'player_real', userId: a! },
        to: { kind: 'player_real', userId: b! },
      }),
    ).rejects.toThrow(RangeError);
  });
});
