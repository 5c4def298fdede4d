import type { Db } from '../../db/client';
import { claimDueDeliveries, queueDelivery, recordAttempt } from './sandbox-deliveries-repo';
import { signWebhook, type WebhookHeaders } from './webhook-signature';
import type { SandboxNotice } from './gateways/sandbox-notice';

/** How a notice reaches our webhook endpoint; its answer's status (0 when it could not be sent). */
export type WebhookTransport = (gateway: string, headers: WebhookHeaders, body: string) => Promise<number>;

/** Attempts before the sandbox gives up on a notice, as gateways do after a day or so. */
export const MAX_DELIVERY_ATTEMPTS = 10;
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60 * 60_000;
/** How long one attempt may take before the notice is due again. */
const LEASE_MS = 60_000;

/** Delay after the `attempts`-th failed attempt: 5 s, 10 s, 20 s ... at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), MAX_RETRY_MS);

/** The sandbox's notice of a payment's outcome, queued once per payment (its event id is the payment's). */
export async function queueSandboxNotice(db: Db, gateway: string, notice: SandboxNotice, now: Date): Promise<boolean> {
  return queueDelivery(db, { gateway, eventId: `evt_${notice.data.paymentId}`, payload: JSON.stringify(notice), now });
}

/**
 * Sends every due notice once, each signed at the time it is sent (a retry carries a fresh timestamp, as
 * Standard Webhooks senders do); a 2xx answer ends it, anything else schedules the next attempt.
 * Returns how many were acknowledged.
 */
export async function deliverDueNotices(
  db: Db,
  opts: { secret: string; transport: WebhookTransport; now: Date; limit?: number },
): Promise<number> {
  const { now } = opts;
  const claimed = await claimDueDeliveries(db, {
    now,
    leaseUntil: new Date(now.getTime() + LEASE_MS),
    maxAttempts: MAX_DELIVERY_ATTEMPTS,
    limit: opts.limit ?? 50,
  });
  let acknowledged = 0;
  for (const delivery of claimed) {
    const headers = signWebhook(opts.secret, delivery.eventId, now, delivery.payload);
    const status = await opts.transport(delivery.gateway, headers, delivery.payload).catch(() => 0);
    const isAcknowledged = status >= 200 && status < 300;
    if (isAcknowledged) acknowledged++;
    await recordAttempt(db, delivery.id, {
      status,
      deliveredAt: isAcknowledged ? now : null,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(delivery.attempts)),
    });
  }
  return acknowledged;
}
