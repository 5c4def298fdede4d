import {
  ZStaffGameReport,
  ZStaffLiabilityReport,
  ZStaffPaymentReport,
  ZStaffPlayerReport,
  type TStaffGameReport,
  type TStaffLiabilityReport,
} from '@casino/contracts';

// Report answers as the staff API gives them, parsed with their contracts so a contract change breaks the tests.

export const REPORTS_MEMBER = {
  id: 'st_finance',
  email: 'fran@casino.test',
  role: 'compliance',
  permissions: ['reports.read'],
} as const;

const figures = (bets: string, wins: string, ggr: string, bonusCost: string, ngr: string) => ({
  rounds: 4,
  bets,
  realBets: bets,
  bonusBets: '0.00',
  wins,
  realWins: wins,
  bonusWins: '0.00',
  ggr,
  bonusCost,
  ngr,
});

/** Two days in EUR: a good first day and a second on which the games paid out more than they took. */
export const GAME_REPORT: TStaffGameReport = ZStaffGameReport.parse({
  from: '2025-03-01',
  to: '2025-03-03',
  rows: [
    {
      day: '2025-03-01',
      currency: 'EUR',
      operator: 'studio',
      provider: 'Casino Studio',
      game: 'dice',
      gameName: 'Dice',
      ...figures('100.00', '60.00', '40.00', '0.00', '40.00'),
    },
    {
      day: '2025-03-02',
      currency: 'EUR',
      operator: 'agg-1',
      provider: 'Pragmatic',
      game: 'vs20',
      gameName: 'Sweet Bonanza',
      ...figures('50.00', '75.50', '-25.50', '0.00', '-25.50'),
    },
  ],
  days: [
    { day: '2025-03-01', currency: 'EUR', ...figures('100.00', '60.00', '40.00', '0.00', '40.00'), bonusConversions: '0.00' },
    { day: '2025-03-02', currency: 'EUR', ...figures('50.00', '75.50', '-25.50', '5.00', '-30.50'), bonusConversions: '5.00' },
  ],
  totals: [{ currency: 'EUR', ...figures('150.00', '135.50', '14.50', '5.00', '9.50'), bonusConversions: '5.00' }],
});

export const PAYMENT_REPORT = ZStaffPaymentReport.parse({
  from: '2025-03-01',
  to: '2025-03-03',
  rows: [
    { day: '2025-03-01', currency: 'EUR', deposits: 2, depositAmount: '70.00', withdrawals: 1, withdrawalAmount: '20.00', net: '50.00' },
  ],
  totals: [{ currency: 'EUR', deposits: 2, depositAmount: '70.00', withdrawals: 1, withdrawalAmount: '20.00', net: '50.00' }],
});

export const PLAYER_REPORT = ZStaffPlayerReport.parse({
  from: '2025-03-01',
  to: '2025-03-03',
  rows: [
    { day: '2025-03-01', activePlayers: 3, newPlayers: 2 },
    { day: '2025-03-02', activePlayers: 2, newPlayers: 0 },
    { day: '2025-03-03', activePlayers: 0, newPlayers: 1 },
  ],
  totals: { activePlayers: 4, newPlayers: 3 },
});

const liability = (currency: string, total: string, ledgerCheckTotal: string) => ({
  currency,
  real: total,
  bonus: '0.00',
  freeSpins: '0.00',
  held: '0.00',
  total,
  ledgerCheckTotal,
  movedSince: '0.00',
  isReconciled: total === ledgerCheckTotal,
});

/** EUR agrees with the ledger; BTC does not. */
export const MISMATCHED_LIABILITIES: TStaffLiabilityReport = ZStaffLiabilityReport.parse({
  at: '2025-03-03T23:59:59.999Z',
  rows: [liability('EUR', '1200.00', '1200.00'), liability('BTC', '0.50000000', '0.40000000')],
  isLedgerSound: true,
  isReconciled: false,
});

export const RECONCILED_LIABILITIES: TStaffLiabilityReport = ZStaffLiabilityReport.parse({
  at: '2025-03-03T23:59:59.999Z',
  rows: [liability('EUR', '1200.00', '1200.00')],
  isLedgerSound: true,
  isReconciled: true,
});
