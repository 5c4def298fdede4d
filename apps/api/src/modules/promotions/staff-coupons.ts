import type { TStaffCoupon, TStaffCouponCreateRequest } from '@casino/contracts';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { toMajorUnits } from '../../lib/money';
import { recordStaffAction } from '../audit';
import { createCoupon, parseCouponOptions, type CouponOptions } from './coupon-admin';
import { couponRefusal } from './coupons';
import { disableCoupon, listCoupons, lockCoupon, type CouponRow } from './coupons-repo';
import type { StaffAudit } from './staff-actor';

// Bonus codes from the console (decision 029, Bonuses): the same rules and words as `npm run promotions:coupon`.

const eur = (cents: bigint | null) => (cents === null ? null : toMajorUnits(cents, 'EUR'));

function statusOf(c: CouponRow, now: Date): TStaffCoupon['status'] {
  if (c.disabledAt && c.disabledAt <= now) return 'disabled';
  if (c.validFrom && now < c.validFrom) return 'scheduled';
  if (couponRefusal(c, now) === undefined) return 'active';
  return c.validUntil && now >= c.validUntil ? 'expired' : 'used-up';
}

export function toStaffCoupon(c: CouponRow, now: Date): TStaffCoupon {
  return {
    code: c.code,
    name: c.displayName,
    kind: c.kind,
    minimumDepositEur: eur(c.minimumDepositEurCents),
    bonusPercent: c.bonusPercent,
    bonusEur: eur(c.bonusEurCents),
    freeSpins: c.freeSpins,
    totalUses: c.totalUses,
    uses: c.uses,
    perPlayerLimit: c.perPlayerLimit,
    validFrom: c.validFrom?.toISOString() ?? null,
    validUntil: c.validUntil?.toISOString() ?? null,
    disabledAt: c.disabledAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    status: statusOf(c, now),
  };
}

/** Newest first, as the operator looks for the one just made. */
export async function listStaffCoupons(db: Db, now: Date): Promise<TStaffCoupon[]> {
  return (await listCoupons(db)).reverse().map((c) => toStaffCoupon(c, now));
}

/** The form's fields as the command's options; a field left empty is an option not given. */
function optionsOf(input: TStaffCouponCreateRequest): CouponOptions {
  const given = (text: string | undefined) => (text === undefined || text.trim() === '' ? undefined : text.trim());
  const options: CouponOptions = {
    name: given(input.name),
    deposit: input.kind === 'deposit' || undefined,
    redemption: input.kind === 'redemption' || undefined,
    'min-deposit-eur': given(input.minimumDepositEur),
    percent: given(input.bonusPercent),
    'bonus-eur': given(input.bonusEur),
    'free-spins': given(input.freeSpins),
    uses: given(input.uses),
    'per-player': given(input.perPlayer),
    from: given(input.validFrom),
    until: given(input.validUntil),
  };
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as CouponOptions;
}

/** Creates a coupon by the command's rules (every problem named in one 400; a code in use is a 409), audited. */
export async function createStaffCoupon(db: Db, input: TStaffCouponCreateRequest, audit: StaffAudit): Promise<TStaffCoupon> {
  const now = audit.clock.now();
  const parsed = parseCouponOptions(input.code.trim(), optionsOf(input), now);
  if ('problems' in parsed) throw badRequest(`The coupon was not created: ${parsed.problems.join('; ')}`);
  const row = await db.transaction(async (handle) => {
    const tx = handle as unknown as Db;
    const created = await createCoupon(tx, parsed.coupon);
    await recordStaffAction(
      tx,
      audit.clock,
      { ...audit.entry, action: 'coupon.create', target: `coupon:${created.code}`, after: toStaffCoupon(created, now) },
      audit.log,
    );
    return created;
  });
  return toStaffCoupon(row, now);
}

/** Disables a coupon at once (409 when it already is), audited with its state before and after. */
export async function disableStaffCoupon(db: Db, code: string, audit: StaffAudit): Promise<TStaffCoupon> {
  const now = audit.clock.now();
  const row = await db.transaction(async (handle) => {
    const tx = handle as unknown as Db;
    const before = await lockCoupon(tx, code);
    if (!before) throw notFound(`There is no coupon with the code ${code}.`);
    if (before.disabledAt) throw conflict(`The coupon ${code} is disabled already.`);
    const after = (await disableCoupon(tx, code, now))!;
    await recordStaffAction(
      tx,
      audit.clock,
      {
        ...audit.entry,
        action: 'coupon.disable',
        target: `coupon:${code}`,
        before: toStaffCoupon(before, now),
        after: toStaffCoupon(after, now),
      },
      audit.log,
    );
    return after;
  });
  return toStaffCoupon(row, now);
}
