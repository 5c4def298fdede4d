import { describe, expect, it } from 'vitest';
import { isActivePath } from './is-active-path';

describe('isActivePath', () => {
  it('matches the home entry only on the home page', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/faq', '/')).toBe(false);
  });

  it('matches an entry and its sub-pages', () => {
    expect(isActivePath('/promotions', '/promotions')).toBe(true);
    expect(isActivePath('/games/all/netent', '/games/all')).toBe(true);
    expect(isActivePath('/terms-and-conditions/bonus', '/terms-and-conditions')).toBe(true);
  });

  it('does not match a sibling that merely shares a prefix', () => {
    expect(isActivePath('/games/allstars', '/games/all')).toBe(false);
    expect(isActivePath('/games/top', '/games/all')).toBe(false);
    expect(isActivePath('/faqs', '/faq')).toBe(false);
  });

  it('ignores trailing slashes, queries and hashes', () => {
    expect(isActivePath('/faq/', '/faq')).toBe(true);
    expect(isActivePath('/faq?x=1', '/faq')).toBe(true);
    expect(isActivePath('/faq#bonus', '/faq/')).toBe(true);
  });

  it('is false without a pathname', () => {
    expect(isActivePath(null, '/')).toBe(false);
    expect(isActivePath(undefined, '/faq')).toBe(false);
  });
});
