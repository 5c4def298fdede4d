import type { TLiabilityRoot, TLiabilitySnapshot } from '@casino/contracts';

// A proof carries a copy of its root, which proves nothing by itself: it is always checked against the root the page
// lists, so a proof made for a tree other than the published one is refused.

/** The listed root of `currency` at `snapshot`, the one a served proof of that snapshot is checked against. */
export function listedRoot(snapshot: TLiabilitySnapshot, currency: string): TLiabilityRoot | undefined {
  return snapshot.roots.find((root) => root.currency === currency);
}

/** For a proof brought from elsewhere (a saved file): the listed root of its currency taken at its time, if any. */
export function listedRootAt(snapshots: readonly TLiabilitySnapshot[], currency: string, snapshotAt: string): TLiabilityRoot | undefined {
  const at = Date.parse(snapshotAt);
  if (Number.isNaN(at)) return undefined;
  for (const snapshot of snapshots) {
    const root = snapshot.roots.find((candidate) => candidate.currency === currency && Date.parse(candidate.snapshotAt) === at);
    if (root) return root;
  }
  return undefined;
}
