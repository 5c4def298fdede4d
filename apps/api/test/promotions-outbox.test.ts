import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fillPaymentDetails, usePaymentsApp } from './payments';
import { signUpPlayer } from './players';
import { depositByCard, fundOf } from './promotions';

// The promotions consumer reading the payments outbox on the real PostgreSQL, while a deposit's transaction
// is still open. Its event takes an id before a later deposit's does, but commits after it: a consumer that
// jumped to the largest id it could see would skip it for ever. (PGlite runs one transaction at a time.)
describe.runIf(process.env.TEST_DATABASE_URL)('deposit bonuses while deposits are being committed (PostgreSQL)', () => {
  const ctx = usePaymentsApp();

  /** 'waiting' once some session waits for a lock on payment_events, 'finished' if `run` ends first (no timer). */
  async function waitingOrFinished(run: Promise<unknown>): Promise<'waiting' | 'finished'> {
    let isFinished = false;
    void run.finally(() => (isFinished = true));
    while (!isFinished) {
      const result = await ctx.t.database.db.execute(
        sql`SELECT count(*)::int AS waiting FROM pg_locks WHERE relation = 'payment_events'::regclass AND NOT granted`,
      );
      const rows = (result as unknown as { rows: { waiting: number }[] }).rows;
      if (rows[0]!.waiting > 0) return 'waiting';
    }
    return 'finished';
  }

  it('grants a deposit whose event commits after a later one, instead of skipping it', async () => {
    const late = await signUpPlayer(ctx.t.app);
    const early = await signUpPlayer(ctx.t.app);
    await fillPaymentDetails(early.profile);
    let commit!: () => void;
    const isCommitted = new Promise<void>((resolve) => (commit = resolve));
    let inserted!: () => void;
    const isInserted = new Promise<void>((resolve) => (inserted = resolve));
    // A deposit's transaction that has written its event (as creditDeposit does) and has not committed yet.
    const open = ctx.t.database.db.transaction(async (tx) => {
      const payload = {
        depositId: randomUUID(),
        amount: '4000',
        currency: 'EUR',
        eurCents: '4000',
        depositNumber: 1,
        promotionCoupon: null,
      };
      await tx.execute(
        sql`INSERT INTO payment_events (type, user_id, payload, created_at) VALUES ('deposit_completed', ${late.user.id}, ${JSON.stringify(payload)}::jsonb, ${ctx.t.clock.now()})`,
      );
      inserted();
      await isCommitted;
    });
    await isInserted;
    // A later deposit commits its event, with a larger id, while the first is open.
    await depositByCard(ctx, early.profile, '20.00');

    const run = ctx.t.app.promotions.grantDepositBonuses();
    const state = await waitingOrFinished(run);
    commit();
    await open;
    const report = await run;
    // Whatever happened, a second run handles what the first left.
    await ctx.t.app.promotions.grantDepositBonuses();
    // The run waits for the open transaction, then handles both deposits.
    expect([state, report]).toEqual(['waiting', { seen: 2, granted: 2 }]);

    expect(await fundOf(early.profile)).toMatchObject({ totalMoney: '20.00', totalBonus: '25.00' });
    expect(await fundOf(late.profile)).toMatchObject({ totalBonus: '50.00' });
  });
});
