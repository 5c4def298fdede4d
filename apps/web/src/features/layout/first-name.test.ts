import { describe, expect, it } from 'vitest';
import { firstName } from './first-name';

describe('firstName', () => {
  it('takes the first word of a full name', () => {
    expect(firstName('Ana Maria Lopez')).toBe('Ana');
  });

  it('copes with extra whitespace and single names', () => {
    expect(firstName('   John\t Smith ')).toBe('John');
    expect(firstName('Cher')).toBe('Cher');
  });

  it('is empty without a name', () => {
    expect(firstName('')).toBe('');
    expect(firstName('   ')).toBe('');
    expect(firstName(undefined)).toBe('');
    expect(firstName(null)).toBe('');
  });
});
