import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { fundPlayer } from '../../../test/play';
import { createSeededRandom } from '../../../test/seeded-random';
import { insertPlayers } from '../../../test/wallet';
import { requestConfirmedWithdrawal } from '../../../test/withdrawals';
import { toMajorUnits } from '../../lib/money';
import { checkLedger, debit, getPlayerBalances, InsufficientFundsError } from '../wallet';
import { insertDeposit, listPaymentEvents, type DepositRow } from './deposits-repo';
import { settleNotice } from './notice-service';

// Many notices and many money requests at once, on the real database when TEST_DATABASE_URL is set.

describe('payments under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Runs the tasks `width` at a time, in the order given; each settles (fulfilled or rejected). */
  async function runConcurrently<T>(tasks: (() => Promise<T>)[], width: number) {
    const results: PromiseSettledResult<T>[] = [];
    for (let i = 0; i < tasks.length; i += width)
      results.push(...(await Promise.allSettled(tasks.slice(i, i + width).map((task) => task()))));
    return results;
  }

  it('500 notices for 100 deposits, shuffled with repeats: each paid deposit credited once, numbered in order per player', async () => {
    const random = createSeededRandom(42);
    const db = t.database.db;
    const players = await insertPlayers(db, 20);
    const deposits: DepositRow[] = [];
    for (let i = 0; i < 100; i++) {
      deposits.push(
        await insertDeposit(db, {
          userId: players[i % players.length]!,
          gateway: 'vegapay',
          method: 'card',
          currency: 'EUR',
          amount: BigInt(1_000 + i * 37),
          promotionCoupon: null,
          createdAt: t.clock.now(),
        }),
      );
    }
    // 70 are paid and 30 fail; each outcome is sent 5 times, under two event ids (a gateway's retries and a resend).
    const notices = deposits.flatMap((deposit, i) => {
      const isPaid = i < 70;
      return Array.from({ length: 5 }, (_, k) => ({
        eventId: `evt_${deposit.id}_${k % 2}`,
        depositId: deposit.id,
        outcome: isPaid ? ('paid' as const) : ('failed' as const),
        amount: toMajorUnits(deposit.amount, 'EUR'),
        currency: 'EUR',
        reference: `ref_${deposit.id}`,
        ...(isPaid ? {} : { reason: 'Card declined' }),
      }));
    });
    for (let i = notices.length - 1; i > 0; i--) {
      const j = random.int(0, i);
      [notices[i], notices[j]] = [notices[j]!, notices[i]!];
    }
    expect(notices).toHaveLength(500);

    const results = await runConcurrently(
      notices.map((notice) => () => settleNotice(db, 'vegapay', notice, t.clock.now())),
      25,
    );
    const outcomes = results.map((r) => (r.status === 'fulfilled' ? r.value : `error: ${String(r.reason)}`));
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(70);
    expect(outcomes.filter((o) => o === 'failed')).toHaveLength(30);
    expect(outcomes.filter((o) => o.startsWith('error'))).toEqual([]);

    for (const [p, userId] of players.entries()) {
      const own = deposits.filter((_, i) => i < 70 && i % players.length === p);
      const expected = own.reduce((sum, d) => sum + d.amount, 0n);
      expect((await getPlayerBalances(db, userId, 'EUR')).real).toBe(expected);
      const numbers = (await listPaymentEvents(db, userId)).map((e) => e.payload.depositNumber).sort();
      expect(numbers).toEqual(own.map((_, i) => i + 1));
    }
    expect(await checkLedger(db)).toMatchObject({ isSound: true });
  });

  it('withdrawals racing bets never overdraw: every cent is in the wallet, held or staked', async () => {
    const db = t.database.db;
    const players = await insertPlayers(db, 10);
    for (const userId of players) await fundPlayer(db, userId, 10_000n);
    type Done = { userId: string; kind: 'withdrawal' | 'bet' };
    const tasks = players.flatMap((userId): (() => Promise<Done>)[] => [
      ...Array.from({ length: 5 }, () => async (): Promise<Done> => {
        await requestConfirmedWithdrawal(db, { playerId: userId, method: 'skrill', currency: 'EUR', amount: 2_000n }, t.clock.now());
        return { userId, kind: 'withdrawal' };
      }),
      ...Array.from({ length: 10 }, (_, k) => async (): Promise<Done> => {
        await debit(db, {
          source: 'studio',
          idempotencyKey: `race:${userId}:${k}`,
          kind: 'bet',
          currency: 'EUR',
          amount: 1_000n,
          userId,
          to: { kind: 'house' },
        });
        return { userId, kind: 'bet' };
      }),
    ]);
    const results = await runConcurrently(tasks, 30);
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
    expect(refused.every((reason) => reason instanceof InsufficientFundsError)).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    for (const userId of players) {
      const done = results.flatMap((r) => (r.status === 'fulfilled' && r.value.userId === userId ? [r.value.kind] : []));
      const withdrawn = BigInt(done.filter((k) => k === 'withdrawal').length) * 2_000n;
      const staked = BigInt(done.filter((k) => k === 'bet').length) * 1_000n;
      const { real, held } = await getPlayerBalances(db, userId, 'EUR');
      expect(real).toBeGreaterThanOrEqual(0n);
      expect([real, held]).toEqual([10_000n - withdrawn - staked, withdrawn]);
    }
    expect(await checkLedger(db)).toMatchObject({ isSound: true });
  });
});
