import { verifyCrashRound } from '@casino/games';
import type { PlayedRoundCheckOf } from '../family-entry';

/**
 * A crash bet: its live round's hash (the server seed) must be round `nonce` of the chain ending in the
 * published terminating hash and hash to the commitment shown before the round, and give the bust stored.
 */
export const crashCheck: PlayedRoundCheckOf<'crash'> = {
  async check(round) {
    const bust = round.steps[0]?.bust;
    if (!bust) return null;
    const { serverSeedHash, clientSeed, nonce } = round.fairness;
    const check = await verifyCrashRound({
      number: nonce,
      hash: bust.hash,
      previousHash: serverSeedHash,
      terminatingHash: bust.terminatingHash,
      salt: clientSeed,
      crash: Math.round(Number(bust.crash) * 100),
      maxMultiplier: bust.maxMultiplier,
    });
    return { isHashMatch: check.isOfChain && check.isCommitted, isDrawMatch: check.isCrashRight };
  },
};
