import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WalletApiOperator } from '../../config';

/** How far the signature's time may be from ours, either way: replays of a captured call stop working after this. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
/** Two secrets are live during a rotation; a few more candidates are harmless, hundreds would only cost us HMACs. */
const MAX_CANDIDATES = 4;

/** `t` as sent: the signed text is that spelling, not a number printed back. */
type ParsedHeader = { t: string; candidates: Buffer[] };

/** `t=<unix seconds>,v1=<hex>[,v1=<hex>...]`; anything else (a second t, no v1, a malformed value) is no signature. */
function parseHeader(header: string): ParsedHeader | null {
  let t: string | undefined;
  const candidates: Buffer[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    const [key, value] = [part.slice(0, eq).trim(), part.slice(eq + 1).trim()];
    if (key === 't') {
      if (t !== undefined || !/^\d{1,12}$/.test(value)) return null;
      t = value;
    } else if (key === 'v1') {
      if (!/^[0-9a-fA-F]{64}$/.test(value) || candidates.length === MAX_CANDIDATES) return null;
      candidates.push(Buffer.from(value, 'hex'));
    }
  }
  return t === undefined || candidates.length === 0 ? null : { t, candidates };
}

/**
 * The operator whose secret signed `rawBody` with this header at a time within the tolerance of `now`, or
 * null. Every secret of every operator is tried (a handful), so the body need not be read before it is
 * trusted; digests are compared in constant time.
 */
export function findSigner(operators: readonly WalletApiOperator[], header: unknown, rawBody: Buffer, now: Date): string | null {
  if (typeof header !== 'string') return null;
  const parsed = parseHeader(header);
  if (!parsed || Math.abs(now.getTime() / 1000 - Number(parsed.t)) > SIGNATURE_TOLERANCE_SECONDS) return null;
  let signer: string | null = null;
  for (const { operatorId, secrets } of operators) {
    for (const secret of secrets) {
      const expected = createHmac('sha256', secret).update(`${parsed.t}.`).update(rawBody).digest();
      for (const candidate of parsed.candidates) if (timingSafeEqual(expected, candidate)) signer ??= operatorId;
    }
  }
  return signer;
}

/** The header our own requests to an aggregator carry, in the scheme its calls to us use: `t=<unix seconds>,v1=<hex>`. */
export function signatureHeader(secret: string, rawBody: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')}`;
}
