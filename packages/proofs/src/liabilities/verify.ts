import { fromHex, idPreimage, leafPreimage, MAX_SUM, nodePreimage, toHex } from './encoding';
import type { InclusionProof, PublishedRoot } from './proof-format';

// Checks a player's inclusion proof with nothing but the proof and the published root: it runs in the browser (Web
// Crypto) as in Node, offline.

export type Verdict = { ok: true; balance: bigint; leaves: number } | { ok: false; problems: string[] };

async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
}

const sameRoot = (a: PublishedRoot, b: PublishedRoot) =>
  a.currency === b.currency && a.snapshotAt === b.snapshotAt && a.hash === b.hash && a.total === b.total && a.depth === b.depth;

/** Follows one leaf up its path; answers the root it leads to, or why it cannot lead anywhere. */
async function climb(proof: InclusionProof, i: number): Promise<{ hash: string; sum: bigint } | { problem: string }> {
  const leaf = proof.leaves[i]!;
  const where = `leaf ${i + 1}`;
  const { depth } = proof.root;
  if (leaf.path.length !== depth) return { problem: `${where}: its path has ${leaf.path.length} steps, the tree is ${depth} high` };
  if (leaf.index >= 2 ** depth) return { problem: `${where}: position ${leaf.index} is outside a tree of ${2 ** depth} leaves` };
  let sum = BigInt(leaf.value);
  if (sum < 0n) return { problem: `${where}: its value is negative` };
  if (sum > MAX_SUM) return { problem: `${where}: its value is beyond 64 bits` };
  let hash = await sha256(leafPreimage(await sha256(idPreimage(fromHex(leaf.nonce), proof.playerId)), sum));
  for (let level = 0; level < depth; level++) {
    const step = leaf.path[level]!;
    const sibling = { hash: fromHex(step.hash), sum: BigInt(step.sum) };
    if (sibling.sum < 0n) return { problem: `${where}: the sum at step ${level + 1} of its path is negative` };
    const next = sum + sibling.sum;
    if (next > MAX_SUM) return { problem: `${where}: the sums overflow 64 bits at step ${level + 1}` };
    const here = { hash, sum };
    const isRight = Math.floor(leaf.index / 2 ** level) % 2 === 1;
    hash = await sha256(isRight ? nodePreimage(sibling, here) : nodePreimage(here, sibling));
    sum = next;
  }
  return { hash: toHex(hash), sum };
}

/**
 * Whether the proof shows the player's balance inside the published root: each leaf commits to the player's id and
 * leads, through sums that are never negative and add up at every node, to the root's hash and total; the leaves are
 * distinct and hold exactly the balance. `published` is the root as the casino's page shows it; without it the
 * proof's own root is used, and the caller must compare it with the published one.
 */
export async function verifyInclusion(proof: InclusionProof, published: PublishedRoot = proof.root): Promise<Verdict> {
  const problems: string[] = [];
  if (!sameRoot(proof.root, published)) problems.push(`the proof is for root ${proof.root.hash}, not the published ${published.hash}`);
  const indexes = new Set(proof.leaves.map((leaf) => leaf.index));
  if (indexes.size !== proof.leaves.length) problems.push('two leaves of the proof are at the same position');
  let held = 0n;
  for (let i = 0; i < proof.leaves.length; i++) {
    const reached = await climb(proof, i);
    if ('problem' in reached) problems.push(reached.problem);
    else if (reached.hash !== published.hash || reached.sum !== BigInt(published.total)) {
      problems.push(`leaf ${i + 1} does not lead to the published root (it reaches ${reached.hash} holding ${reached.sum})`);
    }
    held += BigInt(proof.leaves[i]!.value);
  }
  const balance = BigInt(proof.balance);
  if (held !== balance) problems.push(`the leaves hold ${held}, not the balance of ${balance}`);
  return problems.length === 0 ? { ok: true, balance, leaves: proof.leaves.length } : { ok: false, problems };
}
