import { FORMAT_VERSION, type InclusionProof } from '@casino/proofs';
import type { Db } from '../../db/client';
import { findSnapshot, listPlayerLeaves, readNodes, type StoredSnapshot } from './repo';

// A player's inclusion proofs, assembled from the stored trees: their leaves, nonces and the siblings up to the root.

const hex = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('hex');

export const publishedRoot = (snapshot: Pick<StoredSnapshot, 'takenAt'>, root: StoredSnapshot['roots'][number]) => ({
  currency: root.currency,
  snapshotAt: snapshot.takenAt.toISOString(),
  hash: root.hash,
  total: root.total.toString(),
  depth: root.depth,
});

/** The player's proof per currency they were owed money in at the snapshot; undefined for an unknown snapshot. */
export async function playerProofs(db: Db, snapshotId: number, userId: string): Promise<InclusionProof[] | undefined> {
  const snapshot = await findSnapshot(db, snapshotId);
  if (!snapshot) return undefined;
  const leaves = await listPlayerLeaves(db, snapshotId, userId);
  const proofs: InclusionProof[] = [];
  for (const root of snapshot.roots) {
    const own = leaves.filter((leaf) => leaf.currency === root.currency);
    if (!own.length) continue;
    // Each leaf's own node (for its value) and its sibling at every level below the root.
    const wanted = own.flatMap(({ index }) => [
      { level: 0, position: index },
      ...Array.from({ length: root.depth }, (_, level) => ({ level, position: Math.floor(index / 2 ** level) ^ 1 })),
    ]);
    const nodes = await readNodes(db, snapshotId, root.currency, wanted);
    const node = (level: number, position: number) => {
      const found = nodes.get(`${level}:${position}`);
      if (!found) throw new Error(`snapshot ${snapshotId} ${root.currency}: node ${level}:${position} is missing`);
      return found;
    };
    const proofLeaves = own.map(({ index, nonce }) => ({
      index,
      value: node(0, index).sum.toString(),
      nonce: hex(nonce),
      path: Array.from({ length: root.depth }, (_, level) => {
        const sibling = node(level, Math.floor(index / 2 ** level) ^ 1);
        return { hash: hex(sibling.hash), sum: sibling.sum.toString() };
      }),
    }));
    const balance = proofLeaves.reduce((sum, leaf) => sum + BigInt(leaf.value), 0n);
    proofs.push({
      version: FORMAT_VERSION,
      playerId: userId,
      balance: balance.toString(),
      root: publishedRoot(snapshot, root),
      leaves: proofLeaves,
    });
  }
  return proofs;
}
