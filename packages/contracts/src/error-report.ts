import { z } from 'zod';
import { ERROR_REPORT_LIMITS } from './error-report-limits';
import { textField } from './text';

const text = (max: number) => textField().max(max, `must be at most ${max} characters`);

/** POST /api/error-logger (docs/product.md, Error logging): what the browser saw when a page crashed. */
export const ZErrorReport = z.object({
  /** The locally kept user record (docs/product.md, Accounts), null for a visitor. */
  user: z.object({ name: text(ERROR_REPORT_LIMITS.text), id: text(ERROR_REPORT_LIMITS.text) }).nullable(),
  error: z.object({
    name: text(ERROR_REPORT_LIMITS.text).optional(),
    message: text(ERROR_REPORT_LIMITS.message),
    stack: text(ERROR_REPORT_LIMITS.stack).optional(),
    /** Next.js's digest of a server-side error, to match the server's own log line. */
    digest: text(ERROR_REPORT_LIMITS.text).optional(),
    componentStack: text(ERROR_REPORT_LIMITS.stack).optional(),
    /** The page address where it happened. */
    url: text(ERROR_REPORT_LIMITS.text),
  }),
  userAgent: text(ERROR_REPORT_LIMITS.text),
});
export type TErrorReport = z.infer<typeof ZErrorReport>;

/** 201 answer: the stored report's id, for the support desk. */
export const ZErrorReportReceipt = z.object({ id: z.string() });
export type TErrorReportReceipt = z.infer<typeof ZErrorReportReceipt>;
