import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/app';
import { insertPlayers } from '../../../test/wallet';
import type { Database, Db } from '../../db/client';
import { createSeededRandom } from '../../../test/seeded-random';
import { ledgerTransfers } from '../../db/schema/wallet';
import {
  checkLedger,
  credit,
  getHouseBalance,
  getPlayerBalances,
  IdempotencyConflictError,
  InsufficientFundsError,
  transfer,
} from './ledger';
import { isPlayerRef, type AccountRef, type HouseAccountKind, type PlayerAccountKind, type TransferInput } from './ledger-types';

// Many transfers at once, as the games and payment webhooks will send them: on PostgreSQL through
// the pool (truly parallel transactions), on PGlite through its single connection.

const PLAYERS = 20;
const OPERATIONS = 1200;
const RUN_PREFIX = 'conc:';
/** Two integrations that pick their references independently: some of their keys coincide. */
const SOURCES = ['gateway:conc', 'aggregator:conc'] as const;

type Outcome =
  | { status: 'moved' | 'replayed'; transferId: number }
  | { status: 'insufficient' }
  | { status: 'conflict' }
  | { status: 'error'; error: unknown };

describe('ledger under concurrency', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let db: Db;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    db = database.db;
  });
  afterAll(() => drop());

  it(
    `stays exact under ${OPERATIONS} concurrent transfers with replays, conflicting keys, keys shared by two sources and overdrafts`,
    { timeout: 120_000 },
    async () => {
      const seed = Date.now() % 2 ** 31;
      const rnd = createSeededRandom(seed);
      const players = await insertPlayers(db, PLAYERS);
      // Starting money, paid in before the storm.
      const starting = new Map<string, bigint>();
      for (const [i, userId] of players.entries()) {
        const amount = BigInt(rnd.int(1, 5000));
        await credit(db, {
          source: 'gateway:conc',
          idempotencyKey: `seed:${i}:${seed}`,
          kind: 'deposit',
          currency: 'EUR',
          amount,
          userId,
          from: { kind: 'gateway_clearing' },
        });
        starting.set(userId, amount);
      }

      const real = (userId: string): AccountRef => ({ kind: 'player_real', userId });
      const fresh = (i: number): TransferInput => {
        const userId = rnd.pick(players);
        const base = {
          source: rnd.pick(SOURCES),
          idempotencyKey: `${RUN_PREFIX}${seed}:${i}`,
          currency: 'EUR' as const,
          metadata: { round: `round-${i}`, game: rnd.pick(['acme:Slot', 'acme:Crash']) },
        };
        const roll = rnd.next();
        if (roll < 0.33) return { ...base, kind: 'bet', amount: BigInt(rnd.int(1, 4000)), from: real(userId), to: { kind: 'house' } };
        if (roll < 0.56) return { ...base, kind: 'win', amount: BigInt(rnd.int(1, 2500)), from: { kind: 'house' }, to: real(userId) };
        if (roll < 0.67)
          return { ...base, kind: 'deposit', amount: BigInt(rnd.int(100, 3000)), from: { kind: 'gateway_clearing' }, to: real(userId) };
        if (roll < 0.77)
          return { ...base, kind: 'withdrawal', amount: BigInt(rnd.int(100, 6000)), from: real(userId), to: { kind: 'gateway_clearing' } };
        if (roll < 0.87)
          return { ...base, kind: 'hold', amount: BigInt(rnd.int(1, 3000)), from: real(userId), to: { kind: 'player_held', userId } };
        if (roll < 0.95)
          return { ...base, kind: 'release', amount: BigInt(rnd.int(1, 1500)), from: { kind: 'player_held', userId }, to: real(userId) };
        // House to house (no player): spread over the shards by key.
        return { ...base, kind: 'adjustment', amount: BigInt(rnd.int(1, 900)), from: { kind: 'gateway_clearing' }, to: { kind: 'house' } };
      };

      const operations: TransferInput[] = [];
      /** Copies of incoming money under the same key in the other source: both must move. */
      const crossSource: [TransferInput, TransferInput][] = [];
      for (let i = 0; operations.length < OPERATIONS; i++) {
        const roll = rnd.next();
        // Money that arrives from outside (wins, deposits, house moves) is never refused, so its duplicates are sure to meet it.
        const earlierIncoming = operations.filter((op) => op.from.kind === 'house' || op.from.kind === 'gateway_clearing');
        const original = earlierIncoming.length ? rnd.pick(earlierIncoming) : undefined;
        if (roll < 0.12 && operations.length) operations.push({ ...rnd.pick(operations) });
        else if (roll < 0.15 && original) operations.push({ ...original, amount: original.amount + 1n });
        else if (roll < 0.18 && original) operations.push({ ...original, metadata: { ...original.metadata, round: 'another-round' } });
        else if (roll < 0.21 && original) {
          const copy = { ...original, source: SOURCES.find((source) => source !== original.source)! };
          crossSource.push([original, copy]);
          operations.push(copy);
        } else operations.push(fresh(i));
      }
      for (let i = operations.length - 1; i > 0; i--) {
        const j = rnd.int(0, i);
        [operations[i], operations[j]] = [operations[j]!, operations[i]!];
      }

      const started = performance.now();
      const outcomes = await Promise.all(
        operations.map((input): Promise<Outcome> =>
          transfer(db, input).then(
            (t) => ({ status: t.replayed ? 'replayed' : 'moved', transferId: t.id }),
            (error: unknown) => {
              if (error instanceof InsufficientFundsError) return { status: 'insufficient' };
              if (error instanceof IdempotencyConflictError) return { status: 'conflict' };
              return { status: 'error', error };
            },
          ),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      const count = (status: Outcome['status']) => outcomes.filter((o) => o.status === status).length;
      const keyOf = (op: TransferInput) => `${op.source}/${op.idempotencyKey}`;
      const distinctKeys = new Set(operations.map(keyOf)).size;
      console.log(
        `[ledger concurrency, ${database.kind}, seed ${seed}] ${operations.length} transfers (${distinctKeys} distinct source keys) in ${seconds.toFixed(2)} s: ` +
          `${count('moved')} moved, ${count('replayed')} replayed, ${count('insufficient')} refused for insufficient funds, ` +
          `${count('conflict')} key conflicts, ${crossSource.length} keys reused by the other source`,
      );

      expect(
        outcomes.filter((o) => o.status === 'error'),
        `seed ${seed}`,
      ).toEqual([]);
      expect(count('replayed')).toBeGreaterThan(0);
      expect(count('insufficient')).toBeGreaterThan(0);
      expect(count('conflict')).toBeGreaterThan(0);

      // Per source key: at most one movement; every other attempt is a replay when its details are the
      // moved one's (kind, amount, accounts, metadata), a conflict when any differs, or refused for funds.
      const detailsOf = (op: TransferInput) => JSON.stringify({ ...op, amount: String(op.amount) });
      const byKey = new Map<string, { input: TransferInput; outcome: Outcome }[]>();
      operations.forEach((input, i) => byKey.set(keyOf(input), [...(byKey.get(keyOf(input)) ?? []), { input, outcome: outcomes[i]! }]));
      const accepted = new Map<string, TransferInput>();
      for (const [key, attempts] of byKey) {
        const moved = attempts.filter((a) => a.outcome.status === 'moved');
        expect(moved.length, `key ${key} moved money ${moved.length} times (seed ${seed})`).toBeLessThanOrEqual(1);
        const ids = new Set(attempts.flatMap((a) => ('transferId' in a.outcome ? [a.outcome.transferId] : [])));
        expect(ids.size, `key ${key}`).toBeLessThanOrEqual(1);
        if (ids.size === 1) expect(moved, `key ${key} replayed without a first movement`).toHaveLength(1);
        if (!moved[0]) continue;
        accepted.set(key, moved[0].input);
        for (const { input, outcome } of attempts) {
          if (outcome.status === 'moved' || outcome.status === 'insufficient') continue;
          const expected = detailsOf(input) === detailsOf(moved[0].input) ? 'replayed' : 'conflict';
          expect(outcome.status, `key ${key}: ${detailsOf(input)} (seed ${seed})`).toBe(expected);
        }
      }
      for (const [original, copy] of crossSource) {
        expect([accepted.has(keyOf(original)), accepted.has(keyOf(copy))], `${copy.idempotencyKey} (seed ${seed})`).toEqual([true, true]);
      }
      const [stored] = await db
        .select({
          count: sql<number>`count(*)`.mapWith(Number),
          keys: sql<number>`count(distinct (${ledgerTransfers.source}, ${ledgerTransfers.idempotencyKey}))`.mapWith(Number),
        })
        .from(ledgerTransfers)
        .where(like(ledgerTransfers.idempotencyKey, `${RUN_PREFIX}%`));
      expect(stored).toEqual({ count: accepted.size, keys: accepted.size });

      // Balances equal what the accepted transfers add up to, starting from the seeded deposits.
      const expectedPlayers = new Map<string, bigint>();
      const expectedHouse = new Map<HouseAccountKind, bigint>();
      const addTo = (ref: AccountRef, amount: bigint) => {
        if (isPlayerRef(ref)) {
          const k = `${ref.userId}:${ref.kind}`;
          expectedPlayers.set(k, (expectedPlayers.get(k) ?? 0n) + amount);
        } else expectedHouse.set(ref.kind, (expectedHouse.get(ref.kind) ?? 0n) + amount);
      };
      for (const [userId, amount] of starting) {
        addTo({ kind: 'gateway_clearing' }, -amount);
        addTo(real(userId), amount);
      }
      for (const t of accepted.values()) {
        addTo(t.from, -t.amount);
        addTo(t.to, t.amount);
      }
      const kinds: Record<PlayerAccountKind, 'real' | 'bonus' | 'freeSpin' | 'held'> = {
        player_real: 'real',
        player_bonus: 'bonus',
        player_free_spin: 'freeSpin',
        player_held: 'held',
      };
      for (const userId of players) {
        const balances = await getPlayerBalances(db, userId, 'EUR');
        for (const [kind, field] of Object.entries(kinds)) {
          expect(balances[field], `${kind} of ${userId} (seed ${seed})`).toBe(expectedPlayers.get(`${userId}:${kind}`) ?? 0n);
          expect(balances[field]).toBeGreaterThanOrEqual(0n);
        }
      }
      for (const kind of ['house', 'gateway_clearing'] as const) {
        expect(await getHouseBalance(db, kind, 'EUR'), `${kind} (seed ${seed})`).toBe(expectedHouse.get(kind) ?? 0n);
      }

      const check = await checkLedger(db);
      expect(check, `seed ${seed}`).toMatchObject({ isSound: true, balanceMismatches: [], badTransfers: [], negativePlayerBalances: [] });
    },
  );
});
