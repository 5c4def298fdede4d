import { CURRENCY_CODES, isCurrencyCode, type TCurrencyCode } from '@casino/contracts';
import { z } from 'zod';

/**
 * Currencies no player holds whose rate the site still needs: a market's figures are set in them (the UK's slot stake
 * caps in GBP) and converted into the player's currency. Optional in a rates file; where one is missing, what needs it
 * answers 503 until a file with it is loaded.
 */
export const REFERENCE_CURRENCIES = ['GBP'] as const;
export type TReferenceCurrency = (typeof REFERENCE_CURRENCIES)[number];
const isReferenceCurrency = (code: string): code is TReferenceCurrency => (REFERENCE_CURRENCIES as readonly string[]).includes(code);
/** Every supported currency's rate, and the reference currencies' given. */
export type TRateTable = Record<TCurrencyCode, string> & Partial<Record<TReferenceCurrency, string>>;

/** Fits the currency_rates column, numeric(30, 12): 18 digits before the point, 12 after. */
const RATE = /^\d{1,18}(\.\d{1,12})?$/;
/** A provider's clock may run a little ahead of ours; more than this is a wrong date. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

/** A rates source that cannot be used. Nothing was written: every problem is listed at once. */
export class RatesRefusedError extends Error {
  constructor(
    readonly source: string,
    readonly problems: string[],
  ) {
    super(`Rates from ${source} refused, nothing was changed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'RatesRefusedError';
  }
}

function shown(value: unknown): string {
  return value === undefined ? 'nothing' : JSON.stringify(value);
}

/** Units of each currency per 1 EUR: every supported currency, positive decimal strings, EUR itself 1. */
const ZRateTable = z
  .record(z.string(), z.unknown(), { error: 'must be an object of currency code to rate' })
  .superRefine((rates, ctx) => {
    const problem = (code: string, message: string) => ctx.addIssue({ code: 'custom', path: [code], message });
    for (const code of CURRENCY_CODES) {
      if (!Object.hasOwn(rates, code)) problem(code, 'missing: every supported currency needs a rate');
    }
    for (const [code, value] of Object.entries(rates)) {
      if (!isCurrencyCode(code) && !isReferenceCurrency(code)) {
        problem(code, 'not a supported currency');
      } else if (typeof value === 'string' && /^\s*-/.test(value)) {
        problem(code, `must be positive, got ${shown(value)}`);
      } else if (typeof value !== 'string' || !RATE.test(value)) {
        problem(code, `must be a decimal string such as "1.0834" (at most 18 digits before the point and 12 after), got ${shown(value)}`);
      } else if (/^[0.]+$/.test(value)) {
        problem(code, `must be greater than zero, got ${shown(value)}`);
      } else if (code === 'EUR' && !/^0*1(\.0*)?$/.test(value)) {
        problem(code, `must be "1" (rates are units per 1 EUR), got ${shown(value)}`);
      }
    }
  })
  .transform((rates) => rates as TRateTable);

/** The rates file shipped in apps/api/rates and accepted by `npm run rates:update`. */
export const ZRatesFile = z.object(
  {
    quotedAt: z.iso.datetime({ offset: true, error: 'must be an ISO date-time such as "2026-11-20T16:00:00Z"' }),
    base: z.literal('EUR', { error: 'must be "EUR": rates are units of each currency per 1 EUR' }),
    rates: ZRateTable,
  },
  { error: 'must be a JSON object with quotedAt, base and rates' },
);

/** What any provider returns, checked again before it reaches the table. */
export function quoteSchema(now: Date) {
  return z.object({
    quotedAt: z
      .date({ error: 'must be a date' })
      .refine((d) => !Number.isNaN(d.getTime()), 'must be a valid date')
      .refine((d) => d.getTime() <= now.getTime() + FUTURE_TOLERANCE_MS, 'is in the future'),
    rates: ZRateTable,
  });
}

/** Zod issues as "path: message" lines an operator can act on. */
export function problemsOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.map(String).join('.');
    return where ? `${where}: ${issue.message}` : issue.message;
  });
}
