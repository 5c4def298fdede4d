import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readInclusionProof } from './proof-format';
import { buildVectors, VECTOR_BALANCES, VECTORS_FILE, type Vectors } from './vectors';
import { verifyInclusion } from './verify';
import type { InclusionProof } from './proof-format';

const vectors = JSON.parse(readFileSync(VECTORS_FILE, 'utf8')) as Vectors;
const copy = (proof: InclusionProof): InclusionProof => structuredClone(proof);
const proofOfBalance = (balance: bigint) => vectors.proofs.find((p) => p.balance === String(balance))!;

describe('the fixed test vectors', () => {
  it('are what the builder makes from their seed, byte for byte', () => {
    expect(buildVectors()).toEqual(vectors);
  });

  it("prove every owed player's balance inside the published root, whose total is their sum", async () => {
    const owed = VECTOR_BALANCES.filter((b) => b.balance > 0n);
    expect(vectors.proofs.map((p) => p.playerId)).toEqual(owed.map((b) => b.playerId));
    expect(BigInt(vectors.root.total)).toBe(owed.reduce((sum, b) => sum + b.balance, 0n));
    for (const proof of vectors.proofs) {
      expect(readInclusionProof(proof).problems).toEqual([]);
      expect(await verifyInclusion(proof, vectors.root)).toEqual({ ok: true, balance: BigInt(proof.balance), leaves: proof.leaves.length });
    }
  });
});

describe('a tampered proof is refused', () => {
  const refused = async (proof: InclusionProof) => {
    const verdict = await verifyInclusion(proof, vectors.root);
    expect(verdict.ok).toBe(false);
    return verdict.ok ? [] : verdict.problems;
  };

  it('when a leaf holds another value, and the balance with it', async () => {
    const proof = copy(proofOfBalance(2_500n));
    proof.leaves[0]!.value = String(BigInt(proof.leaves[0]!.value) + 1n);
    proof.balance = String(BigInt(proof.balance) + 1n);
    expect(await refused(proof)).toEqual([expect.stringMatching(/^leaf 1 does not lead to the published root/)]);
  });

  it('when a leaf is dropped from the proof, so the rest do not hold the balance', async () => {
    const proof = copy(vectors.proofs.find((p) => p.leaves.length > 1)!);
    proof.leaves.pop();
    expect(await refused(proof)).toEqual([expect.stringMatching(/^the leaves hold \d+, not the balance of \d+$/)]);
  });

  it('when a sibling claims a negative sum', async () => {
    const proof = copy(proofOfBalance(123_456_789n));
    proof.leaves[0]!.path[0]!.sum = '-5';
    expect(await refused(proof)).toEqual(['leaf 1: the sum at step 1 of its path is negative']);
  });

  it("when it is another player's proof or for another root", async () => {
    const proof = copy(proofOfBalance(1n));
    proof.playerId = proofOfBalance(2_500n).playerId;
    expect(await refused(proof)).toEqual([expect.stringMatching(/^leaf 1 does not lead to the published root/)]);
    const elsewhere = { ...vectors.root, total: String(BigInt(vectors.root.total) - 1n) };
    expect((await verifyInclusion(proofOfBalance(1n), elsewhere)).ok).toBe(false);
  });

  it('when a leaf is given twice or sits outside the tree', async () => {
    const twice = copy(proofOfBalance(1n));
    twice.leaves.push(twice.leaves[0]!);
    twice.balance = '2';
    expect(await refused(twice)).toContain('two leaves of the proof are at the same position');
    const outside = copy(proofOfBalance(1n));
    outside.leaves[0]!.index = 2 ** vectors.root.depth;
    expect(await refused(outside)).toEqual([expect.stringMatching(/^leaf 1: position 8 is outside a tree of 8 leaves$/)]);
  });
});

describe('readInclusionProof', () => {
  it('names every field that is not what a proof holds', () => {
    expect(readInclusionProof('{}').problems).toEqual(['the proof is not a JSON object']);
    const proof = copy(vectors.proofs[0]!) as unknown as Record<string, unknown>;
    proof.balance = '1.5';
    (proof.leaves as { nonce: string }[])[0]!.nonce = 'zz';
    delete (proof.root as Record<string, unknown>).hash;
    expect(readInclusionProof(proof).problems).toEqual([
      'balance is not an integer string',
      'root.hash is not 64 hex digits',
      'leaves[0].nonce is not 64 hex digits',
    ]);
  });
});
