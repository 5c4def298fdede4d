import { describe, expect, it } from 'vitest';
import { summariseChange } from './change-summary';

describe('the one-line summary of an audit entry', () => {
  it('names only the fields that differ between before and after', () => {
    expect(summariseChange({ status: 'active', role: 'support' }, { status: 'disabled', role: 'support' })).toBe(
      'status: active → disabled',
    );
  });

  it('lists a created record with +, a removed one with −', () => {
    expect(summariseChange(null, { email: 'a@b.test', role: 'payments' })).toBe('+email: a@b.test; +role: payments');
    expect(summariseChange({ code: 'WELCOME' }, null)).toBe('−code: WELCOME');
  });

  it('keeps to three changes and says how many more there are, and cuts long values', () => {
    const after = { a: 1, b: 2, c: 3, d: 4, e: 'x'.repeat(60) };
    const summary = summariseChange({}, after);
    expect(summary).toBe('a: — → 1; b: — → 2; c: — → 3; +2 more');
    expect(summariseChange({ note: 'short' }, { note: 'y'.repeat(60) })).toBe(`note: short → ${'y'.repeat(39)}…`);
  });

  it('is empty when nothing was recorded or nothing differs', () => {
    expect(summariseChange(null, null)).toBe('');
    expect(summariseChange({ limit: 100 }, { limit: 100 })).toBe('');
  });
});
