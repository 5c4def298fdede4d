import type { TStaffLiabilityReport } from '@casino/contracts';
import type { Db } from '../../db/client';
import { sumPlayerLiabilities } from '../wallet';
import { money } from './period';

/**
 * What the ledger holds for players per currency at `at`, and whether it reconciles with the players' balances the
 * ledger check proves (`npm run ledger:check`): the holdings at `at` plus what moved since equal them, in one snapshot
 * (docs/decisions/029-operator-console.md, Reports).
 */
export async function getLiabilityReport(db: Db, at: Date, currency?: string): Promise<TStaffLiabilityReport> {
  const { rows, isLedgerSound } = await sumPlayerLiabilities(db, at, currency);
  const shown = rows.map((r) => ({
    currency: r.currency,
    real: money(r.real, r.currency),
    bonus: money(r.bonus, r.currency),
    freeSpins: money(r.freeSpins, r.currency),
    held: money(r.held, r.currency),
    total: money(r.total, r.currency),
    ledgerCheckTotal: money(r.ledgerCheckTotal, r.currency),
    movedSince: money(r.movedSince, r.currency),
    isReconciled: r.total + r.movedSince === r.ledgerCheckTotal,
  }));
  return { at: at.toISOString(), rows: shown, isLedgerSound, isReconciled: isLedgerSound && shown.every((r) => r.isReconciled) };
}
