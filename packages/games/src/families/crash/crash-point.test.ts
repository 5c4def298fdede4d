import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashTimes, isRoundOfChain, nextHash, roundHash, terminatingHash } from './chain';
import { crashFromDigest, crashPoint } from './crash-point';

// bustabit's published figures: its current seeding event's salt (bitcoin block 831,500) and ten
// consecutive games from its game pages, each the previous one's hash hashed once more, with their busts.
const SALT = '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be';
const GAME_12424169 = '4488d92d89d0ed7fbb2ea23b219d569f63207e32fc44b957858838835c1719f1';
const BUSTS = [146, 556, 471, 4146, 188, 920, 116, 155, 1410, 109];

describe('crash point (bustabit formula)', () => {
  it('gives the busts bustabit published for games 12,424,169 down to 12,424,160', async () => {
    const busts: number[] = [];
    let hash = GAME_12424169;
    for (let game = 0; game < BUSTS.length; game += 1) {
      busts.push(await crashPoint(hash, SALT));
      hash = await nextHash(hash);
    }
    expect(busts).toEqual(BUSTS);
  });

  it('computes the HMAC and the chain step the way Node does (the server may use either)', async () => {
    const node = createHmac('sha256', SALT).update(Buffer.from(GAME_12424169, 'hex')).digest('hex');
    expect(crashFromDigest(node)).toBe(146);
    expect(await nextHash(GAME_12424169)).toBe(createHash('sha256').update(Buffer.from(GAME_12424169, 'hex')).digest('hex'));
  });

  it('maps the 52 leading bits to ⌊99 / (1 − X)⌋ hundredths, at least 1.00×', () => {
    const digest = (leading: string) => leading.padEnd(64, '0');
    expect(crashFromDigest(digest('0000000000000'))).toBe(100); // X = 0: 0.99× floored up to 1.00×
    expect(crashFromDigest(digest('8000000000000'))).toBe(198); // X = 1/2
    expect(crashFromDigest(digest('fffffffffffff'))).toBe(Math.floor(99 * 2 ** 52)); // the largest r
    // only the first 13 hex digits count
    expect(crashFromDigest('8000000000000' + 'f'.repeat(51))).toBe(198);
  });
});

describe('hash chain', () => {
  const seed = 'ab'.repeat(32);

  it('plays backwards: round n hashed n times is the terminating hash, and each round hashes to the one before', async () => {
    const length = 20;
    const terminating = await terminatingHash(seed, length);
    expect(await roundHash(seed, length, length)).toBe(seed);
    for (const round of [1, 2, 7, 20]) {
      const hash = await roundHash(seed, length, round);
      expect(await isRoundOfChain(hash, round, terminating)).toBe(true);
      expect(await isRoundOfChain(hash, round + 1, terminating)).toBe(false);
      if (round > 1) expect(await nextHash(hash)).toBe(await roundHash(seed, length, round - 1));
    }
    expect(await hashTimes(await roundHash(seed, length, 1), 1)).toBe(terminating);
  });

  it('refuses a hash that is not of the chain, malformed text and rounds outside it', async () => {
    const terminating = await terminatingHash(seed, 5);
    expect(await isRoundOfChain('cd'.repeat(32), 3, terminating)).toBe(false);
    expect(await isRoundOfChain('not a hash', 3, terminating)).toBe(false);
    expect(await isRoundOfChain(seed, 0, terminating)).toBe(false);
    await expect(roundHash(seed, 5, 6)).rejects.toThrow(RangeError);
    await expect(roundHash(seed, 5, 0)).rejects.toThrow(RangeError);
  });
});
