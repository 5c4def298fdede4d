import { createHmac, timingSafeEqual } from 'node:crypto';

// The signature scheme of the seamless-wallet API (docs/decisions/009-seamless-wallet-api.md), used both ways:
// the aggregator signs its wallet calls with the shared secret, and the casino signs its launch requests with it.
// Written here rather than imported from the casino's module: an outside aggregator shares the scheme, not the code.

export const SIGNATURE_HEADER = 'x-wallet-signature';
/** How far a signature's time may be from ours, either way: a captured request stops working after this. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The hex HMAC-SHA256 under `secret` of `<unix seconds>.<raw body>`. */
export function signWalletBody(secret: string, rawBody: string | Buffer, unixSeconds: number | string): string {
  return createHmac('sha256', secret).update(`${unixSeconds}.`).update(rawBody).digest('hex');
}

/** `t=<unix seconds>,v1=<hex>` for `rawBody` sent at `now`. */
export function signatureHeader(secret: string, rawBody: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${signWalletBody(secret, rawBody, t)}`;
}

/**
 * Whether `header` signs `rawBody` under `secret` at a time within the tolerance of `now`. Several `v1` are
 * accepted (a rotation on the signer's side); any malformed part makes the whole header invalid.
 */
export function isSignedBy(secret: string, header: unknown, rawBody: Buffer, now: Date): boolean {
  if (typeof header !== 'string') return false;
  let t: string | undefined;
  const candidates: Buffer[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    const [key, value] = [part.slice(0, eq).trim(), part.slice(eq + 1).trim()];
    if (key === 't') {
      if (t !== undefined || !/^\d{1,12}$/.test(value)) return false;
      t = value;
    } else if (key === 'v1') {
      // A handful covers any rotation; more would only make us compute HMACs for an attacker.
      if (!/^[0-9a-fA-F]{64}$/.test(value) || candidates.length === 4) return false;
      candidates.push(Buffer.from(value, 'hex'));
    }
  }
  if (t === undefined || candidates.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signWalletBody(secret, rawBody, t), 'hex');
  let isValid = false;
  // Every candidate is compared, so the time taken does not tell which one matched.
  for (const candidate of candidates) isValid = timingSafeEqual(expected, candidate) || isValid;
  return isValid;
}
