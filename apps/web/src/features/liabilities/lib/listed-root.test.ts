import type { TLiabilityRoot, TLiabilitySnapshot } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { listedRoot, listedRootAt } from './listed-root';

const root = (currency: string, snapshotAt: string): TLiabilityRoot => ({
  currency,
  snapshotAt,
  hash: '0'.repeat(64),
  total: '1',
  depth: 1,
});
const today: TLiabilitySnapshot = {
  id: 2,
  takenAt: '2026-12-02T00:00:00.000Z',
  roots: [root('BTC', '2026-12-02T00:00:00.000Z'), root('EUR', '2026-12-02T00:00:00.000Z')],
  reserves: [],
};
const yesterday: TLiabilitySnapshot = {
  id: 1,
  takenAt: '2026-12-01T00:00:00.000Z',
  roots: [root('EUR', '2026-12-01T00:00:00.000Z')],
  reserves: [],
};

describe('listedRoot', () => {
  it("picks the snapshot's root of the same currency", () => {
    expect(listedRoot(today, 'EUR')).toBe(today.roots[1]);
    expect(listedRoot(today, 'BTC')).toBe(today.roots[0]);
    expect(listedRoot(yesterday, 'BTC')).toBeUndefined();
  });
});

describe('listedRootAt', () => {
  it('picks the root of the currency taken at that moment, however the time is written', () => {
    expect(listedRootAt([today, yesterday], 'EUR', '2026-12-01T00:00:00Z')).toBe(yesterday.roots[0]);
    expect(listedRootAt([today, yesterday], 'EUR', '2026-12-02T01:00:00+01:00')).toBe(today.roots[1]);
  });

  it('finds nothing for another time, another currency or a time it cannot read', () => {
    expect(listedRootAt([today, yesterday], 'EUR', '2026-11-30T00:00:00Z')).toBeUndefined();
    expect(listedRootAt([today, yesterday], 'USD', '2026-12-01T00:00:00Z')).toBeUndefined();
    expect(listedRootAt([today, yesterday], 'EUR', 'yesterday')).toBeUndefined();
  });
});
