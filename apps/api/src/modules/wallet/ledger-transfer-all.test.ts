import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../../test/seeded-random';
import { insertPlayers, useLedgerDatabase } from '../../../test/wallet';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import {
  checkLedger,
  credit,
  getHouseBalance,
  getPlayerBalances,
  IdempotencyConflictError,
  InsufficientFundsError,
  transferAll,
} from './ledger';
import type { TransferInput } from './ledger-types';

// Transfers that commit together (a bet round's stake and win): one statement once the accounts are known,
// all or nothing whatever happens to any of them, alone or under a crowd of rounds at once.

const SOURCE = 'studio:all';
const key = () => `all:${crypto.randomUUID()}`;

describe('ledger transfers that commit together', () => {
  let db: Db;
  const { statements } = useLedgerDatabase((handle) => (db = handle));

  const deposit = (userId: string, amount: bigint) =>
    credit(db, {
      source: SOURCE,
      idempotencyKey: key(),
      kind: 'deposit',
      currency: 'EUR',
      amount,
      userId,
      from: { kind: 'gateway_clearing' },
    });
  const stake = (userId: string, amount: bigint, idempotencyKey = key()): TransferInput => ({
    source: SOURCE,
    idempotencyKey,
    kind: 'bet',
    currency: 'EUR',
    amount,
    from: { kind: 'player_real', userId },
    to: { kind: 'house' },
  });
  const prize = (userId: string, amount: bigint, idempotencyKey = key()): TransferInput => ({
    source: SOURCE,
    idempotencyKey,
    kind: 'win',
    currency: 'EUR',
    amount,
    from: { kind: 'house' },
    to: { kind: 'player_real', userId },
  });
  const real = async (userId: string) => (await getPlayerBalances(db, userId, 'EUR')).real;
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => undefined,
      (err: unknown) => err,
    );

  it('moves a stake and its win in one statement once the accounts are known, answering both in order', async () => {
    const [player] = await insertPlayers(db, 1);
    await deposit(player!, 1000n);
    // The first round creates the house shard's account; the next finds the ids and remembers them.
    for (let i = 0; i < 2; i++) await transferAll(db, [stake(player!, 1n), prize(player!, 1n)]);
    statements.length = 0;
    const [bet, win] = await transferAll(db, [stake(player!, 300n), prize(player!, 450n)]);
    expect(statements.map((s) => s.trim().toLowerCase())).toEqual([expect.stringContaining('ledger_transfer_all(')]);
    expect(bet).toMatchObject({ kind: 'bet', amount: 300n, userId: player, replayed: false });
    expect(win).toMatchObject({ kind: 'win', amount: 450n, userId: player, replayed: false });
    expect(win!.id).toBeGreaterThan(bet!.id);
    expect(await real(player!)).toBe(1150n);
  });

  it('moves nothing when a later transfer overdraws: the stake is not taken and its key stays free', async () => {
    const [player] = await insertPlayers(db, 1);
    await deposit(player!, 500n);
    const first = stake(player!, 400n);
    const err = await refusal(transferAll(db, [first, stake(player!, 200n)]));
    expect(err).toBeInstanceOf(InsufficientFundsError);
    expect(await real(player!)).toBe(500n);
    const [again] = await transferAll(db, [first]);
    expect(again).toMatchObject({ replayed: false, amount: 400n });
    expect(await real(player!)).toBe(100n);
  });

  it('answers a whole replay as replays and moves nothing; a partial replay moves only the new one', async () => {
    const [player] = await insertPlayers(db, 1);
    await deposit(player!, 1000n);
    const round = [stake(player!, 100n), prize(player!, 30n)];
    const first = await transferAll(db, round);
    const replay = await transferAll(db, round);
    expect(replay.map((t) => [t.id, t.replayed])).toEqual(first.map((t) => [t.id, true]));
    expect(await real(player!)).toBe(930n);
    const [, paid] = await transferAll(db, [round[0]!, prize(player!, 70n)]);
    expect(paid).toMatchObject({ replayed: false, amount: 70n });
    expect(await real(player!)).toBe(1000n);
  });

  it('moves nothing when a key is reused with other details', async () => {
    const [player] = await insertPlayers(db, 1);
    await deposit(player!, 1000n);
    const used = stake(player!, 100n);
    await transferAll(db, [used]);
    const err = await refusal(transferAll(db, [prize(player!, 500n), { ...used, amount: 101n }]));
    expect(err).toBeInstanceOf(IdempotencyConflictError);
    expect(await real(player!)).toBe(900n);
  });

  it('refuses bad input anywhere in the list with a 400 before anything moves', async () => {
    const [player] = await insertPlayers(db, 1);
    await deposit(player!, 1000n);
    const err = await refusal(transferAll(db, [stake(player!, 100n), prize(player!, 0n)]));
    expect(err).toMatchObject({ statusCode: 400, errors: [{ field: 'amount' }] });
    expect(err).toBeInstanceOf(HttpError);
    expect(await real(player!)).toBe(1000n);
  });

  it("creates accounts met for the first time, and inside a caller's transaction commits or rolls back with it", async () => {
    const [player] = await insertPlayers(db, 1);
    await transferAll(db, [
      { ...prize(player!, 50n), kind: 'deposit', from: { kind: 'gateway_clearing' } },
      { ...stake(player!, 20n), kind: 'hold', to: { kind: 'player_held', userId: player! } },
    ]);
    expect(await getPlayerBalances(db, player!, 'EUR')).toMatchObject({ real: 30n, held: 20n });
    await db.transaction(async (tx) => {
      await transferAll(tx as unknown as Db, [stake(player!, 10n), prize(player!, 5n)]);
    });
    expect(await real(player!)).toBe(25n);
    const rolledBack = await refusal(
      db.transaction(async (tx) => {
        await transferAll(tx as unknown as Db, [stake(player!, 25n), prize(player!, 100n)]);
        throw new Error('the caller gives up');
      }),
    );
    expect(rolledBack).toMatchObject({ message: 'the caller gives up' });
    expect(await real(player!)).toBe(25n);
  });

  it('keeps every round whole under 400 concurrent rounds with overdrafts and replays', { timeout: 120_000 }, async () => {
    const seed = Date.now() % 2 ** 31;
    const rnd = createSeededRandom(seed);
    const players = await insertPlayers(db, 10);
    const starting = new Map<string, bigint>();
    for (const userId of players) {
      const amount = BigInt(rnd.int(500, 3000));
      await deposit(userId, amount);
      starting.set(userId, amount);
    }
    const houseBefore = await getHouseBalance(db, 'house', 'EUR');
    const rounds: { userId: string; transfers: TransferInput[] }[] = [];
    for (let i = 0; i < 400; i++) {
      if (i > 0 && rnd.next() < 0.1) {
        rounds.push(rnd.pick(rounds)); // the same round sent again: replays, or a retry of a refused one
        continue;
      }
      const userId = rnd.pick(players);
      rounds.push({
        userId,
        transfers: [
          stake(userId, BigInt(rnd.int(1, 900)), `r${i}:${seed}:bet`),
          prize(userId, BigInt(rnd.int(0, 3)) * 250n + 1n, `r${i}:${seed}:win`),
        ],
      });
    }
    const outcomes = await Promise.all(
      rounds.map(({ transfers }) =>
        transferAll(db, transfers).then(
          (done) => ({ ids: done.map((t) => t.id), isReplay: done.every((t) => t.replayed) }),
          (error: unknown) => {
            if (error instanceof InsufficientFundsError) return 'refused' as const;
            throw error;
          },
        ),
      ),
    );
    // A round moved money once at most, both of its transfers together: every answer of it names the same two rows.
    const moved = new Map<(typeof rounds)[number], number[]>();
    rounds.forEach((round, i) => {
      const outcome = outcomes[i]!;
      if (outcome === 'refused') return;
      expect(outcome.ids, `seed ${seed}`).toHaveLength(2);
      const earlier = moved.get(round);
      if (earlier) expect(outcome.ids, `seed ${seed}`).toEqual(earlier);
      else moved.set(round, outcome.ids);
    });
    expect(outcomes.filter((o) => o === 'refused').length, `seed ${seed}`).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o !== 'refused' && o.isReplay).length, `seed ${seed}`).toBeGreaterThan(0);

    const expected = new Map(starting);
    let house = houseBefore;
    for (const round of moved.keys()) {
      const [bet, win] = round.transfers as [TransferInput, TransferInput];
      expected.set(round.userId, expected.get(round.userId)! - bet.amount + win.amount);
      house += bet.amount - win.amount;
    }
    for (const userId of players) {
      const balance = await real(userId);
      expect(balance, `seed ${seed}`).toBe(expected.get(userId));
      expect(balance).toBeGreaterThanOrEqual(0n);
    }
    expect(await getHouseBalance(db, 'house', 'EUR')).toBe(house);
    expect(await checkLedger(db), `seed ${seed}`).toMatchObject({ isSound: true, balanceMismatches: [], badTransfers: [] });
  });
});
