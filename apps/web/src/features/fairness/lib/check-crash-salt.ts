import type { TChainBlock, TCrashChainRecord } from '@casino/contracts';

/**
 * What a player checks of a crash chain's salt with the block as its chain publishes it: that it is the
 * block named when the chain was committed, that the salt is its hash, and that it was mined after the
 * commitment, so nobody (the casino included) could know the salt when the chain's seed was chosen.
 */
export type CrashSaltCheck = { isThatBlock: boolean; isSaltItsHash: boolean; isMinedAfterCommitment: boolean };

export function checkCrashSalt(chain: TCrashChainRecord, block: TChainBlock): CrashSaltCheck {
  return {
    isThatBlock: block.chain === chain.saltBlock.chain && block.height === chain.saltBlock.height,
    isSaltItsHash: chain.salt !== null && chain.salt === block.hash.toLowerCase(),
    isMinedAfterCommitment: Date.parse(block.minedAt) > Date.parse(chain.committedAt),
  };
}

export const isSaltVerified = (check: CrashSaltCheck) => check.isThatBlock && check.isSaltItsHash && check.isMinedAfterCommitment;
