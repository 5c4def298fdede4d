import { CURRENCIES, CURRENCY_CODES, type TCurrencyCode } from '@casino/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { convertFromEurCeil, convertToEurFloor, normalizeDecimal, toMajorNumber, toMajorUnits, toMinorUnits } from './money';

describe('money', () => {
  it('formats minor units with every decimal of the currency', () => {
    expect(toMajorUnits(1250n, 'EUR')).toBe('12.50');
    expect(toMajorUnits(5n, 'EUR')).toBe('0.05');
    expect(toMajorUnits(-5n, 'EUR')).toBe('-0.05');
    expect(toMajorUnits(1234n, 'JPY')).toBe('1234');
    expect(toMajorUnits(1n, 'ETH')).toBe('0.000000000000000001');
    expect(toMajorNumber(1250n, 'EUR')).toBe(12.5);
  });

  it('parses decimal strings only, refusing excess precision, numbers and overflow with a 400', () => {
    expect(toMinorUnits('12.500', 'EUR')).toBe(1250n);
    expect(toMinorUnits('0.000000000000000001', 'ETH')).toBe(1n);
    expect(toMinorUnits('9007199254740993', 'JPY')).toBe(9_007_199_254_740_993n);
    const refusals: [unknown, TCurrencyCode, string][] = [
      ['0.001', 'EUR', 'EUR amounts have at most 2 decimal places'],
      ['1.5', 'JPY', 'JPY amounts have at most 0 decimal places'],
      ['1e3', 'EUR', 'Amount must be digits with an optional decimal point, such as "12.50"'],
      [12.5, 'EUR', 'Amount must be sent as a string, such as "12.50"'],
      ['1' + '0'.repeat(38), 'JPY', 'Amount is too large'],
    ];
    for (const [amount, currency, message] of refusals) {
      const err = (() => {
        try {
          return toMinorUnits(amount as string, currency, 'stake');
        } catch (e) {
          return e;
        }
      })();
      expect(err).toBeInstanceOf(HttpError);
      expect(err).toMatchObject({ statusCode: 400, message, errors: [{ field: 'stake', message }] });
    }
  });

  it('converts EUR minimums up to the currency precision', () => {
    expect(convertFromEurCeil(1000n, '1.0834', 'USD')).toBe(1084n); // 10.834 → 10.84
    expect(convertFromEurCeil(1000n, '162.5', 'JPY')).toBe(1625n);
    expect(convertFromEurCeil(1000n, '0.0000104', 'BTC')).toBe(10400n);
  });
});

// Property tests: every currency, random amounts and rates, checked with exact integer arithmetic.
const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));

/** A positive decimal rate as a provider or a numeric(30,12) column writes it, trailing zeros included. */
const rateArb = fc
  .record({
    scaled: fc.oneof(fc.bigInt({ min: 1n, max: 10n ** 6n }), fc.bigInt({ min: 1n, max: 10n ** 30n - 1n })),
    scale: fc.integer({ min: 0, max: 12 }),
    padding: fc.integer({ min: 0, max: 3 }),
  })
  .map(({ scaled, scale, padding }) => {
    const text = scaled.toString().padStart(scale + 1, '0');
    const whole = text.slice(0, text.length - scale);
    const fraction = text.slice(text.length - scale) + '0'.repeat(padding);
    return { text: fraction ? `${whole}.${fraction}` : whole, scaled, scale };
  });

/** Minor units from tiny to beyond 2^64 (and up to what numeric(38,0) holds). */
const minorArb = fc.oneof(
  fc.bigInt({ min: 0n, max: 10n ** 6n }),
  fc.bigInt({ min: 0n, max: 2n ** 64n }),
  fc.bigInt({ min: 2n ** 64n, max: 10n ** 38n - 1n }),
);

const decimalsOf = (code: TCurrencyCode) => String(CURRENCIES[code].subunits_to_unit).length - 1;

describe.each(CURRENCY_CODES)('money properties: %s', (code) => {
  const d = decimalsOf(code);
  const unit = 10n ** BigInt(d);

  it('round-trips minor → major string → minor for any size', () => {
    fc.assert(
      fc.property(minorArb, (minor) => {
        const major = toMajorUnits(minor, code);
        expect(major).toMatch(d ? new RegExp(`^\\d+\\.\\d{${d}}$`) : /^\d+$/);
        expect(toMinorUnits(major, code)).toBe(minor);
        if (minor > 0n) expect(toMajorUnits(-minor, code)).toBe(`-${major}`);
      }),
    );
  });

  it('rounds minimums up: never below the EUR amount, and one minor unit less would be', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), rateArb, (eurCents, rate) => {
        const result = convertFromEurCeil(eurCents, rate.text, code);
        // result / 10^d units ÷ (scaled / 10^scale) per EUR vs eurCents / 100 EUR, cross-multiplied.
        const worth = (minor: bigint) => minor * 100n * 10n ** BigInt(rate.scale);
        const target = eurCents * rate.scaled * unit;
        expect(result >= 0n).toBe(true);
        expect(worth(result) >= target).toBe(true);
        if (result > 0n) expect(worth(result - 1n) < target).toBe(true);
        // Converting the minimum back to EUR (rounded down) never falls under the EUR amount.
        expect(convertToEurFloor(result, rate.text, code) >= eurCents).toBe(true);
      }),
    );
  });

  it('converts to EUR cents rounded down, exactly', () => {
    fc.assert(
      fc.property(minorArb, rateArb, (minor, rate) => {
        const cents = convertToEurFloor(minor, rate.text, code);
        const value = minor * 100n * 10n ** BigInt(rate.scale); // cents × scaled × 10^d
        expect(cents * rate.scaled * unit <= value).toBe(true);
        expect((cents + 1n) * rate.scaled * unit > value).toBe(true);
      }),
    );
  });

  it('rejects more decimals than the currency has with a 400 naming the field', () => {
    const excess = fc
      .record({
        whole: fc.bigInt({ min: 0n, max: 10n ** 12n }),
        extra: fc.integer({ min: 1, max: 5 }).chain((n) => digits(d + n - 1, d + n - 1)),
        last: fc.integer({ min: 1, max: 9 }),
        field: fc.constantFrom('amount', 'depositAmount', 'limits.minDeposit'),
      })
      .map(({ whole, extra, last, field }) => ({ text: `${whole}.${extra}${last}`, field }));
    fc.assert(
      fc.property(excess, ({ text, field }) => {
        let caught: unknown;
        try {
          toMinorUnits(text, code, field);
        } catch (err) {
          caught = err;
        }
        expect(caught).toBeInstanceOf(HttpError);
        const error = caught as HttpError;
        expect(error.statusCode).toBe(400);
        expect(error.errors?.[0]?.field).toBe(field);
        expect(error.message).toBe(`${code} amounts have at most ${d} decimal places`);
      }),
    );
  });

  it('accepts trailing zeros beyond the precision: they are not extra precision', () => {
    fc.assert(
      fc.property(minorArb, fc.integer({ min: 1, max: 5 }), (minor, zeros) => {
        const major = toMajorUnits(minor, code);
        const padded = d ? `${major}${'0'.repeat(zeros)}` : `${major}.${'0'.repeat(zeros)}`;
        expect(toMinorUnits(padded, code)).toBe(minor);
      }),
    );
  });
});

describe('decimal helpers', () => {
  it('normalizes padded decimals without changing their value', () => {
    expect(normalizeDecimal('1.083400000000')).toBe('1.0834');
    expect(normalizeDecimal('001.000')).toBe('1');
    expect(normalizeDecimal('0.000010400000')).toBe('0.0000104');
    fc.assert(
      fc.property(rateArb, (rate) => {
        const normal = normalizeDecimal(rate.text);
        expect(normal).toMatch(/^(0|[1-9]\d*)(\.\d*[1-9])?$/);
        expect(convertFromEurCeil(123_456n, normal, 'ETH')).toBe(convertFromEurCeil(123_456n, rate.text, 'ETH'));
      }),
    );
  });
});
