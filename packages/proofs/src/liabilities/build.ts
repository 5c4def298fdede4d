import { hash, randomBytes } from 'node:crypto';
import { FORMAT_VERSION, idPreimage, leafPreimage, NODE_PREIMAGE_BYTES, nodePreimage } from './encoding';
import type { InclusionProof, ProofLeaf, PublishedRoot } from './proof-format';

// Builds a currency's Merkle sum tree from every player's balance and answers each player's inclusion proof
// (docs/decisions/033-proof-of-liabilities.md). Node only: it hashes with node:crypto, millions of times.

export type PlayerBalance = { playerId: string; balance: bigint };

/** Where the tree's randomness comes from: the splits, the nonces, the padding and the order of the leaves. */
export type TreeRandom = { bytes(n: number): Uint8Array; below(n: number): number };

/** The system's random bytes, drawn 64 KB at a time: a snapshot asks for millions of small pieces. */
function createCryptoRandom(): TreeRandom {
  let pool = randomBytes(65_536);
  let at = 0;
  const bytes = (n: number) => {
    if (at + n > pool.length) [pool, at] = [randomBytes(Math.max(65_536, n)), 0];
    at += n;
    return pool.subarray(at - n, at);
  };
  // Uniform below n by rejection, so the shuffle favours no order.
  const below = (n: number) => {
    if (n <= 1) return 0;
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const b = bytes(4);
      const x = ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
      if (x < limit) return x % n;
    }
  };
  return { bytes, below };
}

export const cryptoRandom: TreeRandom = createCryptoRandom();

export type LiabilitiesTree = {
  root: PublishedRoot;
  /** Level 0 is the leaves: 32-byte hashes back to back, and the sums. */
  levels: { hashes: Uint8Array; sums: BigUint64Array }[];
  /** Per leaf: the player it belongs to (-1 for padding) and its nonce. */
  owner: Int32Array;
  nonces: Uint8Array;
  players: PlayerBalance[];
  /** The player's first leaf and each leaf's next one of the same player (-1 ends). */
  firstLeaf: Int32Array;
  nextLeaf: Int32Array;
  indexOf: Map<string, number>;
};

const sha256 = (bytes: Uint8Array) => hash('sha256', bytes, 'buffer');
const hex = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('hex');

/** A random amount from 0 to `max` (a split point; the small bias of the modulo hides nothing that matters). */
function randomUpTo(random: TreeRandom, max: bigint): bigint {
  const bytes = random.bytes(8);
  return new DataView(bytes.buffer, bytes.byteOffset, 8).getBigUint64(0) % (max + 1n);
}

/** The balance cut at random into 1 to `maxParts` positive parts, so no leaf needs to hold a whole balance. */
function split(balance: bigint, maxParts: number, random: TreeRandom): bigint[] {
  const cuts = Array.from({ length: random.below(maxParts) }, () => randomUpTo(random, balance));
  const points = [0n, ...cuts.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)), balance];
  const parts = points.slice(1).map((point, i) => point - points[i]!);
  return parts.filter((part) => part > 0n);
}

/**
 * The tree of one currency at `snapshotAt`. Players with nothing owed get no leaf. Each balance is split over up to
 * `maxParts` leaves with fresh secret nonces; padding leaves of value 0 fill the tree to a power of two; the leaves are
 * shuffled, so neither a leaf's place nor its neighbours say whose it is.
 */
export function buildLiabilitiesTree(
  balances: Iterable<PlayerBalance>,
  {
    currency,
    snapshotAt,
    random = cryptoRandom,
    maxParts = 3,
  }: { currency: string; snapshotAt: Date; random?: TreeRandom; maxParts?: number },
): LiabilitiesTree {
  const players: PlayerBalance[] = [];
  const parts: { player: number; value: bigint }[] = [];
  for (const entry of balances) {
    if (entry.balance < 0n) throw new RangeError(`player ${entry.playerId} has a negative balance: the ledger must be checked first`);
    if (entry.balance === 0n) continue;
    const player = players.push(entry) - 1;
    for (const value of split(entry.balance, maxParts, random)) parts.push({ player, value });
  }
  const depth = Math.max(1, Math.ceil(Math.log2(Math.max(parts.length, 2))));
  const size = 2 ** depth;
  // A random order of the positions: part i goes to position order[i]; the positions left over are padding.
  const order = new Int32Array(size);
  for (let i = 0; i < size; i++) order[i] = i;
  for (let i = size - 1; i > 0; i--) {
    const j = random.below(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const owner = new Int32Array(size).fill(-1);
  const nonces = new Uint8Array(size * 32);
  const leafHashes = new Uint8Array(size * 32);
  const leafSums = new BigUint64Array(size);
  const firstLeaf = new Int32Array(players.length).fill(-1);
  const nextLeaf = new Int32Array(size).fill(-1);
  for (let i = 0; i < size; i++) {
    const at = order[i]!;
    const part = parts[i];
    const nonce = random.bytes(32);
    nonces.set(nonce, at * 32);
    // Padding commits to a random id: its hash looks like any other leaf's.
    const idCommitment = part ? sha256(idPreimage(nonce, players[part.player]!.playerId)) : random.bytes(32);
    leafHashes.set(sha256(leafPreimage(idCommitment, part?.value ?? 0n)), at * 32);
    leafSums[at] = part?.value ?? 0n;
    if (part) {
      owner[at] = part.player;
      nextLeaf[at] = firstLeaf[part.player]!;
      firstLeaf[part.player] = at;
    }
  }
  const levels = [{ hashes: leafHashes, sums: leafSums }];
  const preimage = new Uint8Array(NODE_PREIMAGE_BYTES);
  for (let width = size / 2; width >= 1; width /= 2) {
    const below = levels.at(-1)!;
    const hashes = new Uint8Array(width * 32);
    const sums = new BigUint64Array(width);
    for (let i = 0; i < width; i++) {
      const left = { hash: below.hashes.subarray(2 * i * 32, 2 * i * 32 + 32), sum: below.sums[2 * i]! };
      const right = { hash: below.hashes.subarray((2 * i + 1) * 32, (2 * i + 2) * 32), sum: below.sums[2 * i + 1]! };
      hashes.set(sha256(nodePreimage(left, right, preimage)), i * 32);
      sums[i] = left.sum + right.sum;
    }
    levels.push({ hashes, sums });
  }
  const top = levels.at(-1)!;
  return {
    root: { currency, snapshotAt: snapshotAt.toISOString(), hash: hex(top.hashes), total: String(top.sums[0]), depth },
    levels,
    owner,
    nonces,
    players,
    firstLeaf,
    nextLeaf,
    indexOf: new Map(players.map((p, i) => [p.playerId, i])),
  };
}

/** The player's inclusion proof: each of their leaves with its nonce and the siblings on its way up; none without a leaf. */
export function proofOf(tree: LiabilitiesTree, playerId: string): InclusionProof | undefined {
  const player = tree.indexOf.get(playerId);
  if (player === undefined) return undefined;
  const leaves: ProofLeaf[] = [];
  for (let at = tree.firstLeaf[player]!; at !== -1; at = tree.nextLeaf[at]!) {
    const path = tree.levels.slice(0, -1).map(({ hashes, sums }, level) => {
      const sibling = (at >> level) ^ 1;
      return { hash: hex(hashes.subarray(sibling * 32, sibling * 32 + 32)), sum: String(sums[sibling]) };
    });
    leaves.push({ index: at, value: String(tree.levels[0]!.sums[at]), nonce: hex(tree.nonces.subarray(at * 32, at * 32 + 32)), path });
  }
  leaves.sort((a, b) => a.index - b.index);
  return { version: FORMAT_VERSION, playerId, balance: String(tree.players[player]!.balance), root: tree.root, leaves };
}
