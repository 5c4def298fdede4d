import { isRoundOfChain, nextHash, webCryptoSha256, type Sha256 } from './chain';
import { cappedCrash, crashPoint, webCryptoHmacBytes, type HmacBytes } from './crash-point';

/**
 * What a player checks of a busted round with what the site published: that its hash is round `number`
 * of the chain ending in the terminating hash, that it hashes to the commitment shown before the round
 * (the previous round's hash), and that it gives the crash the round showed.
 */
export type CrashRoundClaim = {
  number: number;
  hash: string;
  previousHash: string;
  terminatingHash: string;
  salt: string;
  /** Hundredths, as shown. */
  crash: number;
  maxMultiplier: number;
};

export type CrashRoundCheck = { isOfChain: boolean; isCommitted: boolean; crash: number; isCrashRight: boolean };

export async function verifyCrashRound(
  claim: CrashRoundClaim,
  { sha256 = webCryptoSha256, hmac = webCryptoHmacBytes }: { sha256?: Sha256; hmac?: HmacBytes } = {},
): Promise<CrashRoundCheck> {
  const isOfChain = await isRoundOfChain(claim.hash, claim.number, claim.terminatingHash, sha256);
  const isCommitted = isOfChain && (await nextHash(claim.hash, sha256)) === claim.previousHash;
  const crash = isOfChain ? cappedCrash(await crashPoint(claim.hash, claim.salt, hmac), claim.maxMultiplier) : 0;
  return { isOfChain, isCommitted, crash, isCrashRight: isOfChain && crash === claim.crash };
}
