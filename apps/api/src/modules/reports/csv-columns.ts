import type { TStaffGameReport, TStaffLiabilityReport, TStaffPaymentReport, TStaffPlayerReport } from '@casino/contracts';
import type { CsvColumn } from '../../lib/csv';

// The columns of each report's CSV file, in the order a spreadsheet shows them.

type GameRow = TStaffGameReport['rows'][number];
export const GAME_COLUMNS: CsvColumn<GameRow>[] = [
  'day',
  'currency',
  'provider',
  'game',
  'gameName',
  'operator',
  'rounds',
  'bets',
  'realBets',
  'bonusBets',
  'wins',
  'realWins',
  'bonusWins',
  'ggr',
  'bonusCost',
  'ngr',
];

export const PAYMENT_COLUMNS: CsvColumn<TStaffPaymentReport['rows'][number]>[] = [
  'day',
  'currency',
  'deposits',
  'depositAmount',
  'withdrawals',
  'withdrawalAmount',
  'net',
];

export const PLAYER_COLUMNS: CsvColumn<TStaffPlayerReport['rows'][number]>[] = ['day', 'activePlayers', 'newPlayers'];

export const LIABILITY_COLUMNS: CsvColumn<TStaffLiabilityReport['rows'][number]>[] = [
  'currency',
  'real',
  'bonus',
  'freeSpins',
  'held',
  'total',
  'ledgerCheckTotal',
  'movedSince',
  'isReconciled',
];
