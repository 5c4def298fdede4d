import type { TStaffCoupon, TStaffCoupons } from '@casino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { auditRowsOf, buildStaffRoutesApp, testMember } from '../../../test/staff-routes';
import { findCoupon } from './coupons-repo';
import { staffBonusRoutes } from './staff-routes';

// Bonus codes from the console: the options and words of `npm run promotions:coupon`, each change audited.

describe('coupons (staff routes)', () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof buildStaffRoutesApp>>;
  const marketing = testMember('marketing');
  beforeAll(async () => {
    t = await createTestApp();
    staff = await buildStaffRoutesApp(t, staffBonusRoutes, {});
    return () => t.close();
  });
  const create = (body: object) => staff.as(marketing).post('/coupons', body);

  it('creates a deposit coupon with every option, lists it, and audits it', async () => {
    const res = await create({
      code: '770001',
      name: ' Winter reload ',
      kind: 'deposit',
      minimumDepositEur: '20.5',
      bonusPercent: '50',
      bonusEur: '5',
      freeSpins: '25',
      uses: '100',
      perPlayer: '2',
      validFrom: '2020-01-01',
      validUntil: '2099-12-31T23:59:00Z',
    });
    expect(res.statusCode, res.body).toBe(201);
    const coupon = res.json<TStaffCoupon>();
    expect(coupon).toMatchObject({
      code: '770001',
      name: 'Winter reload',
      kind: 'deposit',
      minimumDepositEur: '20.50',
      bonusPercent: 50,
      bonusEur: '5.00',
      freeSpins: 25,
      totalUses: 100,
      uses: 0,
      perPlayerLimit: 2,
      validFrom: '2020-01-01T00:00:00.000Z',
      validUntil: '2099-12-31T23:59:00.000Z',
      disabledAt: null,
      status: 'active',
    });
    const { items } = (await staff.as(marketing).get('/coupons')).json<TStaffCoupons>();
    expect(items.find((c) => c.code === '770001')).toEqual(coupon);
    const [row] = await auditRowsOf(t, 'coupon:770001');
    expect(row).toMatchObject({ action: 'coupon.create', actor: marketing.email, actorId: marketing.id, before: null });
    expect(row!.after).toMatchObject({ code: '770001', bonusPercent: 50 });
  });

  it('refuses a code in use with a 409 and bad options with a 400 naming every problem in the command’s words', async () => {
    expect((await create({ code: '770002', name: 'Spins', kind: 'redemption', freeSpins: '10' })).statusCode).toBe(201);
    const again = await create({ code: '770002', name: 'Other', kind: 'redemption', bonusEur: '5' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('A coupon with the code 770002 exists already.');

    const bad = await create({
      code: 'ABC',
      name: '',
      kind: 'redemption',
      bonusPercent: '10',
      uses: '1',
      perPlayer: '2',
      validUntil: 'soon',
    });
    expect(bad.statusCode).toBe(400);
    const { message } = bad.json<{ message: string }>();
    expect(message).toMatch(/^The coupon was not created: /);
    for (const problem of [
      '<code>: must be 1 to 32 digits',
      '--name: the title players see, 1 to 60 characters, is required',
      '--percent: only a --deposit coupon gives a percentage of the deposit',
      '--per-player: cannot be more than --uses',
      '--until: must be a date such as 2026-12-31',
    ]) {
      expect(message).toContain(problem);
    }
    expect((await create({ code: '770003', name: 'Nothing', kind: 'other' })).statusCode).toBe(400);
    expect(await findCoupon(t.database.db, '770003')).toBeUndefined();
    expect(await auditRowsOf(t, 'coupon:ABC')).toEqual([]);
  });

  it('disables an active coupon once, audited before and after; a second disable or an unknown code is refused', async () => {
    expect((await create({ code: '770004', name: 'Reload', kind: 'redemption', bonusEur: '10', uses: 'unlimited' })).statusCode).toBe(201);
    const res = await staff.as(marketing).post('/coupons/770004/disable');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TStaffCoupon>()).toMatchObject({ status: 'disabled', totalUses: null, disabledAt: expect.any(String) });
    const [, disabled] = await auditRowsOf(t, 'coupon:770004');
    expect(disabled).toMatchObject({
      action: 'coupon.disable',
      before: { status: 'active', disabledAt: null },
      after: { status: 'disabled' },
    });

    const twice = await staff.as(marketing).post('/coupons/770004/disable');
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe('The coupon 770004 is disabled already.');
    expect((await staff.as(marketing).post('/coupons/779999/disable')).statusCode).toBe(404);
    expect((await staff.as(marketing).post('/coupons/not-a-code/disable')).statusCode).toBe(400);
    expect(await auditRowsOf(t, 'coupon:770004')).toHaveLength(2);
  });
});
