import type { TWelcomeDepositSummary } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { bandLabel } from './welcome-offer';

const tier = (id: string, minimumEur: string, maximumEur: string | null) => ({
  id,
  minimumEur,
  maximumEur,
  bonusPercent: 100,
  freeSpins: 100,
});

const FIRST: TWelcomeDepositSummary = {
  depositNumber: 1,
  displayName: '1st deposit',
  maximumBonusEur: '8000.00',
  freeSpins: 150,
  tiers: [tier('a', '10.00', '16.00'), tier('b', '16.01', '50.00'), tier('c', '50.01', '100.00'), tier('d', '100.01', null)],
};
const SECOND: TWelcomeDepositSummary = {
  ...FIRST,
  depositNumber: 2,
  displayName: '2nd deposit',
  freeSpins: 100,
  tiers: [tier('e', '10.00', null)],
};

describe('bandLabel', () => {
  it('names each band of a deposit with several by its upper bound, the last by the one before', () => {
    expect(FIRST.tiers.map((_, i) => bandLabel(FIRST, i))).toEqual([
      { key: 'depositUpTo', amount: '16' },
      { key: 'depositUpTo', amount: '50' },
      { key: 'depositUpTo', amount: '100' },
      { key: 'depositOver', amount: '100' },
    ]);
  });

  it('says nothing of the only band of a deposit', () => {
    expect(bandLabel(SECOND, 0)).toBeNull();
  });
});
