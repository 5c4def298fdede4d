/**
 * Provably fair random floats, as Stake publishes the scheme: the server seed keys an HMAC-SHA256
 * of `clientSeed:nonce:round`; each 32-byte digest gives eight floats of four bytes each, and a
 * round that needs more than eight floats moves on to the next digest (round 1, 2, ...).
 */
export type FairSeeds = { serverSeed: string; clientSeed: string; nonce: number };

/** HMAC-SHA256 of `message` keyed by the UTF-8 bytes of `key`. */
export type HmacSha256 = (key: string, message: string) => Promise<Uint8Array>;

const BYTES_PER_FLOAT = 4;
const FLOATS_PER_DIGEST = 32 / BYTES_PER_FLOAT;

/** Four bytes as a float in [0, 1): the first byte is the most significant. */
export function bytesToFloat(bytes: ArrayLike<number>): number {
  let float = 0;
  for (let i = 0; i < BYTES_PER_FLOAT; i += 1) float += bytes[i]! / 256 ** (i + 1);
  return float;
}

/** WebCrypto's HMAC: the same code runs in the browser's verifier and on the server (Node 20). */
export const webCryptoHmac: HmacSha256 = async (key, message) => {
  const encoder = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
};

/** The first `count` floats of a bet. */
export async function generateFloats(seeds: FairSeeds, count: number, hmac: HmacSha256 = webCryptoHmac): Promise<number[]> {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round += 1) {
    const digest = await hmac(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}:${round}`);
    for (let i = 0; i < FLOATS_PER_DIGEST && floats.length < count; i += 1) {
      floats.push(bytesToFloat(digest.subarray(i * BYTES_PER_FLOAT, (i + 1) * BYTES_PER_FLOAT)));
    }
  }
  return floats;
}

/** SHA-256 of the server seed as lower-case hex: what a player sees before the seed is used. */
export async function hashServerSeed(serverSeed: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(serverSeed)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}
