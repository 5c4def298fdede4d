import { ERROR_REPORT_LIMITS, type TErrorReport, type TErrorReportReceipt } from '@casino/contracts';
import { api } from './api-client';

const ERROR_REPORT_PATH = '/api/error-logger';

export type ReportedError = { name?: string; message?: string; stack?: string; digest?: string };

function clip(value: string | undefined, max: number): string | undefined {
  if (value === undefined || value === '') return undefined;
  return value.length > max ? value.slice(0, max) : value;
}

/**
 * The body of POST /api/error-logger: the locally kept user record, what went wrong and where,
 * and the browser. Every text is cut to the size the API accepts, so a huge stack never costs
 * the report itself.
 */
export function buildErrorReport({
  error,
  url,
  userAgent,
  user,
}: {
  error: ReportedError;
  url: string;
  userAgent: string;
  user: { name: string; id: string } | null;
}): TErrorReport {
  const { message: maxMessage, stack: maxStack, text: maxText } = ERROR_REPORT_LIMITS;
  return {
    user: user ? { name: clip(user.name, maxText) ?? '', id: clip(user.id, maxText) ?? '' } : null,
    error: {
      name: clip(error.name, maxText),
      message: clip(error.message, maxMessage) ?? clip(error.name, maxMessage) ?? 'Unknown error',
      stack: clip(error.stack, maxStack),
      digest: clip(error.digest, maxText),
      url: clip(url, maxText) ?? '',
    },
    userAgent: clip(userAgent, maxText) ?? '',
  };
}

/** Sends a report; never throws (a failing report must not break the error page). */
export async function sendErrorReport(report: TErrorReport): Promise<TErrorReportReceipt | null> {
  try {
    return await api.post<TErrorReportReceipt>(ERROR_REPORT_PATH, report);
  } catch {
    return null;
  }
}
