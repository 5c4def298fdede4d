import { z } from 'zod';
import { ZPay } from './play-pay';

// Craps' shapes in the play contract (play.ts gathers them with the other families').

const int = z.number().int();

export const CRAPS_POINTS = ['4', '5', '6', '8', '9', '10'] as const;
export const CRAPS_HARDWAYS = ['4', '6', '8', '10'] as const;
/** A come bet in the box ('come'), or on its come point ('come6'); don't come alike. */
export const CRAPS_COME_BETS = [
  'come',
  'dontCome',
  ...CRAPS_POINTS.map((n) => `come${n}` as const),
  ...CRAPS_POINTS.map((n) => `dontCome${n}` as const),
] as const;
export const CRAPS_BETS = [
  'pass',
  'dontPass',
  'passOdds',
  'dontPassOdds',
  'come',
  'dontCome',
  'field',
  ...CRAPS_POINTS.map((n) => `place${n}` as const),
  ...CRAPS_HARDWAYS.map((n) => `hard${n}` as const),
] as const;
export const ZCrapsView = z.object({
  family: z.literal('craps'),
  /** The most odds behind the line by point, as a multiple of the line bet. */
  oddsMultiple: z.record(z.enum(CRAPS_POINTS), int),
  /** The field pays even money but on 2 and 12. */
  field: z.object({ two: int, twelve: int }),
  place: z.record(z.enum(CRAPS_POINTS), ZPay),
  hardways: z.record(z.enum(CRAPS_HARDWAYS), ZPay),
  /** Each bet's exact return per unit staked, percent with two decimals. */
  rtps: z.array(z.object({ bet: z.enum(CRAPS_BETS), rtp: z.string() })),
  /** The most rolls a round may use; a round still undecided then returns every bet. */
  maxRolls: int,
});

/**
 * The 'dice' step (every face the round could use, two per roll) is only present once the round is settled.
 * 'bets' is what the round opened with; each 'roll' its two faces, the point after it (null: off) and what
 * it settled, each bet won (paid with its stake), lost or returned ('push'), and the come bets then up;
 * 'odds' the odds taken or laid; 'come' a come or don't come bet put down.
 */
const ZCrapsBetName = z.enum([
  'line',
  'odds',
  'field',
  ...CRAPS_POINTS.map((n) => `place${n}` as const),
  ...CRAPS_HARDWAYS.map((n) => `hard${n}` as const),
  ...CRAPS_COME_BETS,
]);
export const ZCrapsBets = z.object({
  line: z.enum(['pass', 'dontPass']),
  amount: z.string(),
  field: z.string(),
  place: z.partialRecord(z.enum(CRAPS_POINTS), z.string()),
  hardways: z.partialRecord(z.enum(CRAPS_HARDWAYS), z.string()),
});
export const ZCrapsStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dice'), faces: z.array(int) }),
  ZCrapsBets.extend({ kind: z.literal('bets') }),
  z.object({
    kind: z.literal('roll'),
    dice: z.tuple([int, int]),
    point: int.nullable(),
    results: z.array(z.object({ bet: ZCrapsBetName, outcome: z.enum(['win', 'lose', 'push']), paid: z.string() })),
    /** The come bets up after the roll, by where they stand; only while any is up. */
    come: z.partialRecord(z.enum(CRAPS_COME_BETS), z.string()).optional(),
  }),
  z.object({ kind: z.literal('odds'), amount: z.string() }),
  z.object({ kind: z.literal('come'), bet: z.enum(['come', 'dontCome']), amount: z.string() }),
]);
export type TCrapsStep = z.infer<typeof ZCrapsStep>;
