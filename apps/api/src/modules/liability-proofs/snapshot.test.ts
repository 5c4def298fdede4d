import { verifyInclusion } from '@casino/proofs';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useLedgerDatabase, insertPlayers } from '../../../test/wallet';
import type { Db } from '../../db/client';
import { liabilitySnapshots } from '../../db/schema/liability-proofs';
import { checkLedger, credit, debit, hold, listPlayerBalances } from '../wallet';
import { playerProofs } from './proofs';
import { dueDailySnapshot, takeDailySnapshotIfDue, takeLiabilitySnapshot } from './snapshot';

// Snapshots on a real ledger: the roots add up to what the ledger check says players are owed, every player's proof
// verifies against the published root, and the daily snapshot is taken once per day.

const AT = new Date('2026-12-07T10:00:00Z');
let db: Db;
useLedgerDatabase((handle) => (db = handle));

let keys = 0;
const deposit = (userId: string, currency: 'EUR' | 'BTC', amount: bigint) =>
  credit(db, {
    source: 'gateway:test',
    idempotencyKey: `k${keys++}`,
    kind: 'deposit',
    currency,
    amount,
    userId,
    from: { kind: 'gateway_clearing' },
  });

/** Each player's total per currency over all their accounts, as the ledger holds it now. */
async function owed(players: string[]) {
  const owedBy = new Map<string, bigint>();
  for (const id of players)
    for (const [currency, b] of await listPlayerBalances(db, id)) owedBy.set(`${id}:${currency}`, b.real + b.bonus + b.freeSpin + b.held);
  return owedBy;
}

describe('takeLiabilitySnapshot', () => {
  it('commits every balance: roots equal the ledger check, every proof verifies, nobody is left out', async () => {
    const players = await insertPlayers(db, 12);
    for (const [i, id] of players.entries()) {
      if (i % 4 !== 3) await deposit(id, 'EUR', BigInt(1_000 + i * 7_919));
      if (i % 3 === 0) await deposit(id, 'BTC', BigInt(50_000 + i));
    }
    // A pending withdrawal's held money and a debit are owed or gone as the ledger says.
    await hold(db, { source: 'withdrawal', idempotencyKey: 'h1', currency: 'EUR', amount: 400n, userId: players[0]! });
    await debit(db, {
      source: 'game:test',
      idempotencyKey: 'd1',
      kind: 'bet',
      currency: 'EUR',
      amount: 100n,
      userId: players[1]!,
      to: { kind: 'house' },
    });

    const snapshot = (await takeLiabilitySnapshot(db, { at: AT }))!;
    const check = await checkLedger(db);
    expect(snapshot.roots.map((r) => [r.currency, r.total])).toEqual(
      check.currencies.map((c) => [c.currency, c.playerTotal]).sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
    expect(snapshot.roots.every((r) => r.total > 0n)).toBe(true);

    const owedBy = await owed(players);
    let proven = 0;
    for (const id of players) {
      const proofs = (await playerProofs(db, snapshot.id, id))!;
      for (const proof of proofs) {
        const root = snapshot.roots.find((r) => r.currency === proof.root.currency)!;
        const published = {
          currency: root.currency,
          snapshotAt: AT.toISOString(),
          hash: root.hash,
          total: String(root.total),
          depth: root.depth,
        };
        expect(await verifyInclusion(proof, published)).toMatchObject({ ok: true });
        expect(BigInt(proof.balance)).toBe(owedBy.get(`${id}:${proof.root.currency}`));
        proven++;
      }
      // A player is proven in exactly the currencies they are owed something in.
      expect(proofs.map((p) => p.root.currency).sort()).toEqual(
        [...owedBy]
          .filter(([key, amount]) => key.startsWith(`${id}:`) && amount > 0n)
          .map(([key]) => key.split(':')[1])
          .sort(),
      );
    }
    expect(proven).toBe([...owedBy.values()].filter((amount) => amount > 0n).length);
  });

  it('refuses a proof whose leaf was changed, and answers nothing for an unknown snapshot', async () => {
    const [id] = await insertPlayers(db, 1);
    await deposit(id!, 'EUR', 5_000n);
    const snapshot = (await takeLiabilitySnapshot(db, { at: AT }))!;
    const [proof] = (await playerProofs(db, snapshot.id, id!))!;
    const leaf = proof!.leaves[0]!;
    const changed = {
      ...proof!,
      balance: String(BigInt(proof!.balance) + 1n),
      leaves: [{ ...leaf, value: String(BigInt(leaf.value) + 1n) }, ...proof!.leaves.slice(1)],
    };
    expect((await verifyInclusion(changed, proof!.root)).ok).toBe(false);
    expect(await playerProofs(db, snapshot.id + 1_000, id!)).toBeUndefined();
  });

  it('keeps the sums exact while money moves during the snapshot', async () => {
    const players = await insertPlayers(db, 6);
    for (const id of players) await deposit(id, 'EUR', 10_000n);
    const moving = Promise.all(players.flatMap((id) => [deposit(id, 'EUR', 333n), deposit(id, 'EUR', 1n)]));
    const snapshot = (await takeLiabilitySnapshot(db, { at: AT }))!;
    await moving;
    // The snapshot saw one consistent ledger: each player's proof adds up to what they held in it, at a total the
    // service compared with the check of that same view (it throws otherwise).
    for (const id of players) {
      const [proof] = (await playerProofs(db, snapshot.id, id))!;
      expect([10_000n, 10_333n, 10_001n, 10_334n]).toContain(BigInt(proof!.balance));
      expect(await verifyInclusion(proof!, proof!.root)).toMatchObject({ ok: true });
    }
  });

  it('is refused while the ledger check fails', async () => {
    const [id] = await insertPlayers(db, 1);
    await deposit(id!, 'EUR', 2_000n);
    // A balance that no longer equals its postings: the corruption the check exists to catch.
    await db.execute(`UPDATE ledger_accounts SET balance = balance + 1 WHERE user_id = '${id}' AND kind = 'player_real'`);
    await expect(takeLiabilitySnapshot(db, { at: AT })).rejects.toMatchObject({ statusCode: 409 });
    await db.execute(`UPDATE ledger_accounts SET balance = balance - 1 WHERE user_id = '${id}' AND kind = 'player_real'`);
  });
});

describe('daily snapshots', () => {
  it('are due from the configured UTC time, once per day', () => {
    const at = (iso: string) => new Date(iso);
    const time = { hour: 2, minute: 30 };
    expect(dueDailySnapshot(at('2026-12-07T02:29:59Z'), time, '2026-12-06')).toBeUndefined();
    expect(dueDailySnapshot(at('2026-12-07T02:30:00Z'), time, '2026-12-06')).toBe('2026-12-07');
    expect(dueDailySnapshot(at('2026-12-07T23:59:00Z'), time, undefined)).toBe('2026-12-07');
    expect(dueDailySnapshot(at('2026-12-07T23:59:00Z'), time, '2026-12-07')).toBeUndefined();
    expect(dueDailySnapshot(at('2026-12-07T23:59:00Z'), 'off', undefined)).toBeUndefined();
  });

  it('are taken once per day, however many instances look', async () => {
    const [id] = await insertPlayers(db, 1);
    await deposit(id!, 'EUR', 700n);
    const before = (await db.select({ n: count() }).from(liabilitySnapshots))[0]!.n;
    const time = { hour: 0, minute: 0 };
    const day1 = new Date('2030-01-01T00:05:00Z');
    const taken = await Promise.all([takeDailySnapshotIfDue(db, day1, time), takeDailySnapshotIfDue(db, day1, time)]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await takeDailySnapshotIfDue(db, new Date('2030-01-01T18:00:00Z'), time)).toBeUndefined();
    expect(await takeDailySnapshotIfDue(db, new Date('2030-01-02T00:00:00Z'), time)).toBeDefined();
    expect((await db.select({ n: count() }).from(liabilitySnapshots))[0]!.n).toBe(before + 2);
  });
});
