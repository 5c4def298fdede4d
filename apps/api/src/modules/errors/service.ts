import type { TErrorReport, TErrorReportReceipt } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { redactRequestUrl } from '../../lib/log-redaction';
import { findLatestErrorReports, insertErrorReport, type ErrorReportRow } from './repo';

/** What the server itself knows about the request that carried a report. */
type ReportContext = { playerId: string | null; ip: string; requestUserAgent: string | null; receivedAt: Date };

/** Longest request User-Agent header kept; the browser's own copy is capped by the contract. */
const REQUEST_USER_AGENT_MAX = 512;

/** Stores a browser's crash report and writes one error line to the log, so log-based alerting sees it too. */
export async function recordErrorReport(
  deps: { db: Db; log: FastifyBaseLogger },
  report: TErrorReport,
  context: ReportContext,
): Promise<TErrorReportReceipt> {
  const row = await insertErrorReport(deps.db, {
    createdAt: context.receivedAt,
    playerId: context.playerId,
    userName: report.user?.name ?? null,
    userRecordId: report.user?.id ?? null,
    errorName: report.error.name ?? null,
    message: report.error.message,
    stack: report.error.stack ?? null,
    digest: report.error.digest ?? null,
    componentStack: report.error.componentStack ?? null,
    // The page may have been opened from a reset or confirmation link.
    url: redactRequestUrl(report.error.url),
    userAgent: report.userAgent,
    requestUserAgent: context.requestUserAgent?.slice(0, REQUEST_USER_AGENT_MAX) ?? null,
    ip: context.ip,
  });
  deps.log.error({ errorReport: toErrorReportJson(row) }, 'browser error report');
  return { id: row.id };
}

/** A stored report as the log line and `npm run errors:tail -- --json` show it. */
export function toErrorReportJson(row: ErrorReportRow) {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    playerId: row.playerId,
    user: row.userName === null && row.userRecordId === null ? null : { name: row.userName, id: row.userRecordId },
    error: {
      name: row.errorName,
      message: row.message,
      stack: row.stack,
      digest: row.digest,
      componentStack: row.componentStack,
      url: row.url,
    },
    userAgent: row.userAgent,
    requestUserAgent: row.requestUserAgent,
    ip: row.ip,
  };
}

/** The latest reports, newest first, for `npm run errors:tail`. */
export async function listLatestErrorReports(db: Db, limit: number): Promise<ErrorReportRow[]> {
  return findLatestErrorReports(db, limit);
}
