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

/**
 * The operator's reserves in a crypto currency beside a snapshot (decision 036): the balances of its addresses at one
 * block, and reserves ÷ liabilities (4 places, rounded down; null when nothing is owed in the currency).
 */
export const ZReserveSummary = z.object({
  currency: z.string(),
  blockHeight: z.number().int(),
  total: z.string().regex(/^[0-9]+$/),
  ratio: z.string().nullable(),
});
export type TReserveSummary = z.infer<typeof ZReserveSummary>;

/** A snapshot: every currency's root, taken at one moment from one consistent view of the ledger, and the reserves. */
export const ZLiabilitySnapshot = z.object({
  id: z.number().int(),
  takenAt: z.iso.datetime(),
  roots: z.array(ZLiabilityRoot),
  reserves: z.array(ZReserveSummary),
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

/** GET /proof-of-liabilities/{snapshotId}/reserves/{currency} (public): the signed attestation as published. */
export const ZReserveAttestation = z.object({
  version: z.literal(1),
  snapshotId: z.string(),
  currency: z.string(),
  blockHeight: z.number().int(),
  addresses: z.array(z.object({ address: z.string(), publicKey: z.string(), balance: z.string(), signature: z.string() })),
  total: z.string(),
});
export type TReserveAttestation = z.infer<typeof ZReserveAttestation>;

export const ZReserveParams = ZLiabilitySnapshotParams.extend({
  currency: z.string().regex(/^[A-Z]{3,5}$/, 'Unknown currency'),
});
