import { cappedCrash, crashPoint, isHashHex, nextHash } from '@casino/games';
import { hundredths } from '../plain-json';
import type { FamilyReader } from '../family-reader';

/**
 * A crash round is not drawn from floats: its server seed is its hash in the chain, its client seed the chain's
 * salt and its nonce the round's number. The crash point is bustabit's, from HMAC-SHA256(salt, hash bytes),
 * stopped at the title's cap; the commitment shown before the round is the previous round's hash, the SHA-256
 * of this one's bytes. (That the hash belongs to the published chain is checked on /provably-fair.)
 */
export const crashReader: FamilyReader<'crash'> = {
  betExample: null,
  read(config, _given, seeds) {
    if (!isHashHex(seeds.serverSeed)) return "A crash round's server seed is its hash: 64 lowercase hex digits.";
    return {
      choices: null,
      floats: 0,
      outcome: async (_source, { serverSeed, clientSeed }) => ({
        crash: hundredths(cappedCrash(await crashPoint(serverSeed, clientSeed), config.maxMultiplier)),
      }),
      commitment: (serverSeed) => nextHash(serverSeed),
    };
  },
};
