/**
 * The crash family's hash chain, as bustabit runs it: from a secret seed, each element is the SHA-256 of
 * the previous element's 32 bytes, and the rounds play the chain backwards. The last element (the
 * terminating hash) is published before the first round, so no round's hash can be chosen afterwards:
 * round n's hash hashed n times gives the terminating hash, and each round's hash hashes to the one
 * before it.
 */

/** SHA-256 of some bytes. WebCrypto by default, so the browser's verifier runs the same code. */
export type Sha256 = (bytes: Uint8Array) => Promise<Uint8Array>;

export const webCryptoSha256: Sha256 = async (bytes) => new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));

const HASH_HEX = /^[0-9a-f]{64}$/;

export const isHashHex = (text: string) => HASH_HEX.test(text);

export function hexToBytes(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/.test(hex)) throw new RangeError(`not lower-case hex bytes: ${hex}`);
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export const bytesToHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The chain element after `hash`: SHA-256 of its bytes (the hex is only how it is written). */
export async function nextHash(hash: string, sha256: Sha256 = webCryptoSha256): Promise<string> {
  return bytesToHex(await sha256(hexToBytes(hash)));
}

/** `hash` hashed `times` times. */
export async function hashTimes(hash: string, times: number, sha256: Sha256 = webCryptoSha256): Promise<string> {
  let bytes = hexToBytes(hash);
  for (let i = 0; i < times; i += 1) bytes = await sha256(bytes);
  return bytesToHex(bytes);
}

/**
 * A chain of `length` rounds from a secret seed (64 hex digits): element 0 is the seed and element i the
 * hash of element i - 1; round n (1-based) plays element length - n, so the terminating hash, element
 * length, is known before round 1 and round `length` plays the seed itself.
 */
export async function terminatingHash(seed: string, length: number, sha256: Sha256 = webCryptoSha256): Promise<string> {
  return hashTimes(seed, length, sha256);
}

/** Round `round`'s hash (1 ≤ round ≤ length) of the chain a seed starts. */
export async function roundHash(seed: string, length: number, round: number, sha256: Sha256 = webCryptoSha256): Promise<string> {
  if (!Number.isSafeInteger(round) || round < 1 || round > length) throw new RangeError(`round ${round} is not in a chain of ${length}`);
  return hashTimes(seed, length - round, sha256);
}

/** Whether `hash` is round `round` of the chain that ends in `terminating`: hashed `round` times it must give it. */
export async function isRoundOfChain(hash: string, round: number, terminating: string, sha256: Sha256 = webCryptoSha256): Promise<boolean> {
  if (!isHashHex(hash) || !Number.isSafeInteger(round) || round < 1) return false;
  return (await hashTimes(hash, round, sha256)) === terminating;
}
