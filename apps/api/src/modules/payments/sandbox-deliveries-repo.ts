import { and, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxWebhookDeliveries } from '../../db/schema/payments';

// The sandbox gateways' outgoing notices (what a real gateway keeps on its side).

export type DeliveryRow = typeof sandboxWebhookDeliveries.$inferSelect;

/** Queues a notice once per (gateway, event id); false when it was queued before. */
export async function queueDelivery(db: Db, values: { gateway: string; eventId: string; payload: string; now: Date }): Promise<boolean> {
  const rows = await db
    .insert(sandboxWebhookDeliveries)
    .values({ gateway: values.gateway, eventId: values.eventId, payload: values.payload, nextAttemptAt: values.now, createdAt: values.now })
    .onConflictDoNothing()
    .returning({ id: sandboxWebhookDeliveries.id });
  return rows.length === 1;
}

export async function findDelivery(db: Db, gateway: string, eventId: string): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxWebhookDeliveries)
    .where(and(eq(sandboxWebhookDeliveries.gateway, gateway), eq(sandboxWebhookDeliveries.eventId, eventId)));
  return row;
}

/**
 * Takes up to `limit` due notices for one attempt each: their next attempt moves to `leaseUntil` in the
 * same statement, so two instances (or two ticks) never send the same attempt, and a sender that dies
 * mid-way leaves the notice due again later.
 */
export async function claimDueDeliveries(db: Db, opts: { now: Date; leaseUntil: Date; maxAttempts: number; limit: number }) {
  const due = db
    .select({ id: sandboxWebhookDeliveries.id })
    .from(sandboxWebhookDeliveries)
    .where(
      and(
        isNull(sandboxWebhookDeliveries.deliveredAt),
        lte(sandboxWebhookDeliveries.nextAttemptAt, opts.now),
        lt(sandboxWebhookDeliveries.attempts, opts.maxAttempts),
      ),
    )
    .orderBy(sandboxWebhookDeliveries.nextAttemptAt)
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  return db
    .update(sandboxWebhookDeliveries)
    .set({ nextAttemptAt: opts.leaseUntil, attempts: sql`${sandboxWebhookDeliveries.attempts} + 1` })
    .where(sql`${sandboxWebhookDeliveries.id} IN ${due}`)
    .returning();
}

export async function recordAttempt(db: Db, id: number, values: { status: number; deliveredAt: Date | null; nextAttemptAt: Date }) {
  await db
    .update(sandboxWebhookDeliveries)
    .set({ lastStatus: values.status, deliveredAt: values.deliveredAt, nextAttemptAt: values.nextAttemptAt })
    .where(eq(sandboxWebhookDeliveries.id, id));
}
