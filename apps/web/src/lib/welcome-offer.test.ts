import type { TWelcomeOfferSummary } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { formatEurFigure, welcomeTextValues } from './welcome-offer';
import { FIRST, SECOND } from './welcome-offer-fixtures';

const OFFER: TWelcomeOfferSummary = {
  totalMaximumBonusEur: '16000.00',
  totalFreeSpins: 250,
  maximumBonusPerDepositEur: '8000.00',
  topBonusPercent: 200,
  minimumDepositEur: '10.00',
  depositLimit: 2,
  deposits: [FIRST, SECOND],
  spendOrder: 'real-first',
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
