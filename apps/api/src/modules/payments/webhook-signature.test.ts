import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './webhook-signature';

// The example of the Standard Webhooks specification's reference libraries.
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const ID = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
const SENT = new Date(1614265330 * 1000);
const BODY = '{"test": 2432232314}';
const SIGNATURE = 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=';

describe('Standard Webhooks signatures', () => {
  it('signs as the specification does', () => {
    expect(signWebhook(SECRET, ID, SENT, BODY)).toEqual({
      'webhook-id': ID,
      'webhook-timestamp': '1614265330',
      'webhook-signature': SIGNATURE,
    });
  });

  it('accepts the signed body within five minutes either way, among several signatures', () => {
    const headers = { 'webhook-id': ID, 'webhook-timestamp': '1614265330', 'webhook-signature': `v1,bm90IGl0 ${SIGNATURE}` };
    for (const offsetSeconds of [0, 299, -299]) {
      expect(verifyWebhook(SECRET, headers, BODY, new Date(SENT.getTime() + offsetSeconds * 1000))).toEqual({ isValid: true, id: ID });
    }
  });

  it('refuses a changed body, id or timestamp, another secret, a stale or future timestamp and missing headers', () => {
    const headers = { 'webhook-id': ID, 'webhook-timestamp': '1614265330', 'webhook-signature': SIGNATURE };
    const refused = (h: Record<string, string | undefined>, body = BODY, now = SENT, secret = SECRET) =>
      verifyWebhook(secret, h, body, now).isValid;
    expect(refused(headers, '{"test": 2432232315}')).toBe(false);
    expect(refused({ ...headers, 'webhook-id': 'msg_other' })).toBe(false);
    expect(refused({ ...headers, 'webhook-timestamp': '1614265331' }, BODY, SENT)).toBe(false);
    expect(refused(headers, BODY, SENT, 'whsec_' + Buffer.alloc(24, 1).toString('base64'))).toBe(false);
    expect(refused(headers, BODY, new Date(SENT.getTime() + 301_000))).toBe(false);
    expect(refused(headers, BODY, new Date(SENT.getTime() - 301_000))).toBe(false);
    expect(refused({ ...headers, 'webhook-signature': SIGNATURE.replace('v1', 'v2') })).toBe(false);
    expect(refused({ ...headers, 'webhook-timestamp': 'soon' })).toBe(false);
    expect(refused({ 'webhook-id': ID })).toBe(false);
  });
});
