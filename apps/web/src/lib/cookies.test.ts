import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others', () => {
    expect(readCookie('a=1; click_id=abc123; b=2', 'click_id')).toBe('abc123');
  });
  it('decodes encoded values', () => {
    expect(readCookie('click_id=a%20b%3Dc', 'click_id')).toBe('a b=c');
  });
  it('keeps values that are not valid URI encoding', () => {
    expect(readCookie('click_id=100%', 'click_id')).toBe('100%');
  });
  it('does not match a cookie whose name only ends with the wanted one', () => {
    expect(readCookie('old_click_id=x', 'click_id')).toBeUndefined();
  });
  it('is undefined when missing or empty', () => {
    expect(readCookie('', 'click_id')).toBeUndefined();
    expect(readCookie('click_id=', 'click_id')).toBeUndefined();
  });
});
