// The fields every round in the recall tests shares.

export const common = {
  id: 'b1d4c1d6-0000-4000-8000-000000000001',
  status: 'settled' as const,
  currency: 'EUR',
  fairness: { serverSeedHash: 'ab'.repeat(32), serverSeed: null, clientSeed: 'seed', nonce: 4 },
  createdAt: '2026-01-02T10:00:00.000Z',
  settledAt: '2026-01-02T10:00:01.000Z',
};
