import { z } from 'zod';
import { verifyWebhook } from '../webhook-signature';
import type { NoticeReading } from './gateway';

/** The body of a sandbox gateway's notice, as a real gateway's event would carry it. */
export const ZSandboxNotice = z.object({
  type: z.enum(['payment.succeeded', 'payment.failed']),
  data: z.object({
    paymentId: z.string().max(100),
    reference: z.string().min(1).max(200),
    amount: z.string().max(64),
    currency: z.string().max(8),
    reason: z.string().max(200).optional(),
  }),
});
export type SandboxNotice = z.infer<typeof ZSandboxNotice>;

/** Checks the signature, then the shape: an unsigned or malformed notice is never read. */
export function readSandboxNotice(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  now: Date,
): NoticeReading {
  const check = verifyWebhook(secret, headers, body, now);
  if (!check.isValid) return check;
  let parsed: SandboxNotice;
  try {
    parsed = ZSandboxNotice.parse(JSON.parse(body));
  } catch {
    return { isValid: false, reason: 'Malformed notice' };
  }
  const { data } = parsed;
  return {
    isValid: true,
    notice: {
      eventId: check.id,
      depositId: data.paymentId,
      outcome: parsed.type === 'payment.succeeded' ? 'paid' : 'failed',
      amount: data.amount,
      currency: data.currency,
      reference: data.reference,
      ...(data.reason ? { reason: data.reason } : {}),
    },
  };
}
