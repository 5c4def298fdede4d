/** Profile service routes of the proof of liabilities (docs/decisions/033-proof-of-liabilities.md), through the web origin. */
export const LIABILITIES_URL = '/profile-service/api/v1/proof-of-liabilities';

/** The signed-in player's inclusion proofs at one snapshot. */
export const proofsUrl = (snapshotId: number) => `${LIABILITIES_URL}/${snapshotId}/proofs`;

/** The signed reserves of one crypto currency published beside a snapshot (public). */
export const reservesUrl = (snapshotId: number, currency: string) =>
  `${LIABILITIES_URL}/${snapshotId}/reserves/${encodeURIComponent(currency)}`;
