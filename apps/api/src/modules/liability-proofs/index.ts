// Proof of liabilities (docs/decisions/033-proof-of-liabilities.md): daily and on-demand snapshots of what every
// player is owed, as Merkle sum trees whose roots are public and whose proofs each player can check.
// Owns liability_snapshots, liability_roots, liability_tree_levels and liability_leaves.
export { registerDailySnapshots } from './daily';
export { liabilityProofRoutes } from './routes';
export { dueDailySnapshot, takeDailySnapshotIfDue, takeLiabilitySnapshot, type DailySnapshotTime } from './snapshot';
export { playerProofs } from './proofs';
// Reserves beside the liabilities (docs/decisions/036-proof-of-reserves.md).
export { publishReserves, publishSandboxReserves } from './reserves';
export { latestSnapshotId } from './repo';
