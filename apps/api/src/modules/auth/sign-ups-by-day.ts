import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';

/**
 * Players who signed up per UTC day within [from, to) (with `currency` their sign-up currency), and over the whole
 * range: the operator's reports' new players.
 */
export async function countSignUpsByDay(
  db: Db,
  range: { from: Date; to: Date; currency?: string },
): Promise<{ byDay: Map<string, number>; total: number }> {
  const only = range.currency === undefined ? sql`` : sql`AND currency = ${range.currency}`;
  const result = await db.execute(sql`
    SELECT (created_at AT TIME ZONE 'UTC')::date::text AS day, count(*) AS players
    FROM ${users}
    WHERE created_at >= ${range.from} AND created_at < ${range.to} ${only}
    GROUP BY 1`);
  const byDay = new Map<string, number>();
  let total = 0;
  for (const r of (result as unknown as { rows: { day: string; players: unknown }[] }).rows) {
    byDay.set(r.day, Number(r.players));
    total += Number(r.players);
  }
  return { byDay, total };
}
