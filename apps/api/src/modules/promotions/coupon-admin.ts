import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { toMajorUnits } from '../../lib/money';
import { disableCoupon, insertCoupon, type CouponRow, type NewCoupon } from './coupons-repo';

// The operator's bonus codes until a back office exists (npm run promotions:coupon): the options of `create`
// checked with every problem named, and the rows listed as the operator reads them.

/** `create`'s options as parseArgs reads them: text, or true for a flag. */
export type CouponOptions = {
  name?: string;
  deposit?: boolean;
  redemption?: boolean;
  'min-deposit-eur'?: string;
  percent?: string;
  'bonus-eur'?: string;
  'free-spins'?: string;
  uses?: string;
  'per-player'?: string;
  from?: string;
  until?: string;
};

const EUR = /^\d{1,9}(\.\d{1,2})?$/;
const eurCents = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
};
const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** A whole number from `min` to `max`, or a problem. */
function wholeNumber(text: string | undefined, option: string, min: number, max: number, problems: string[]): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{1,9}$/.test(text) || Number(text) < min || Number(text) > max) {
    problems.push(`--${option}: must be a whole number from ${min} to ${max}`);
    return undefined;
  }
  return Number(text);
}

function instant(text: string | undefined, option: string, problems: string[]): Date | null {
  if (text === undefined) return null;
  const date = new Date(text);
  if (!ISO.test(text) || Number.isNaN(date.getTime())) {
    problems.push(`--${option}: must be a date such as 2026-12-31 or 2026-12-31T23:59:00Z (UTC unless an offset is given)`);
    return null;
  }
  return date;
}

/** The coupon `create` describes, or every problem with its options. */
export function parseCouponOptions(code: string | undefined, o: CouponOptions, now: Date): { coupon: NewCoupon } | { problems: string[] } {
  const problems: string[] = [];
  if (!code || !/^\d{1,32}$/.test(code)) problems.push('<code>: must be 1 to 32 digits (players type bonus codes on a number pad)');
  const name = o.name?.trim() ?? '';
  if (!name || name.length > 60) problems.push('--name: the title players see, 1 to 60 characters, is required');
  if (o.deposit === o.redemption)
    problems.push('say how the coupon is used: --deposit (entered with a deposit) or --redemption (redeemed on its own)');
  const isDeposit = o.deposit === true;

  const percent = wholeNumber(o.percent, 'percent', 1, 1000, problems) ?? 0;
  if (percent > 0 && !isDeposit) problems.push('--percent: only a --deposit coupon gives a percentage of the deposit');
  let bonusEurCents: bigint | null = null;
  if (o['bonus-eur'] !== undefined) {
    if (!EUR.test(o['bonus-eur']) || eurCents(o['bonus-eur']) === 0n)
      problems.push('--bonus-eur: must be an amount in EUR above 0, such as 10 or 12.50');
    else bonusEurCents = eurCents(o['bonus-eur']);
  }
  const freeSpins = wholeNumber(o['free-spins'], 'free-spins', 1, 10_000, problems) ?? 0;
  if (percent === 0 && bonusEurCents === null && freeSpins === 0)
    problems.push('give something: --percent, --bonus-eur and/or --free-spins');

  let minimumDepositEurCents: bigint | null = null;
  if (o['min-deposit-eur'] !== undefined) {
    if (!isDeposit) problems.push('--min-deposit-eur: only a --deposit coupon has a minimum deposit');
    else if (!EUR.test(o['min-deposit-eur'])) problems.push('--min-deposit-eur: must be an amount in EUR, such as 20 or 12.50');
    else minimumDepositEurCents = eurCents(o['min-deposit-eur']);
  }
  let totalUses: number | null = 1;
  if (o.uses === 'unlimited') totalUses = null;
  else if (o.uses !== undefined) totalUses = wholeNumber(o.uses, 'uses', 1, 10_000_000, problems) ?? 1;
  const perPlayerLimit = wholeNumber(o['per-player'], 'per-player', 1, 1000, problems) ?? 1;
  if (totalUses !== null && perPlayerLimit > totalUses) problems.push('--per-player: cannot be more than --uses');

  const validFrom = instant(o.from, 'from', problems);
  const validUntil = instant(o.until, 'until', problems);
  if (validUntil && validUntil <= (validFrom ?? now)) problems.push('--until: must be later than --from (or now)');

  if (problems.length > 0) return { problems };
  return {
    coupon: {
      code: code!,
      displayName: name,
      kind: isDeposit ? 'deposit' : 'redemption',
      minimumDepositEurCents,
      bonusPercent: percent,
      bonusEurCents,
      freeSpins,
      totalUses,
      perPlayerLimit,
      validFrom,
      validUntil,
      createdAt: now,
    },
  };
}

export async function createCoupon(db: Db, coupon: NewCoupon): Promise<CouponRow> {
  const row = await insertCoupon(db, coupon);
  if (!row) throw conflict(`A coupon with the code ${coupon.code} exists already.`);
  return row;
}

export async function disableCouponByCode(db: Db, code: string, now: Date): Promise<CouponRow> {
  const row = await disableCoupon(db, code, now);
  if (!row) throw notFound(`There is no coupon with the code ${code}.`);
  return row;
}

/** One line per coupon for `list`. */
export function couponLine(c: CouponRow): string {
  const eur = (cents: bigint) => `${toMajorUnits(cents, 'EUR')} EUR`;
  const gives = [
    c.bonusPercent > 0 ? `${c.bonusPercent} %` : '',
    c.bonusEurCents !== null ? eur(c.bonusEurCents) : '',
    c.freeSpins > 0 ? `${c.freeSpins} free spins` : '',
  ].filter(Boolean);
  return [
    c.code,
    JSON.stringify(c.displayName),
    c.kind === 'deposit' ? `deposit${c.minimumDepositEurCents === null ? '' : ` from ${eur(c.minimumDepositEurCents)}`}` : 'redemption',
    gives.join(' + '),
    `used ${c.uses}/${c.totalUses ?? 'unlimited'}, ${c.perPlayerLimit} per player`,
    `valid ${c.validFrom?.toISOString() ?? 'now'} to ${c.validUntil?.toISOString() ?? 'forever'}`,
    c.disabledAt ? `DISABLED ${c.disabledAt.toISOString()}` : 'enabled',
  ].join('  ');
}
