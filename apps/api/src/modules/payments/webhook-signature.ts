import { createHmac, timingSafeEqual } from 'node:crypto';

// Standard Webhooks (standardwebhooks.com): the sender signs `${id}.${timestamp}.${body}` with
// HMAC-SHA256 under the endpoint's secret and sends `webhook-id`, `webhook-timestamp` (unix seconds)
// and `webhook-signature` ("v1,<base64>", several separated by spaces while a secret is rotated).

/** How far a notice's timestamp may be from our clock, either way: older ones could be replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export type WebhookHeaders = { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string };

/** The key of a `whsec_<base64>` secret (the prefix is optional). */
function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
}

function sign(secret: string, id: string, timestamp: number, body: string): string {
  return createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
}

/** The headers a sender attaches to `body` sent at `now`. */
export function signWebhook(secret: string, id: string, now: Date, body: string): WebhookHeaders {
  const timestamp = Math.floor(now.getTime() / 1000);
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': `v1,${sign(secret, id, timestamp, body)}` };
}

export type WebhookCheck = { isValid: true; id: string } | { isValid: false; reason: string };

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Whether `body` came, as sent, from the holder of `secret` within the tolerance of `now`. */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  now: Date,
): WebhookCheck {
  const id = header(headers, 'webhook-id');
  const timestampText = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestampText || !signatures) return { isValid: false, reason: 'Missing webhook-id, webhook-timestamp or webhook-signature' };
  if (!/^\d{1,12}$/.test(timestampText)) return { isValid: false, reason: 'Bad webhook-timestamp' };
  const timestamp = Number(timestampText);
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS)
    return { isValid: false, reason: 'Timestamp outside the tolerance' };
  const expected = Buffer.from(sign(secret, id, timestamp, body), 'base64');
  const isSigned = signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',', 2);
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return isSigned ? { isValid: true, id } : { isValid: false, reason: 'No matching signature' };
}
