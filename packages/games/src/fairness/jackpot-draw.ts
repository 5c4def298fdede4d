import { bytesToFloat, webCryptoHmac, type FairSeeds, type HmacSha256 } from './floats';

/**
 * The digest round a bet's jackpot draw reads: far past any round a title's engine reaches (the most floats a
 * round uses is a few hundred, 8 per digest), so the draw never shares a float with the game, whatever the bet.
 * A verifier recomputes it from the round's seeds and nonce alone.
 */
export const JACKPOT_DIGEST_ROUND = 1_000_000;

/** The bet's jackpot float: the first float of HMAC(serverSeed, `clientSeed:nonce:1000000`). */
export async function jackpotFloat(seeds: FairSeeds, hmac: HmacSha256 = webCryptoHmac): Promise<number> {
  const digest = await hmac(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}:${JACKPOT_DIGEST_ROUND}`);
  return bytesToFloat(digest.subarray(0, 4));
}

/**
 * A win when the float falls in the lowest 1/oneIn of [0, 1): floor(float × oneIn) = 0. The float is k/2^32, so
 * for oneIn ≤ 2^32 the chance is exactly ceil(2^32 / oneIn) / 2^32, within 2^-32 of 1/oneIn.
 */
export function isJackpotWin(float: number, oneIn: number): boolean {
  if (!Number.isInteger(oneIn) || oneIn < 1 || oneIn > 2 ** 32) throw new Error(`a jackpot chance is 1 in 1 to 2^32, not ${oneIn}`);
  return Math.floor(float * oneIn) === 0;
}
