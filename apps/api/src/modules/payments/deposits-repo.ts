import { and, count, desc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { timeRangeConditions, type TimeRange } from '../../lib/time-range';
import { deposits, paymentEvents, paymentWebhookEvents } from '../../db/schema/payments';

// The payments module's SQL for deposits, the notices received about them and the events it publishes.

export type DepositRow = typeof deposits.$inferSelect;
export type DepositStatus = DepositRow['status'];

export async function insertDeposit(
  db: Db,
  values: Pick<DepositRow, 'userId' | 'gateway' | 'method' | 'currency' | 'amount' | 'promotionCoupon' | 'createdAt'> &
    Partial<Pick<DepositRow, 'declineBonus'>>,
): Promise<DepositRow> {
  const [row] = await db
    .insert(deposits)
    .values({ ...values, updatedAt: values.createdAt })
    .returning();
  return row!;
}

/**
 * Records a chain payment as a pending deposit, unless it was recorded already (by another instance's
 * watcher meanwhile); then the deposit of that reference, locked until the transaction ends.
 */
export async function insertChainDeposit(
  db: Db,
  values: Pick<
    DepositRow,
    'userId' | 'gateway' | 'method' | 'currency' | 'amount' | 'promotionCoupon' | 'declineBonus' | 'reference' | 'createdAt'
  >,
): Promise<{ deposit: DepositRow; isNew: boolean }> {
  const inserted = await db
    .insert(deposits)
    .values({ ...values, updatedAt: values.createdAt })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return { deposit: inserted[0], isNew: true };
  return { deposit: (await lockDepositByReference(db, values.gateway, values.currency, values.reference!))!, isNew: false };
}

/** The deposit of this payment (a payment is named by gateway, currency and reference), locked until the transaction ends. */
export async function lockDepositByReference(
  db: Db,
  gateway: string,
  currency: string,
  reference: string,
): Promise<DepositRow | undefined> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.gateway, gateway), eq(deposits.currency, currency), eq(deposits.reference, reference)))
    .for('update');
  return row;
}

/** The key `listSettledPayments` answers with: one payment's currency and reference. */
export const paymentKey = (currency: string, reference: string) => `${currency} ${reference}`;

/** Of these references, the payments (by `paymentKey`) whose deposit is settled (credited, failed or held): nothing more to do. */
export async function listSettledPayments(db: Db, gateway: string, references: string[]): Promise<Set<string>> {
  if (!references.length) return new Set();
  const rows = await db
    .select({ currency: deposits.currency, reference: deposits.reference })
    .from(deposits)
    .where(and(eq(deposits.gateway, gateway), inArray(deposits.reference, references), ne(deposits.status, 'pending')));
  return new Set(rows.map((r) => paymentKey(r.currency, r.reference!)));
}

export async function findPlayerDeposit(db: Db, userId: string, id: string): Promise<DepositRow | undefined> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, id), eq(deposits.userId, userId)));
  return row;
}

export async function findDeposit(db: Db, id: string): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(deposits).where(eq(deposits.id, id));
  return row;
}

/** The deposit, locked until the transaction ends: one notice at a time settles it. */
export async function lockDeposit(db: Db, id: string): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(deposits).where(eq(deposits.id, id)).for('update');
  return row;
}

export async function settleDeposit(
  db: Db,
  id: string,
  values: { status: DepositStatus; reference: string; failureReason?: string | null; refundReason?: string | null; updatedAt: Date },
): Promise<void> {
  await db
    .update(deposits)
    .set({ ...values, failureReason: values.failureReason ?? null })
    .where(eq(deposits.id, id));
}

/**
 * Serialises a player's completing deposits (in any currency) until the transaction ends, so each one
 * counts the deposits before it exactly: the deposit number decides the welcome offer.
 */
export async function lockPlayerDeposits(db: Db, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`deposits:${userId}`}, 0))`);
}

export async function countCompletedDeposits(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.status, 'completed')));
  return row?.n ?? 0;
}

/**
 * The player's deposits made after `since` that count against deposit limits: completed ones, and pending ones,
 * which hold their room until they fail. Held ones (never credited) and failed ones do not count.
 */
export async function listCountingDeposits(db: Db, userId: string, since: Date, exceptId?: string) {
  return db
    .select({ id: deposits.id, currency: deposits.currency, amount: deposits.amount, createdAt: deposits.createdAt })
    .from(deposits)
    .where(
      and(
        eq(deposits.userId, userId),
        inArray(deposits.status, ['pending', 'completed']),
        gt(deposits.createdAt, since),
        exceptId ? ne(deposits.id, exceptId) : undefined,
      ),
    );
}

/** The player's deposits not credited (pending, failed, held): credited ones are in the ledger's history. */
export async function listUncreditedDeposits(
  db: Db,
  userId: string,
  opts: { currencies: readonly string[]; range: TimeRange; limit: number },
) {
  return db
    .select()
    .from(deposits)
    .where(
      and(
        eq(deposits.userId, userId),
        ne(deposits.status, 'completed'),
        inArray(deposits.currency, [...opts.currencies]),
        ...timeRangeConditions(deposits.createdAt, opts.range),
      ),
    )
    .orderBy(desc(deposits.createdAt))
    .limit(opts.limit);
}

/** Records a notice once per (gateway, event id); false when it had been received before. */
export async function recordWebhookEvent(
  db: Db,
  values: { gateway: string; eventId: string; depositId: string | null; outcome: string; receivedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(paymentWebhookEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return rows.length === 1;
}

export async function insertPaymentEvent(
  db: Db,
  values: { type: string; userId: string; payload: Record<string, unknown>; createdAt: Date },
) {
  await db.insert(paymentEvents).values(values);
}

export async function listPaymentEvents(db: Db, userId: string) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.userId, userId)).orderBy(paymentEvents.id);
}

/**
 * The operator's deposit lists, newest first: `pending` ones, `held` ones (never credited), or `refund` ones
 * (credited and flagged). `heldOverLimit` is the part above a deposit limit its deposit_completed event announced.
 */
export async function listDepositsForStaff(db: Db, view: 'pending' | 'held' | 'refund', limit: number) {
  const heldOverLimit = sql<string | null>`(
    SELECT ${paymentEvents.payload} ->> 'heldOverLimit' FROM ${paymentEvents}
    WHERE ${paymentEvents.userId} = ${deposits.userId} AND ${paymentEvents.type} = 'deposit_completed'
      AND ${paymentEvents.payload} ->> 'depositId' = ${deposits.id}::text
    LIMIT 1)`;
  const where = view === 'refund' ? and(eq(deposits.status, 'completed'), isNotNull(deposits.refundReason)) : eq(deposits.status, view);
  return db
    .select({ deposit: deposits, heldOverLimit })
    .from(deposits)
    .where(where)
    .orderBy(desc(view === 'refund' ? deposits.updatedAt : deposits.createdAt))
    .limit(limit);
}
