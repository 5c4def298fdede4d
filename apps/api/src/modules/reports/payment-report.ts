import type { TStaffPaymentReport } from '@casino/contracts';
import type { Db } from '../../db/client';
import { sumCreditedDepositsByDay, sumPaidWithdrawalsByDay } from '../payments';
import { money, type ReportPeriod } from './period';

// Deposits credited and withdrawals paid out per day and currency (docs/decisions/029-operator-console.md, Reports).

type Figures = { deposits: number; depositAmount: bigint; withdrawals: number; withdrawalAmount: bigint };
const ZERO: Figures = { deposits: 0, depositAmount: 0n, withdrawals: 0, withdrawalAmount: 0n };

const shown = (f: Figures, currency: string) => ({
  currency,
  deposits: f.deposits,
  depositAmount: money(f.depositAmount, currency),
  withdrawals: f.withdrawals,
  withdrawalAmount: money(f.withdrawalAmount, currency),
  net: money(f.depositAmount - f.withdrawalAmount, currency),
});

export async function getPaymentReport(db: Db, period: ReportPeriod): Promise<TStaffPaymentReport> {
  const range = { from: period.from, to: period.to, currency: period.currency };
  const rows = new Map<string, { day: string; currency: string; figures: Figures }>();
  const totals = new Map<string, Figures>();
  const entry = (day: string, currency: string) => {
    const key = `${day} ${currency}`;
    if (!rows.has(key)) rows.set(key, { day, currency, figures: { ...ZERO } });
    if (!totals.has(currency)) totals.set(currency, { ...ZERO });
    return [rows.get(key)!.figures, totals.get(currency)!];
  };
  for (const d of await sumCreditedDepositsByDay(db, range)) {
    for (const f of entry(d.day, d.currency)) {
      f.deposits += d.count;
      f.depositAmount += d.amount;
    }
  }
  for (const w of await sumPaidWithdrawalsByDay(db, range)) {
    for (const f of entry(w.day, w.currency)) {
      f.withdrawals += w.count;
      f.withdrawalAmount += w.amount;
    }
  }
  return {
    from: period.fromDay,
    to: period.toDay,
    rows: [...rows.values()]
      .sort((a, b) => a.day.localeCompare(b.day) || a.currency.localeCompare(b.currency))
      .map((r) => ({ day: r.day, ...shown(r.figures, r.currency) })),
    totals: [...totals.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, f]) => shown(f, currency)),
  };
}
