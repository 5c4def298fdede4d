import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deposits, withdrawals } from '../../db/schema/payments';

// Deposits and withdrawals per UTC day for the operator's reports (docs/decisions/029-operator-console.md, Reports):
// each counted on the day its money moved, a deposit when it was credited, a withdrawal when it was paid out.

export type PaymentsDay = { day: string; currency: string; count: number; amount: bigint };

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const toDays = (result: unknown): PaymentsDay[] =>
  rowsOf(result).map((r) => ({
    day: String(r.day),
    currency: String(r.currency),
    count: Number(r.count),
    amount: BigInt(String(r.amount)),
  }));

type Range = { from: Date; to: Date; currency?: string };

/** Completed deposits by the day they were credited (their settlement's time, the ledger's credit's too). */
export async function sumCreditedDepositsByDay(db: Db, range: Range): Promise<PaymentsDay[]> {
  const only = range.currency === undefined ? sql`` : sql`AND currency = ${range.currency}`;
  return toDays(
    await db.execute(sql`
      SELECT (updated_at AT TIME ZONE 'UTC')::date::text AS day, currency, count(*) AS count, sum(amount)::text AS amount
      FROM ${deposits}
      WHERE status = 'completed' AND updated_at >= ${range.from} AND updated_at < ${range.to} ${only}
      GROUP BY 1, 2 ORDER BY 1, 2`),
  );
}

/** Completed withdrawals by the day they were paid out (decided); a pending, rejected or cancelled one paid nothing. */
export async function sumPaidWithdrawalsByDay(db: Db, range: Range): Promise<PaymentsDay[]> {
  const only = range.currency === undefined ? sql`` : sql`AND currency = ${range.currency}`;
  return toDays(
    await db.execute(sql`
      SELECT (decided_at AT TIME ZONE 'UTC')::date::text AS day, currency, count(*) AS count, sum(amount)::text AS amount
      FROM ${withdrawals}
      WHERE status = 'completed' AND decided_at >= ${range.from} AND decided_at < ${range.to} ${only}
      GROUP BY 1, 2 ORDER BY 1, 2`),
  );
}
