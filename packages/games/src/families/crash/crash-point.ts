import { bytesToHex, hexToBytes } from './chain';

/**
 * A round's crash point from its chain hash, with bustabit's formula and its 1 % edge: the HMAC-SHA256 of
 * the hash's bytes keyed by the chain's public salt (text), its 52 most significant bits r give
 * X = r / 2^52, uniform in [0, 1), and the crash point is ⌊99 / (1 − X)⌋ hundredths, at least 1.00×.
 * So P(crash ≥ m) = 0.99 / m for every m ≥ 1 (in hundredths), and 1 − 0.99 / 1.01 ≈ 1.98 % of rounds
 * bust at 1.00× before anyone can cash out.
 */

/** HMAC-SHA256 of `message` keyed by the UTF-8 bytes of `key`. */
export type HmacBytes = (key: string, message: Uint8Array) => Promise<Uint8Array>;

export const webCryptoHmacBytes: HmacBytes = async (key, message) => {
  const cryptoKey = await crypto.subtle.importKey('raw', new TextEncoder().encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, message as BufferSource));
};

const BITS = 52;
/** Hundredths of the lowest crash point: 1.00×. */
export const MIN_CRASH = 100;

/** The crash point in hundredths (≥ 100) of an HMAC digest written as hex. */
export function crashFromDigest(digestHex: string): number {
  const r = Number.parseInt(digestHex.slice(0, BITS / 4), 16);
  const x = r / 2 ** BITS;
  return Math.max(MIN_CRASH, Math.floor(99 / (1 - x)));
}

/** The crash point in hundredths of a round hash under a chain's salt. */
export async function crashPoint(hash: string, salt: string, hmac: HmacBytes = webCryptoHmacBytes): Promise<number> {
  return crashFromDigest(bytesToHex(await hmac(salt, hexToBytes(hash))));
}

/** The crash point a title plays: the rise stops at the title's cap (hundredths), and everyone still in is paid at it. */
export const cappedCrash = (crash: number, maxMultiplier: number) => Math.min(crash, maxMultiplier);
