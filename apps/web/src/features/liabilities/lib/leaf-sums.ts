import type { ProofLeaf } from '@casino/proofs';

export type LeafStep = { level: number; siblingSum: bigint; sum: bigint };
export type LeafSums = { index: number; value: bigint; steps: LeafStep[] };

/**
 * The sums a leaf's path adds up, lowest first: its value, then the node above it with each sibling's sum, up to
 * what should be the root's total. For showing what was checked; the verifier itself decides whether it holds.
 */
export function leafSums(leaf: ProofLeaf): LeafSums {
  let sum = BigInt(leaf.value);
  const steps = leaf.path.map((step, i) => {
    const siblingSum = BigInt(step.sum);
    sum += siblingSum;
    return { level: i + 1, siblingSum, sum };
  });
  return { index: leaf.index, value: BigInt(leaf.value), steps };
}
