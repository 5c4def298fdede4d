import { MINOR_UNITS_LIMIT } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertPlayers, useLedgerDatabase } from '../../../test/wallet';
import type { Db } from '../../db/client';
import { funds, ledgerAccounts, ledgerTransfers } from '../../db/schema/wallet';
import { BalanceLimitError, credit, debit, getPlayerBalances, IdempotencyConflictError, InsufficientFundsError, shardOf } from './ledger';

// The transfer as one call of the ledger_transfer SQL function: what it sends, and a caller's
// transaction that a refusal must leave usable, since no savepoint protects it any more.

const SOURCE = 'gateway:call';
const key = () => `call:${crypto.randomUUID()}`;

describe('ledger transfer in one call', () => {
  let db: Db;
  const { statements } = useLedgerDatabase((handle) => (db = handle));

  const deposit = (handle: Db, userId: string, amount: bigint, idempotencyKey = key()) =>
    credit(handle, {
      source: SOURCE,
      idempotencyKey,
      kind: 'deposit',
      currency: 'EUR',
      amount,
      userId,
      from: { kind: 'gateway_clearing' },
    });
  const bet = (handle: Db, userId: string, amount: bigint, idempotencyKey = key()) =>
    debit(handle, { source: SOURCE, idempotencyKey, kind: 'bet', currency: 'EUR', amount, userId, to: { kind: 'house' } });
  /** The statements `work` sends, lower-cased. */
  const sent = async (work: () => Promise<unknown>) => {
    statements.length = 0;
    await work();
    return statements.map((s) => s.trim().toLowerCase());
  };

  it('sends one statement once both accounts are known, on its own and inside a transaction, with no savepoint', async () => {
    const [player] = await insertPlayers(db, 1);
    // A first transfer creates its accounts, the next finds them and remembers their ids.
    await deposit(db, player!, 1000n);
    await deposit(db, player!, 1n);
    await bet(db, player!, 1n);
    await bet(db, player!, 1n);

    expect(await sent(() => bet(db, player!, 10n))).toEqual([
      expect.stringMatching(/^select status, id, same_details, created_at from ledger_transfer\(/),
    ]);
    const inside = await sent(() =>
      db.transaction(async (tx) => {
        await bet(tx as unknown as Db, player!, 10n);
        await deposit(tx as unknown as Db, player!, 5n);
      }),
    );
    expect(inside.filter((s) => s.includes('ledger_transfer'))).toHaveLength(2);
    expect(inside.filter((s) => !/^(begin|commit|select status, id, same_details, created_at from ledger_transfer\()/.test(s))).toEqual([]);
    expect((await getPlayerBalances(db, player!, 'EUR')).real).toBe(984n);
  });

  it("refuses an overdraft inside the caller's transaction and leaves it usable, the key free", async () => {
    const [player] = await insertPlayers(db, 1);
    await deposit(db, player!, 500n);
    const betKey = key();
    const afterRefusal = await db.transaction(async (handle) => {
      const tx = handle as unknown as Db;
      await expect(bet(tx, player!, 501n, betKey)).rejects.toBeInstanceOf(InsufficientFundsError);
      // The transaction goes on: the same key within the balance moves money, and other statements run.
      const placed = await bet(tx, player!, 200n, betKey);
      expect(placed).toMatchObject({ replayed: false, amount: 200n });
      return (await getPlayerBalances(tx, player!, 'EUR')).real;
    });
    expect(afterRefusal).toBe(300n);
    expect(await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, betKey))).toHaveLength(1);
  });

  it("answers a replay with the first transfer and a conflict with a 409 inside the caller's transaction, which stays usable", async () => {
    const [player] = await insertPlayers(db, 1);
    await deposit(db, player!, 1000n);
    const betKey = key();
    await db.transaction(async (handle) => {
      const tx = handle as unknown as Db;
      const first = await bet(tx, player!, 100n, betKey);
      expect(await bet(tx, player!, 100n, betKey)).toEqual({ ...first, replayed: true });
      await expect(bet(tx, player!, 101n, betKey)).rejects.toBeInstanceOf(IdempotencyConflictError);
      await bet(tx, player!, 50n);
    });
    expect((await getPlayerBalances(db, player!, 'EUR')).real).toBe(850n);
    // After the commit, from outside: still the first transfer.
    expect(await bet(db, player!, 100n, betKey)).toMatchObject({ replayed: true, amount: 100n });
  });

  it("refuses a balance beyond numeric(38,0) inside the caller's transaction and leaves it usable", async () => {
    const [whale] = await insertPlayers(db, 1, 'XRP');
    const pay = (handle: Db, amount: bigint) =>
      credit(handle, {
        source: SOURCE,
        idempotencyKey: key(),
        kind: 'deposit',
        currency: 'XRP',
        amount,
        userId: whale!,
        from: { kind: 'gateway_clearing' },
      });
    await pay(db, MINOR_UNITS_LIMIT - 1n);
    await db.transaction(async (handle) => {
      const tx = handle as unknown as Db;
      await expect(pay(tx, 1n)).rejects.toBeInstanceOf(BalanceLimitError);
      await debit(tx, {
        source: SOURCE,
        idempotencyKey: key(),
        kind: 'bet',
        currency: 'XRP',
        amount: 1n,
        userId: whale!,
        to: { kind: 'house' },
      });
    });
    expect((await getPlayerBalances(db, whale!, 'XRP')).real).toBe(MINOR_UNITS_LIMIT - 2n);
  });

  it('does not remember accounts created by a transaction that rolled back', async () => {
    const [player] = await insertPlayers(db, 1);
    const inCad = (handle: Db, amount: bigint) =>
      credit(handle, {
        source: SOURCE,
        idempotencyKey: key(),
        kind: 'deposit',
        currency: 'CAD',
        amount,
        userId: player!,
        from: { kind: 'gateway_clearing' },
      });
    await expect(
      db.transaction(async (handle) => {
        const tx = handle as unknown as Db;
        await inCad(tx, 100n);
        // The accounts exist inside this transaction: a second transfer finds them, and must not keep their ids.
        await inCad(tx, 50n);
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, player!))).toEqual([]);
    expect(await db.select().from(funds).where(eq(funds.userId, player!))).toEqual([]);

    // Had the rolled-back ids been kept, this would point at rows that do not exist.
    await inCad(db, 70n);
    await db.transaction((tx) => inCad(tx as unknown as Db, 30n));
    expect((await getPlayerBalances(db, player!, 'CAD')).real).toBe(100n);
  });

  it("rolls back, inside the caller's transaction, the accounts a refused first debit opened", async () => {
    const [player] = await insertPlayers(db, 1);
    await db.transaction(async (handle) => {
      const tx = handle as unknown as Db;
      const refused = debit(tx, {
        source: SOURCE,
        idempotencyKey: key(),
        kind: 'bet',
        currency: 'NOK',
        amount: 1n,
        userId: player!,
        to: { kind: 'house' },
      });
      await expect(refused).rejects.toBeInstanceOf(InsufficientFundsError);
      expect(await tx.select().from(funds).where(eq(funds.userId, player!))).toEqual([]);
    });
    expect(await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, player!))).toEqual([]);
  });

  it('replays a transfer after the house shard count changed, though the player now meets another shard', async () => {
    const players = await insertPlayers(db, 12);
    // A database opened with another count (LEDGER_HOUSE_SHARDS) puts the player's house side where shardOf says.
    const win = (userId: string, i: number, houseShards?: number) =>
      credit(db, {
        source: SOURCE,
        idempotencyKey: `shards:${userId}:${i}`,
        kind: 'win',
        currency: 'EUR',
        amount: 7n,
        userId,
        from: houseShards === undefined ? { kind: 'house' } : { kind: 'house', shard: shardOf(userId, houseShards) },
      });
    const first = await Promise.all(players.map((p) => win(p, 1)));
    const again = await Promise.all(players.map((p) => win(p, 1, 32)));
    expect(again).toEqual(first.map((t) => ({ ...t, replayed: true })));
    // New transfers use the new count: some players now meet a shard beyond the first 8.
    const later = await Promise.all(players.map((p) => win(p, 2, 32)));
    expect(later.some((t, i) => t.fromAccountId !== first[i]!.fromAccountId)).toBe(true);
    for (const p of players) expect((await getPlayerBalances(db, p, 'EUR')).real).toBe(14n);
  });
});
