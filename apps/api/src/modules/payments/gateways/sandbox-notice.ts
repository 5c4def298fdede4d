import { z } from 'zod';
import { verifyWebhook } from '../webhook-signature';
import type { NoticeReading } from './gateway';

/** Text a notice may carry: PostgreSQL's text cannot hold NUL, which would fail the statement that stores it. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters');

/** The body of a sandbox gateway's notice, as a real gateway's event would carry it. */
export const ZSandboxNotice = z.object({
  type: z.enum(['payment.succeeded', 'payment.failed']),
  data: z.object({
    paymentId: text(100),
    reference: text(200).pipe(z.string().min(1)),
    amount: text(64),
    currency: text(8),
    reason: text(200).optional(),
  }),
});
export type SandboxNotice = z.infer<typeof ZSandboxNotice>;

/** Checks the signature, then the shape: an unsigned or malformed notice is never read (a malformed one is still marked signed). */
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
    return { isValid: false, reason: 'Malformed notice', isSigned: true };
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
