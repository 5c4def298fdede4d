import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLiabilitiesTree, proofOf, type PlayerBalance } from './build';
import { fromHex, nodePreimage, toHex } from './encoding';
import { seededTreeRandom } from './seeded-random';
import { verifyInclusion } from './verify';

const AT = new Date('2026-12-01T00:00:00Z');

const balanceSets = fc.uniqueArray(fc.record({ playerId: fc.uuid(), balance: fc.bigInt({ min: 0n, max: 2n ** 52n }) }), {
  selector: (b) => b.playerId,
  maxLength: 60,
});

describe('buildLiabilitiesTree', () => {
  it("over random balance sets: the root's total is their sum and every owed player's proof verifies", async () => {
    await fc.assert(
      fc.asyncProperty(balanceSets, fc.integer({ min: 1, max: 4 }), async (balances: PlayerBalance[], maxParts) => {
        const tree = buildLiabilitiesTree(balances, { currency: 'BTC', snapshotAt: AT, maxParts });
        expect(BigInt(tree.root.total)).toBe(balances.reduce((sum, b) => sum + b.balance, 0n));
        for (const { playerId, balance } of balances) {
          const proof = proofOf(tree, playerId);
          if (balance === 0n) expect(proof).toBeUndefined();
          else {
            expect(proof!.leaves.length).toBeLessThanOrEqual(maxParts);
            expect(await verifyInclusion(proof!, tree.root)).toMatchObject({ ok: true, balance });
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it("over random balance sets: a proof from a tree that dropped another player's leaf fails against the honest root", async () => {
    const owed = balanceSets.filter((set) => set.filter((b) => b.balance > 0n).length >= 2);
    await fc.assert(
      fc.asyncProperty(owed, async (balances) => {
        const [dropped, kept] = balances.filter((b) => b.balance > 0n) as [PlayerBalance, PlayerBalance];
        const honest = buildLiabilitiesTree(balances, { currency: 'BTC', snapshotAt: AT });
        const short = buildLiabilitiesTree(
          balances.filter((b) => b !== dropped),
          { currency: 'BTC', snapshotAt: AT },
        );
        expect((await verifyInclusion(proofOf(short, kept.playerId)!, honest.root)).ok).toBe(false);
        expect(proofOf(short, dropped.playerId)).toBeUndefined();
      }),
      { numRuns: 20 },
    );
  });

  it('splits balances over more leaves than players, and pads the tree to a power of two with empty leaves', () => {
    const balances = Array.from({ length: 50 }, (_, i) => ({ playerId: `p${i}`, balance: 1_000_000n + BigInt(i) }));
    const tree = buildLiabilitiesTree(balances, { currency: 'EUR', snapshotAt: AT, maxParts: 3 });
    const leaves = [...tree.levels[0]!.sums];
    expect(leaves.length).toBe(2 ** tree.root.depth);
    expect(leaves.filter((v) => v > 0n).length).toBeGreaterThan(50);
    expect(leaves.filter((v) => v === 0n).length).toBe(2 ** tree.root.depth - leaves.filter((v) => v > 0n).length);
  });

  it('lets no node claim less than its children hold: the player it shorts finds out', async () => {
    // The flaw of the first sum tree (Maxwell 2014): a node committing only to its total let the prover lower it and
    // show each child's player the other child's sum short by as much, and both proofs passed. With both children's
    // sums inside the node's hash, the player under the child whose sum was lowered is refused.
    const honest = buildLiabilitiesTree(
      [
        { playerId: 'a', balance: 5_000n },
        { playerId: 'b', balance: 7_000n },
      ],
      { currency: 'EUR', snapshotAt: AT, maxParts: 1, random: seededTreeRandom(7) },
    );
    const [first, second] = [0, 1].map((at) => ({
      owner: honest.players[honest.owner[at]!]!.playerId,
      hash: honest.levels[0]!.hashes.subarray(at * 32, at * 32 + 32),
      sum: honest.levels[0]!.sums[at]!,
    })) as [{ owner: string; hash: Uint8Array; sum: bigint }, { owner: string; hash: Uint8Array; sum: bigint }];
    const short = 1_000n;
    const forgedHash = toHex(
      createHash('sha256')
        .update(nodePreimage(first, { ...second, sum: second.sum - short }))
        .digest(),
    );
    const forgedRoot = { ...honest.root, hash: forgedHash, total: String(first.sum + second.sum - short) };
    const proofWithSibling = (player: string, sibling: { hash: Uint8Array; sum: bigint }) => {
      const proof = proofOf(honest, player)!;
      return {
        ...proof,
        root: forgedRoot,
        leaves: [{ ...proof.leaves[0]!, path: [{ hash: toHex(sibling.hash), sum: String(sibling.sum) }] }],
      };
    };
    const verdicts = await Promise.all([
      verifyInclusion(proofWithSibling(first.owner, { ...second, sum: second.sum - short })),
      verifyInclusion(proofWithSibling(second.owner, { ...first, sum: first.sum - short })),
    ]);
    expect(verdicts.map((v) => v.ok)).toEqual([true, false]);
    expect(fromHex(forgedHash)).not.toEqual(fromHex(honest.root.hash));
  });

  it('refuses a negative balance: the ledger check must find it first', () => {
    expect(() => buildLiabilitiesTree([{ playerId: 'p', balance: -1n }], { currency: 'EUR', snapshotAt: AT })).toThrow(/negative balance/);
  });
});
