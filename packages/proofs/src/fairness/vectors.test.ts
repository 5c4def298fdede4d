import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { FAMILIES } from '@casino/games';
import { describe, expect, it } from 'vitest';
import { buildRoundVectors, ROUND_VECTORS_FILE, type RoundVectors } from './vectors';
import { verifyRound } from './verify-round';

const vectors = JSON.parse(readFileSync(ROUND_VECTORS_FILE, 'utf8')) as RoundVectors;

/** The first floats of a round, from Node's HMAC rather than the engines' WebCrypto one. */
function nodeFloats({ serverSeed, clientSeed, nonce }: { serverSeed: string; clientSeed: string; nonce: number }, count: number) {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round += 1) {
    const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    for (let i = 0; i < 32 && floats.length < count; i += 4) floats.push(digest.readUInt32BE(i) / 2 ** 32);
  }
  return floats;
}

describe('the fixed round vectors', () => {
  it('are what the builder makes from their seeds', async () => {
    expect(await buildRoundVectors()).toEqual(vectors);
  });

  it('hold at least one round of every game family', () => {
    const covered = new Set(vectors.rounds.map((round) => round.family));
    expect(Object.keys(FAMILIES).filter((family) => !covered.has(family as keyof typeof FAMILIES))).toEqual([]);
  });

  it.each(vectors.rounds.map((round) => [`${round.title} nonce ${round.nonce}`, round] as const))(
    'recompute %s: floats, outcome and the committed hash',
    async (_, vector) => {
      const { family, title, serverSeed, serverSeedHash, clientSeed, nonce, bet, floats, floatsUsed, outcome } = vector;
      const result = await verifyRound({ title, serverSeed, serverSeedHash, clientSeed, nonce, bet });
      expect(result).toEqual({ verified: expect.objectContaining({ family, isHashMatch: true, floats, floatsUsed, outcome }) });
      // The seeds' floats and commitment, computed apart from the package.
      expect(floats).toEqual(family === 'crash' ? [] : nodeFloats(vector, floats.length));
      const committed = createHash('sha256').update(family === 'crash' ? Buffer.from(serverSeed, 'hex') : serverSeed);
      expect(serverSeedHash).toBe(committed.digest('hex'));
    },
  );
});
