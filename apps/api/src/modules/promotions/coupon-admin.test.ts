import { describe, expect, it } from 'vitest';
import { couponLine, parseCouponOptions, type CouponOptions } from './coupon-admin';
import type { CouponRow } from './coupons-repo';

describe('npm run promotions:coupon -- create: the options checked', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const problemsOf = (code: string | undefined, options: CouponOptions) => {
    const parsed = parseCouponOptions(code, options, now);
    return 'problems' in parsed ? parsed.problems : [];
  };

  it('reads a deposit coupon with every term', () => {
    const parsed = parseCouponOptions(
      '2026',
      {
        name: ' Winter reload ',
        deposit: true,
        'min-deposit-eur': '20.5',
        percent: '50',
        'bonus-eur': '5',
        'free-spins': '25',
        uses: '100',
        'per-player': '2',
        from: '2026-12-01',
        until: '2026-12-31T23:59:00Z',
      },
      now,
    );
    expect(parsed).toEqual({
      coupon: {
        code: '2026',
        displayName: 'Winter reload',
        kind: 'deposit',
        minimumDepositEurCents: 2050n,
        bonusPercent: 50,
        bonusEurCents: 500n,
        freeSpins: 25,
        totalUses: 100,
        perPlayerLimit: 2,
        validFrom: new Date('2026-12-01T00:00:00Z'),
        validUntil: new Date('2026-12-31T23:59:00Z'),
        createdAt: now,
      },
    });
  });

  it('makes a coupon single use, once per player, valid from now without end by default; --uses unlimited lifts the total', () => {
    expect(parseCouponOptions('1', { name: 'Spins', redemption: true, 'free-spins': '10' }, now)).toMatchObject({
      coupon: {
        kind: 'redemption',
        totalUses: 1,
        perPlayerLimit: 1,
        validFrom: null,
        validUntil: null,
        bonusPercent: 0,
        bonusEurCents: null,
      },
    });
    expect(parseCouponOptions('1', { name: 'Spins', redemption: true, 'free-spins': '10', uses: 'unlimited' }, now)).toMatchObject({
      coupon: { totalUses: null },
    });
  });

  it.each<[string, string | undefined, CouponOptions, RegExp]>([
    ['a code with letters', '12ab', { name: 'X', redemption: true, 'free-spins': '1' }, /^<code>: must be 1 to 32 digits/],
    ['no code', undefined, { name: 'X', redemption: true, 'free-spins': '1' }, /^<code>/],
    ['no name', '1', { redemption: true, 'free-spins': '1' }, /^--name: .* is required/],
    ['neither kind', '1', { name: 'X', 'free-spins': '1' }, /--deposit .* or --redemption/],
    ['both kinds', '1', { name: 'X', deposit: true, redemption: true, 'free-spins': '1' }, /--deposit .* or --redemption/],
    ['nothing given', '1', { name: 'X', redemption: true }, /^give something/],
    ['a percentage to redeem', '1', { name: 'X', redemption: true, percent: '50' }, /^--percent: only a --deposit coupon/],
    [
      'a minimum deposit to redeem',
      '1',
      { name: 'X', redemption: true, 'free-spins': '1', 'min-deposit-eur': '10' },
      /^--min-deposit-eur: only/,
    ],
    [
      'a bonus in tenths of a cent',
      '1',
      { name: 'X', redemption: true, 'free-spins': '1', 'bonus-eur': '1.001' },
      /^--bonus-eur: must be an amount/,
    ],
    [
      'a bonus of 0',
      '1',
      { name: 'X', redemption: true, 'free-spins': '1', 'bonus-eur': '0' },
      /^--bonus-eur: must be an amount in EUR above 0/,
    ],
    [
      'a negative percentage',
      '1',
      { name: 'X', deposit: true, 'free-spins': '1', percent: '-5' },
      /^--percent: must be a whole number from 1 to 1000/,
    ],
    ['uses of none', '1', { name: 'X', redemption: true, 'free-spins': '1', uses: '0' }, /^--uses: must be a whole number/],
    [
      'more per player than in all',
      '1',
      { name: 'X', redemption: true, 'free-spins': '1', uses: '2', 'per-player': '3' },
      /^--per-player: cannot be more than --uses/,
    ],
    ['a date that is not one', '1', { name: 'X', redemption: true, 'free-spins': '1', until: 'next week' }, /^--until: must be a date/],
    ['an end already past', '1', { name: 'X', redemption: true, 'free-spins': '1', until: '2026-01-01' }, /^--until: must be later/],
  ])('refuses %s, naming the option', (_label, code, options, problem) => {
    expect(problemsOf(code, options)).toEqual([expect.stringMatching(problem)]);
  });

  it('lists every problem at once', () => {
    expect(problemsOf('x', { percent: 'many' })).toHaveLength(5);
  });

  it('lists a coupon on one line', () => {
    const row: CouponRow = {
      id: '00000000-0000-4000-8000-000000000000',
      code: '42',
      displayName: 'Reload',
      kind: 'deposit',
      minimumDepositEurCents: 2000n,
      bonusPercent: 100,
      bonusEurCents: null,
      freeSpins: 50,
      totalUses: null,
      uses: 3,
      perPlayerLimit: 1,
      validFrom: null,
      validUntil: null,
      disabledAt: now,
      createdAt: now,
    };
    expect(couponLine(row)).toBe(
      '42  "Reload"  deposit from 20.00 EUR  100 % + 50 free spins  used 3/unlimited, 1 per player  valid now to forever  DISABLED 2026-11-27T12:00:00.000Z',
    );
  });
});
