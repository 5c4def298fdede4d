import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CURRENCY_CODES, currencyDecimals, type TCurrencyCode } from './currencies';
import { AMOUNT_MAX_LENGTH, MINOR_UNITS_LIMIT, parseAmount } from './amount';
import { IDEMPOTENCY_KEY_MAX_LENGTH, refineAmount, ZAmount, ZIdempotencyKey, ZMoneyMovement, ZMoneySource } from './money';
import { ZCurrencyCode } from './wallet';

/** The issues a body gets, as `field: message` (the API's 400 names fields the same way). */
function issuesOf(schema: z.ZodType, body: unknown): string[] {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));

/** Minor units as a decimal string with every decimal of the currency, plus `zeros` trailing zeros. */
function spell(minor: bigint, decimals: number, zeros = 0): string {
  const text = minor.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals) + '0'.repeat(zeros);
  return fraction ? `${whole}.${fraction}` : whole;
}

const ZZeroAllowed = z.object({ amount: ZAmount, currency: ZCurrencyCode }).superRefine(refineAmount({ isZeroAllowed: true }));

describe.each(CURRENCY_CODES)('amount contract: %s', (currency: TCurrencyCode) => {
  const d = currencyDecimals(currency);
  /** From one minor unit to the largest numeric(38,0) holds, with small amounts well covered. */
  const minorArb = fc.oneof(fc.bigInt({ min: 1n, max: 10n ** 6n }), fc.bigInt({ min: 1n, max: MINOR_UNITS_LIMIT - 1n }));

  it('accepts every valid amount and reads it back exactly, trailing zeros included', () => {
    fc.assert(
      fc.property(minorArb, fc.integer({ min: 0, max: 3 }), (minor, zeros) => {
        const amount = spell(minor, d, d ? zeros : 0);
        if (amount.length > AMOUNT_MAX_LENGTH) return;
        expect(issuesOf(ZMoneyMovement, { amount, currency })).toEqual([]);
        expect(parseAmount(amount, currency)).toEqual({ isValid: true, minor });
      }),
    );
  });

  it('refuses more decimals than the currency has, naming the amount', () => {
    const excess = fc
      .record({ whole: fc.bigInt({ min: 0n, max: 10n ** 12n }), fraction: digits(d, d + 4), last: fc.integer({ min: 1, max: 9 }) })
      .map(({ whole, fraction, last }) => `${whole}.${fraction}${last}`);
    fc.assert(
      fc.property(excess, (amount) => {
        expect(issuesOf(ZMoneyMovement, { amount, currency })).toEqual([`amount: ${currency} amounts have at most ${d} decimal places`]);
      }),
    );
  });

  it('refuses zero where money moves and accepts it where allowed; refuses negative amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: d + 2 }), minorArb, (wholeZeros, fractionZeros, minor) => {
        const zero = '0'.repeat(wholeZeros) + (fractionZeros ? `.${'0'.repeat(fractionZeros)}` : '');
        expect(issuesOf(ZMoneyMovement, { amount: zero, currency })).toEqual(['amount: Amount must be greater than zero']);
        expect(issuesOf(ZZeroAllowed, { amount: zero, currency })).toEqual([]);
        const negative = `-${spell(minor, d)}`;
        for (const schema of [ZMoneyMovement, ZZeroAllowed]) {
          expect(issuesOf(schema, { amount: negative, currency })).toEqual([
            'amount: Amount must be digits with an optional decimal point, such as "12.50"',
          ]);
        }
      }),
    );
  });

  it('refuses amounts of 10^38 minor units and more (numeric(38,0))', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: MINOR_UNITS_LIMIT, max: MINOR_UNITS_LIMIT * 1000n }), (minor) => {
        expect(issuesOf(ZMoneyMovement, { amount: spell(minor, d), currency })).toEqual(['amount: Amount is too large']);
      }),
    );
    expect(parseAmount(spell(MINOR_UNITS_LIMIT - 1n, d), currency)).toEqual({ isValid: true, minor: MINOR_UNITS_LIMIT - 1n });
  });

  it('refuses JSON numbers, even those a double holds exactly', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.constant(Number.MAX_SAFE_INTEGER + 2)), (amount) => {
        expect(issuesOf(ZMoneyMovement, { amount, currency })).toEqual(['amount: Amount must be sent as a string, such as "12.50"']);
      }),
    );
  });

  it('answers any input with a result or issues on the amount, never an exception', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.jsonValue()), (amount) => {
        const result = ZMoneyMovement.safeParse({ amount, currency });
        if (result.success) {
          const parsed = parseAmount(amount, currency);
          expect(parsed.isValid && parsed.minor > 0n && parsed.minor < MINOR_UNITS_LIMIT).toBe(true);
        } else {
          // Every issue is about the amount (an object with a `length` can collect two: type and length).
          expect(new Set(result.error.issues.map((i) => i.path.join('.')))).toEqual(new Set(['amount']));
        }
      }),
    );
  });
});

describe('amount contract: messages', () => {
  it('names a missing, over-long or malformed amount and an unknown currency', () => {
    expect(issuesOf(ZMoneyMovement, { currency: 'EUR' })).toEqual(['amount: Amount is required']);
    expect(issuesOf(ZMoneyMovement, { amount: '1'.repeat(AMOUNT_MAX_LENGTH + 1), currency: 'EUR' })).toEqual([
      `amount: Amount must have at most ${AMOUNT_MAX_LENGTH} characters`,
    ]);
    for (const amount of ['1e3', '12,50', ' 12.50', '.5', '5.', '1\u0000', '0x10', 'Infinity']) {
      expect(issuesOf(ZMoneyMovement, { amount, currency: 'EUR' })).toEqual([
        'amount: Amount must be digits with an optional decimal point, such as "12.50"',
      ]);
    }
    expect(issuesOf(ZMoneyMovement, { amount: '1.001', currency: 'XYZ' })).toEqual(['currency: Unsupported currency']);
  });

  it('keeps the refinement when a route adds its own fields', () => {
    const ZWithdraw = ZMoneyMovement.safeExtend({ address: z.string().min(1) });
    expect(issuesOf(ZWithdraw, { amount: '0.000000001', currency: 'BTC', address: 'bc1q' })).toEqual([
      'amount: BTC amounts have at most 8 decimal places',
    ]);
    expect(issuesOf(ZWithdraw, { amount: '0.00000001', currency: 'BTC', address: 'bc1q' })).toEqual([]);
  });
});

describe('idempotency keys and sources', () => {
  it('accepts 1 to 200 printable characters as a key, and nothing else', () => {
    expect(issuesOf(ZIdempotencyKey, 'pay_8f3a-01:bet/2')).toEqual([]);
    expect(issuesOf(ZIdempotencyKey, 'k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH))).toEqual([]);
    expect(issuesOf(ZIdempotencyKey, '')).toEqual([': Reference is required']);
    expect(issuesOf(ZIdempotencyKey, 'k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1))).toEqual([
      `: Reference must have at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`,
    ]);
    for (const key of ['with space', 'nul\u0000', 'tab\t', 'é']) {
      expect(issuesOf(ZIdempotencyKey, key)).toEqual([': Reference must be printable characters without spaces']);
    }
  });

  it('accepts lower-case source names of at most 32 characters', () => {
    for (const source of ['studio', 'gateway:sandbox', 'aggregator:acme-games', 'promotions.v2']) {
      expect(issuesOf(ZMoneySource, source)).toEqual([]);
    }
    for (const source of ['', 'Gateway', 'gateway:', ':x', 'a b']) expect(issuesOf(ZMoneySource, source)).toHaveLength(1);
    expect(issuesOf(ZMoneySource, 'a'.repeat(33))).toEqual([': Source must have at most 32 characters']);
  });
});
