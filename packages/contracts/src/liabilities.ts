import { z } from 'zod';

/**
 * Proof of liabilities (docs/decisions/033-proof-of-liabilities.md): the published roots of every snapshot, and a
 * signed-in player's inclusion proofs. The proofs' own shape is read and checked by `@casino/proofs`, which the
 * browser and the offline command both use: a proof is verified as untrusted JSON, whoever served it.
 */

/** One currency's tree at a snapshot: its root hash, what it adds up to (minor units) and its height. */
export const ZLiabilityRoot = z.object({
  currency: z.string(),
  snapshotAt: z.iso.datetime(),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  total: z.string().regex(/^[0-9]+$/),
  depth: z.number().int().min(1).max(40),
});
export type TLiabilityRoot = z.infer<typeof ZLiabilityRoot>;

/** A snapshot: every currency's root, taken at one moment from one consistent view of the ledger. */
export const ZLiabilitySnapshot = z.object({
  id: z.number().int(),
  takenAt: z.iso.datetime(),
  roots: z.array(ZLiabilityRoot),
});
export type TLiabilitySnapshot = z.infer<typeof ZLiabilitySnapshot>;

/** GET /proof-of-liabilities (public): the snapshots, newest first. */
export const ZProofOfLiabilities = z.object({ snapshots: z.array(ZLiabilitySnapshot) });
export type TProofOfLiabilities = z.infer<typeof ZProofOfLiabilities>;

export const ZLiabilitySnapshotParams = z.object({ snapshotId: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * GET /proof-of-liabilities/{snapshotId}/proofs (signed in): the player's inclusion proof in each currency they held
 * money in at that snapshot (none for a currency where they held nothing).
 */
export const ZLiabilityProofs = z.object({ snapshotId: z.number().int(), proofs: z.array(z.record(z.string(), z.unknown())) });
export type TLiabilityProofs = z.infer<typeof ZLiabilityProofs>;
