import { ERROR_REPORT_LIMITS, ZErrorReport } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { buildErrorReport } from './error-report';

const base = { url: 'https://casino.example/test-crash', userAgent: 'Mozilla/5.0 Test' };

describe('buildErrorReport', () => {
  it('carries the user record, the error and the browser', () => {
    const report = buildErrorReport({
      ...base,
      user: { name: 'Ada Lovelace', id: 'u-1' },
      error: { name: 'Error', message: 'boom', stack: 'Error: boom\n  at x', digest: '12345' },
    });
    expect(report).toEqual({
      user: { name: 'Ada Lovelace', id: 'u-1' },
      error: { name: 'Error', message: 'boom', stack: 'Error: boom\n  at x', digest: '12345', url: base.url },
      userAgent: 'Mozilla/5.0 Test',
    });
    expect(ZErrorReport.safeParse(report).success).toBe(true);
  });

  it('sends null for a visitor and leaves out empty details', () => {
    const report = buildErrorReport({ ...base, user: null, error: { message: 'boom', stack: '', digest: undefined } });
    expect(report.user).toBeNull();
    expect(report.error).toEqual({ message: 'boom', url: base.url });
    expect(ZErrorReport.safeParse(report).success).toBe(true);
  });

  it('always has a message', () => {
    expect(buildErrorReport({ ...base, user: null, error: { name: 'TypeError' } }).error.message).toBe('TypeError');
    expect(buildErrorReport({ ...base, user: null, error: {} }).error.message).toBe('Unknown error');
  });

  it('cuts every text to what the API accepts', () => {
    const long = (n: number) => 'x'.repeat(n + 10);
    const report = buildErrorReport({
      url: `https://casino.example/${long(ERROR_REPORT_LIMITS.text)}`,
      userAgent: long(ERROR_REPORT_LIMITS.text),
      user: { name: long(ERROR_REPORT_LIMITS.text), id: long(ERROR_REPORT_LIMITS.text) },
      error: {
        name: long(ERROR_REPORT_LIMITS.text),
        message: long(ERROR_REPORT_LIMITS.message),
        stack: long(ERROR_REPORT_LIMITS.stack),
        digest: long(ERROR_REPORT_LIMITS.text),
      },
    });
    expect(ZErrorReport.safeParse(report).success).toBe(true);
    expect(report.error.stack).toHaveLength(ERROR_REPORT_LIMITS.stack);
    expect(report.error.message).toHaveLength(ERROR_REPORT_LIMITS.message);
  });
});
