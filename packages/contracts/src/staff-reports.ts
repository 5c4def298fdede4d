import { z } from 'zod';
import { ZCurrencyCode } from './wallet';

// The operator's reports (GET /staff-api/v1/reports/…, permission reports.read): figures per UTC day over a range of
// dates, amounts as decimal strings in the currency's major unit. What each figure means is written in
// docs/decisions/029-operator-console.md, "Reports".

/** The longest range a report covers: a year, leap day included. */
export const REPORT_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as YYYY-MM-DD that exists (no 2025-02-30). */
const ZReportDate = z
  .string()
  .regex(DATE_PATTERN, { error: 'Use a date as YYYY-MM-DD.' })
  .refine(
    (value) => {
      if (!DATE_PATTERN.test(value)) return true; // the pattern's own message says what is wrong
      const date = new Date(`${value}T00:00:00.000Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: 'This date does not exist.' },
  );

/** Both ends included; `format=csv` answers the rows as a CSV file instead of JSON. */
export const ZStaffReportQuery = z
  .object({
    from: ZReportDate,
    to: ZReportDate,
    currency: ZCurrencyCode.optional(),
    format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).optional(),
  })
  .superRefine(({ from, to }, ctx) => {
    if (!DATE_PATTERN.test(from) || !DATE_PATTERN.test(to)) return;
    const days = (Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date must not be before the start date.' });
    else if (days > REPORT_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `A report covers at most ${REPORT_MAX_DAYS} days.` });
    }
  });
export type TStaffReportQuery = z.infer<typeof ZStaffReportQuery>;

/** GET /reports/liabilities: what the ledger holds for players at `at` (now when absent). */
export const ZStaffLiabilitiesQuery = z.object({
  at: z.iso.datetime({ offset: true, error: 'Use a date-time such as 2025-01-31T23:59:59Z.' }).optional(),
  currency: ZCurrencyCode.optional(),
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).optional(),
});
export type TStaffLiabilitiesQuery = z.infer<typeof ZStaffLiabilitiesQuery>;

/** A UTC calendar day, YYYY-MM-DD. */
const ZDay = z.string();
/** A decimal string in the currency's major unit, negative where a figure may be (GGR, bonus cost, NGR). */
const ZFigure = z.string();

/**
 * The game figures: `bets` are stakes taken less stakes rolled back, whatever paid them (`realBets` real money,
 * `bonusBets` bonus money and free spins); `wins` what the games paid into real (`realWins`) and bonus money
 * (`bonusWins`); `ggr` = bets − wins; `bonusCost` the part of GGR made of promotional money; `ngr` = ggr − bonusCost.
 */
const gameFigures = {
  rounds: z.number().int(),
  bets: ZFigure,
  realBets: ZFigure,
  bonusBets: ZFigure,
  wins: ZFigure,
  realWins: ZFigure,
  bonusWins: ZFigure,
  ggr: ZFigure,
  bonusCost: ZFigure,
  ngr: ZFigure,
};

/** One day, game and currency. `operator` is who ran the round: `studio` for our own games, else the aggregator. */
export const ZStaffGameReportRow = z.object({
  day: ZDay,
  currency: z.string(),
  operator: z.string(),
  provider: z.string(),
  game: z.string(),
  gameName: z.string(),
  ...gameFigures,
});
export type TStaffGameReportRow = z.infer<typeof ZStaffGameReportRow>;

/** A day's (or the range's) figures in one currency: the games' together, plus the bonus money converted to real money. */
const ZGameTotal = z.object({
  currency: z.string(),
  ...gameFigures,
  /** Bonus money that became real money (wagering met); part of bonusCost. */
  bonusConversions: ZFigure,
});
export const ZStaffGameReportDay = ZGameTotal.extend({ day: ZDay });

export const ZStaffGameReport = z.object({
  from: ZDay,
  to: ZDay,
  rows: z.array(ZStaffGameReportRow),
  days: z.array(ZStaffGameReportDay),
  totals: z.array(ZGameTotal),
});
export type TStaffGameReport = z.infer<typeof ZStaffGameReport>;

/** Deposits credited and withdrawals paid out, by the day the money moved. */
export const ZStaffPaymentReportRow = z.object({
  day: ZDay,
  currency: z.string(),
  deposits: z.number().int(),
  depositAmount: ZFigure,
  withdrawals: z.number().int(),
  withdrawalAmount: ZFigure,
  /** depositAmount − withdrawalAmount. */
  net: ZFigure,
});
const ZPaymentTotal = ZStaffPaymentReportRow.omit({ day: true });
export const ZStaffPaymentReport = z.object({
  from: ZDay,
  to: ZDay,
  rows: z.array(ZStaffPaymentReportRow),
  totals: z.array(ZPaymentTotal),
});
export type TStaffPaymentReport = z.infer<typeof ZStaffPaymentReport>;

/** Players who staked real money that day (active) and who signed up that day (new); every day of the range is listed. */
export const ZStaffPlayerReportRow = z.object({ day: ZDay, activePlayers: z.number().int(), newPlayers: z.number().int() });
export const ZStaffPlayerReport = z.object({
  from: ZDay,
  to: ZDay,
  rows: z.array(ZStaffPlayerReportRow),
  /** Distinct players active on any day of the range, and sign-ups over it. */
  totals: z.object({ activePlayers: z.number().int(), newPlayers: z.number().int() }),
});
export type TStaffPlayerReport = z.infer<typeof ZStaffPlayerReport>;

/**
 * What the ledger holds for players in one currency at `at`, by kind of money, and its reconciliation with the
 * figure the ledger check proves now (the players' balances): holdings at `at` plus what moved since equal it.
 */
export const ZStaffLiabilityRow = z.object({
  currency: z.string(),
  real: ZFigure,
  bonus: ZFigure,
  freeSpins: ZFigure,
  /** Withdrawals asked for and not yet paid or released. */
  held: ZFigure,
  total: ZFigure,
  /** The players' balances the ledger check adds up now. */
  ledgerCheckTotal: ZFigure,
  /** What moved into (+) or out of (−) players' accounts after `at`. */
  movedSince: ZFigure,
  isReconciled: z.boolean(),
});
export const ZStaffLiabilityReport = z.object({
  at: z.string(),
  rows: z.array(ZStaffLiabilityRow),
  /** Every invariant of the ledger check holds (postings sum to zero, balances equal their postings…). */
  isLedgerSound: z.boolean(),
  isReconciled: z.boolean(),
});
export type TStaffLiabilityReport = z.infer<typeof ZStaffLiabilityReport>;
