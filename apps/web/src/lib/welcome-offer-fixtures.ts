import type { TWelcomeDepositSummary } from '@casino/contracts';

// Welcome offer summaries for tests: a first deposit with four bands and a second with one.

const tier = (id: string, minimumEur: string, maximumEur: string | null) => ({
  id,
  minimumEur,
  maximumEur,
  bonusPercent: 100,
  freeSpins: 100,
});

export const FIRST: TWelcomeDepositSummary = {
  depositNumber: 1,
  displayName: '1st deposit',
  maximumBonusEur: '8000.00',
  freeSpins: 150,
  tiers: [tier('a', '10.00', '16.00'), tier('b', '16.01', '50.00'), tier('c', '50.01', '100.00'), tier('d', '100.01', null)],
};
export const SECOND: TWelcomeDepositSummary = {
  ...FIRST,
  depositNumber: 2,
  displayName: '2nd deposit',
  freeSpins: 100,
  tiers: [tier('e', '10.00', null)],
};
