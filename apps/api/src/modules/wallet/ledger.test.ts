import { MINOR_UNITS_LIMIT } from '@casino/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertPlayers, useLedgerDatabase } from '../../../test/wallet';
import type { Db } from '../../db/client';
import { funds, ledgerAccounts, ledgerPostings, ledgerTransfers } from '../../db/schema/wallet';
import { HttpError } from '../../lib/errors';
import {
  BALANCE_LIMIT_REACHED,
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
import { HOUSE_SHARDS, MAX_HOUSE_SHARDS, type TransferInput } from './ledger-types';

const SOURCE = 'gateway:test';
const key = () => `test:${crypto.randomUUID()}`;

describe('ledger', () => {
  let db: Db;
  useLedgerDatabase((handle) => (db = handle));

  const deposit = (userId: string, amount: bigint, idempotencyKey = key(), metadata?: Record<string, unknown>) =>
    credit(db, {
      source: SOURCE,
      idempotencyKey,
      kind: 'deposit',
      currency: 'EUR',
      amount,
      userId,
      from: { kind: 'gateway_clearing' },
      metadata,
    });

  it('moves money with two opposite postings and keeps balances on the accounts', async () => {
    const [player] = await insertPlayers(db, 1);
    const t = await deposit(player!, 2500n);
    expect(t).toMatchObject({ source: SOURCE, kind: 'deposit', currency: 'EUR', amount: 2500n, userId: player, replayed: false });
    expect((await getPlayerBalances(db, player!, 'EUR')).real).toBe(2500n);

    const postings = await db.select().from(ledgerPostings).where(eq(ledgerPostings.transferId, t.id));
    expect(postings.map((p) => [p.accountId, p.amount]).sort()).toEqual(
      [
        [t.fromAccountId, -2500n],
        [t.toAccountId, 2500n],
      ].sort(),
    );
    const [clearing] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, t.fromAccountId));
    expect(clearing).toMatchObject({ kind: 'gateway_clearing', userId: null, shard: shardOf(player!, HOUSE_SHARDS), balance: -2500n });
  });

  it('returns the first transfer for a replayed key and moves money once', async () => {
    const [player] = await insertPlayers(db, 1);
    const idempotencyKey = key();
    const first = await deposit(player!, 1000n, idempotencyKey, { method: 'Card', reference: 'pay-1' });
    // Same details, metadata keys in another order: the same event.
    const again = await deposit(player!, 1000n, idempotencyKey, { reference: 'pay-1', method: 'Card' });
    expect(again).toEqual({ ...first, replayed: true });
    expect((await getPlayerBalances(db, player!, 'EUR')).real).toBe(1000n);
    const rows = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, idempotencyKey));
    expect(rows).toHaveLength(1);
  });

  it('refuses a reused key with a different amount, kind, account or metadata (409) and moves nothing', async () => {
    const [player, other] = await insertPlayers(db, 2);
    const idempotencyKey = key();
    const metadata = { method: 'Card', gateway: 'sandbox', reference: 'pay-7', round: 'r-1', game: 'acme:Slot' };
    await deposit(player!, 1000n, idempotencyKey, metadata);
    const base = { source: SOURCE, idempotencyKey, currency: 'EUR', amount: 1000n, userId: player!, metadata } as const;
    const attempts = [
      () => deposit(player!, 1001n, idempotencyKey, metadata),
      () => deposit(other!, 1000n, idempotencyKey, metadata),
      () => credit(db, { ...base, kind: 'win', from: { kind: 'gateway_clearing' } }),
      () => credit(db, { ...base, kind: 'deposit', from: { kind: 'house' } }),
      ...Object.keys(metadata).map((field) => () => deposit(player!, 1000n, idempotencyKey, { ...metadata, [field]: 'other' })),
      () => deposit(player!, 1000n, idempotencyKey, { ...metadata, extra: true }),
      () => deposit(player!, 1000n, idempotencyKey),
    ];
    for (const attempt of attempts) {
      const err = await attempt().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(IdempotencyConflictError);
      expect(err).toMatchObject({ statusCode: 409, message: IDEMPOTENCY_CONFLICT });
    }
    expect((await getPlayerBalances(db, player!, 'EUR')).real).toBe(1000n);
    expect((await getPlayerBalances(db, other!, 'EUR')).real).toBe(0n);
  });

  it('keeps keys apart per source: two integrations may use the same reference', async () => {
    const [player] = await insertPlayers(db, 1);
    const idempotencyKey = key();
    const fromGateway = await deposit(player!, 1000n, idempotencyKey);
    const fromAggregator = await credit(db, {
      source: 'aggregator:acme',
      idempotencyKey,
      kind: 'win',
      currency: 'EUR',
      amount: 250n,
      userId: player!,
      from: { kind: 'house' },
    });
    expect(fromAggregator).toMatchObject({ source: 'aggregator:acme', replayed: false });
    expect(fromAggregator.id).not.toBe(fromGateway.id);
    expect((await getPlayerBalances(db, player!, 'EUR')).real).toBe(1250n);
  });

  it('treats a house-side account on another shard as the same account on replay', async () => {
    const [player] = await insertPlayers(db, 1);
    const idempotencyKey = key();
    const win = (shard: number) =>
      credit(db, {
        source: SOURCE,
        idempotencyKey,
        kind: 'win',
        currency: 'EUR',
        amount: 40n,
        userId: player!,
        from: { kind: 'house', shard },
      });
    const first = await win(3);
    expect(await win(5)).toEqual({ ...first, replayed: true });
    expect((await getPlayerBalances(db, player!, 'EUR')).real).toBe(40n);
  });

  it('refuses an overdraft (422), moves nothing and leaves the key unused', async () => {
    const [player] = await insertPlayers(db, 1);
    await deposit(player!, 500n);
    const betKey = key();
    const bet = (amount: bigint) =>
      debit(db, { source: SOURCE, idempotencyKey: betKey, kind: 'bet', currency: 'EUR', amount, userId: player!, to: { kind: 'house' } });
    const err = await bet(501n).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InsufficientFundsError);
    expect(err).toMatchObject({ statusCode: 422, message: INSUFFICIENT_FUNDS });
    expect(await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, betKey))).toHaveLength(0);
    expect((await getPlayerBalances(db, player!, 'EUR')).real).toBe(500n);

    // The refused key is free: the same bet within the balance goes through.
    const taken = await bet(500n);
    expect(taken).toMatchObject({ replayed: false, amount: 500n });
    expect((await getPlayerBalances(db, player!, 'EUR')).real).toBe(0n);

    // Now the key is used: a replay answers that bet although the balance no longer covers it, and a replay
    // with another amount is a conflict, not an overdraft.
    expect(await bet(500n)).toMatchObject({ replayed: true, id: taken.id });
    await expect(bet(400n)).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect((await getPlayerBalances(db, player!, 'EUR')).real).toBe(0n);
  });

  it('holds real money and releases it back or on to the clearing account', async () => {
    const [player] = await insertPlayers(db, 1);
    await deposit(player!, 10_000n);
    const movement = (amount: bigint) => ({ source: SOURCE, idempotencyKey: key(), currency: 'EUR' as const, amount, userId: player! });
    await hold(db, movement(4000n));
    expect(await getPlayerBalances(db, player!, 'EUR')).toEqual({ real: 6000n, bonus: 0n, freeSpin: 0n, held: 4000n });

    await release(db, movement(1000n));
    const paidOut = await release(db, {
      ...movement(3000n),
      to: { kind: 'gateway_clearing' },
      metadata: { method: 'Card', reference: 'payout-1' },
    });
    expect(paidOut).toMatchObject({ kind: 'withdrawal', metadata: { method: 'Card', reference: 'payout-1' } });
    expect(await getPlayerBalances(db, player!, 'EUR')).toEqual({ real: 7000n, bonus: 0n, freeSpin: 0n, held: 0n });
    await expect(release(db, movement(1n))).rejects.toBeInstanceOf(InsufficientFundsError);
  });

  it('spreads house-side money over shard rows and reports their sum', async () => {
    const players = await insertPlayers(db, 24, 'USD');
    for (const [i, player] of players.entries()) {
      await credit(db, {
        source: SOURCE,
        idempotencyKey: key(),
        kind: 'win',
        currency: 'USD',
        amount: BigInt(100 + i),
        userId: player,
        from: { kind: 'house' },
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

  it('spreads house-to-house transfers over the shards too, by their key', async () => {
    const moves = Array.from({ length: 2 * HOUSE_SHARDS }, (_, i) => `settlement:${i}`);
    for (const idempotencyKey of moves) {
      await transfer(db, {
        source: 'treasury',
        idempotencyKey,
        kind: 'adjustment',
        currency: 'CAD',
        amount: 100n,
        from: { kind: 'gateway_clearing' },
        to: { kind: 'house' },
      });
    }
    const shards = await db
      .select({ shard: ledgerAccounts.shard })
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.kind} = 'house' AND ${ledgerAccounts.currency} = 'CAD'`);
    expect(shards.length).toBeGreaterThan(HOUSE_SHARDS / 2);
    expect(await getHouseBalance(db, 'house', 'CAD')).toBe(BigInt(100 * moves.length));
    // A replay finds the shard its key chose the first time.
    const replay = await transfer(db, {
      source: 'treasury',
      idempotencyKey: moves[0]!,
      kind: 'adjustment',
      currency: 'CAD',
      amount: 100n,
      from: { kind: 'gateway_clearing' },
      to: { kind: 'house' },
    });
    expect(replay.replayed).toBe(true);
  });

  it('keeps 18-decimal crypto exact beyond 64 bits', async () => {
    const [player] = await insertPlayers(db, 1, 'ETH');
    const eth = { source: SOURCE, currency: 'ETH', userId: player! } as const;
    const amount = 123_456_789_012_345_678_901_234_567n; // ~123 million ETH in wei
    await credit(db, { ...eth, idempotencyKey: key(), kind: 'deposit', amount, from: { kind: 'gateway_clearing' } });
    await debit(db, { ...eth, idempotencyKey: key(), kind: 'bet', amount: 1n, to: { kind: 'house' } });
    expect((await getPlayerBalances(db, player!, 'ETH')).real).toBe(amount - 1n);
  });

  it('holds the largest numeric(38,0) balance and refuses to go past it with a 422', async () => {
    const [whale] = await insertPlayers(db, 1, 'XRP');
    const largest = MINOR_UNITS_LIMIT - 1n;
    const pay = (amount: bigint) =>
      credit(db, {
        source: SOURCE,
        idempotencyKey: key(),
        kind: 'deposit',
        currency: 'XRP',
        amount,
        userId: whale!,
        from: { kind: 'gateway_clearing' },
      });
    await pay(largest);
    expect((await getPlayerBalances(db, whale!, 'XRP')).real).toBe(largest);
    // One more drop does not fit the balance: a 422, not a database error, and nothing moved.
    const err = await pay(1n).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ statusCode: 422, message: BALANCE_LIMIT_REACHED });
    expect((await getPlayerBalances(db, whale!, 'XRP')).real).toBe(largest);
  });

  it("runs inside the caller's transaction: the caller's failure undoes the movement", async () => {
    const [player] = await insertPlayers(db, 1);
    await deposit(player!, 700n);
    await expect(
      db.transaction(async (tx) => {
        await credit(tx as unknown as Db, {
          source: 'promotions',
          idempotencyKey: key(),
          kind: 'bonus',
          currency: 'EUR',
          amount: 300n,
          userId: player!,
          account: 'player_bonus',
          from: { kind: 'promotions' },
        });
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await getPlayerBalances(db, player!, 'EUR')).toMatchObject({ real: 700n, bonus: 0n });
  });

  it('refuses input the tables cannot hold with a 400 naming the field, before touching the database', async () => {
    const [a, b] = await insertPlayers(db, 2);
    const good: TransferInput = {
      source: SOURCE,
      idempotencyKey: key(),
      kind: 'deposit',
      currency: 'EUR',
      amount: 1n,
      from: { kind: 'gateway_clearing' },
      to: { kind: 'player_real', userId: a! },
    };
    const refusals: [Partial<Record<keyof TransferInput, unknown>>, string, string][] = [
      [{ amount: 0n }, 'amount', 'Amount must be greater than zero'],
      [{ amount: -5n }, 'amount', 'Amount must be greater than zero'],
      [{ amount: 1.5 }, 'amount', 'Amount must be greater than zero'],
      [{ amount: MINOR_UNITS_LIMIT }, 'amount', 'Amount is too large'],
      [{ amount: 10n ** 400n }, 'amount', 'Amount is too large'],
      [{ currency: 'XYZ' }, 'currency', 'Unsupported currency'],
      [{ idempotencyKey: '' }, 'idempotencyKey', 'Reference is required'],
      [{ idempotencyKey: 'k'.repeat(201) }, 'idempotencyKey', 'Reference must have at most 200 characters'],
      [{ idempotencyKey: 'pay\u00001' }, 'idempotencyKey', 'Reference must be printable characters without spaces'],
      [{ source: '' }, 'source', 'Source must be lower-case letters and digits, separated by ":", ".", "_" or "-"'],
      [{ source: 's'.repeat(33) }, 'source', 'Source must have at most 32 characters'],
      [{ metadata: { reference: 'a\u0000b' } }, 'metadata', 'Metadata must not contain NUL characters'],
      [{ metadata: { amount: 5n } }, 'metadata', 'Metadata must be plain JSON'],
      [{ metadata: { payload: 'x'.repeat(5000) } }, 'metadata', 'Metadata must be at most 4096 characters of JSON'],
      [{ from: { kind: 'player_real', userId: b! } }, 'to', 'A transfer concerns at most one player'],
      [{ from: { kind: 'house', shard: MAX_HOUSE_SHARDS } }, 'from', `Bad account reference {"kind":"house","shard":${MAX_HOUSE_SHARDS}}`],
    ];
    for (const [change, field, message] of refusals) {
      const err = await transfer(db, { ...good, ...change } as TransferInput).catch((e: unknown) => e);
      expect(err, `${field}: ${message}`).toBeInstanceOf(HttpError);
      expect(err).toMatchObject({ statusCode: 400, message, errors: [{ field, message }] });
    }
    expect(await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.userId, a!))).toEqual([]);
  });

  it("opens the player's fund with the first credit in a new currency, in the same transaction", async () => {
    const [player] = await insertPlayers(db, 1);
    const btc = { source: SOURCE, currency: 'BTC', userId: player! } as const;
    const fundsOf = () => db.select({ currency: funds.currency, isDefault: funds.isDefault }).from(funds).where(eq(funds.userId, player!));

    // A refused debit rolls back everything it opened: no empty wallet the player never asked for.
    const refused = debit(db, { ...btc, idempotencyKey: key(), kind: 'bet', amount: 1n, to: { kind: 'house' } });
    await expect(refused).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await fundsOf()).toEqual([]);
    expect(await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, player!))).toEqual([]);

    await credit(db, { ...btc, idempotencyKey: key(), kind: 'deposit', amount: 5000n, from: { kind: 'gateway_clearing' } });
    expect(await fundsOf()).toEqual([{ currency: 'BTC', isDefault: false }]);
    expect((await getPlayerBalances(db, player!, 'BTC')).real).toBe(5000n);
  });

  it('refuses, in the database, a player account without its fund and the removal of a fund that has accounts', async () => {
    const [player] = await insertPlayers(db, 1);
    const orphan = db.insert(ledgerAccounts).values({ kind: 'player_real', currency: 'NOK', userId: player! });
    await expect(orphan).rejects.toMatchObject({ cause: { code: '23503' } }); // foreign_key_violation

    await deposit(player!, 100n);
    const removal = db.delete(funds).where(and(eq(funds.userId, player!), eq(funds.currency, 'EUR')));
    await expect(removal).rejects.toMatchObject({ cause: { code: '23503' } });
    expect((await getPlayerBalances(db, player!, 'EUR')).real).toBe(100n);
  });
});
