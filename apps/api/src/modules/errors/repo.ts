import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { errorReports } from '../../db/schema/errors';

export type ErrorReportRow = typeof errorReports.$inferSelect;
type NewErrorReport = typeof errorReports.$inferInsert;

export async function insertErrorReport(db: Db, report: NewErrorReport): Promise<ErrorReportRow> {
  const [row] = await db.insert(errorReports).values(report).returning();
  return row!;
}

/** Newest first. */
export async function findLatestErrorReports(db: Db, limit: number): Promise<ErrorReportRow[]> {
  return db.select().from(errorReports).orderBy(desc(errorReports.createdAt), desc(errorReports.id)).limit(limit);
}
