import { describe, expect, it } from 'vitest';
import { urlWithoutParam } from './search-params';

describe('urlWithoutParam', () => {
  it('drops the parameter and keeps the others', () => {
    expect(urlWithoutParam('/promotions', '?confirmToken=abc&tab=2', 'confirmToken')).toBe('/promotions?tab=2');
  });
  it('leaves a bare path when nothing else remains', () => {
    expect(urlWithoutParam('/', '?resetToken=abc', 'resetToken')).toBe('/');
    expect(urlWithoutParam('/', '', 'resetToken')).toBe('/');
  });
});
