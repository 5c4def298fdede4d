import type { TWelcomeDepositSummary, TWelcomeOfferSummary } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { formatEurFigure, welcomeTextValues } from './welcome-offer';

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

const OFFER: TWelcomeOfferSummary = {
  totalMaximumBonusEur: '16000.00',
  totalFreeSpins: 250,
  maximumBonusPerDepositEur: '8000.00',
  topBonusPercent: 200,
  minimumDepositEur: '10.00',
  depositLimit: 2,
  deposits: [FIRST, SECOND],
};

describe('formatEurFigure', () => {
  it('shows whole euros with thousands separators, cents only when there are some', () => {
    expect(formatEurFigure('40000.00')).toBe('40,000');
    expect(formatEurFigure('8000')).toBe('8,000');
    expect(formatEurFigure('16.5')).toBe('16.50');
    expect(formatEurFigure('1234567.89')).toBe('1,234,567.89');
    expect(formatEurFigure('0.00')).toBe('0');
  });

  it('leaves anything else as it is', () => {
    expect(formatEurFigure('n/a')).toBe('n/a');
  });
});

describe('welcomeTextValues', () => {
  it('fills the welcome texts from the offer, so they agree with each other', () => {
    expect(welcomeTextValues(OFFER)).toEqual({ amount: '16,000', spins: 250, percent: 200, max: '8,000', count: 2, limit: 2 });
  });
});
