import { buildLiabilitiesTree, proofOf } from './build';
import type { InclusionProof, PublishedRoot } from './proof-format';
import { seededTreeRandom } from './seeded-random';

/** The fixed test vectors' balances: from one minor unit to one near the 63-bit limit of the ledger's amounts. */
export const VECTOR_BALANCES = [
  { playerId: '0b5c2f1e-0000-4000-8000-000000000001', balance: 1n },
  { playerId: '0b5c2f1e-0000-4000-8000-000000000002', balance: 2_500n },
  { playerId: '0b5c2f1e-0000-4000-8000-000000000003', balance: 0n },
  { playerId: '0b5c2f1e-0000-4000-8000-000000000004', balance: 123_456_789n },
  { playerId: '0b5c2f1e-0000-4000-8000-000000000005', balance: 9_000_000_000_000_000_000n },
  { playerId: '0b5c2f1e-0000-4000-8000-000000000006', balance: 10_000n },
];

export type Vectors = { root: PublishedRoot; proofs: InclusionProof[] };

/** The vectors as `npm run vectors:write -w packages/proofs` writes them to vectors/liabilities-v1.json. */
export function buildVectors(): Vectors {
  const tree = buildLiabilitiesTree(VECTOR_BALANCES, {
    currency: 'EUR',
    snapshotAt: new Date('2026-12-01T00:00:00Z'),
    random: seededTreeRandom(20261201),
  });
  const proofs = VECTOR_BALANCES.flatMap(({ playerId }) => proofOf(tree, playerId) ?? []);
  return { root: tree.root, proofs };
}

export const VECTORS_FILE = new URL('./vectors/liabilities-v1.json', import.meta.url);
