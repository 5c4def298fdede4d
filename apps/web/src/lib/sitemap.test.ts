import { GAME_CATEGORIES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { buildSitemapEntries, PUBLIC_PAGES, ROBOTS_DISALLOW } from './sitemap';

const base = new URL('https://casino.example');

describe('buildSitemapEntries', () => {
  it('lists every public page of the spec as an absolute URL', () => {
    const urls = buildSitemapEntries(base, []).map((e) => e.url);
    for (const path of [
      '/faq',
      '/terms-and-conditions',
      '/about-us',
      '/promotions',
      '/games/all',
      '/games/top',
      '/games/new-games',
      '/games/featured-games',
      '/kyc',
      '/refund-policy',
      '/aml-policy',
      '/terms-and-conditions/bonus',
      '/responsible-gaming',
      '/provably-fair',
      '/proof-of-liabilities',
      '/privacy-policy',
    ]) {
      expect(urls).toContain(`https://casino.example${path}`);
    }
    expect(urls).toContain('https://casino.example/');
    expect(urls.filter((u) => PUBLIC_PAGES.some((p) => u === `https://casino.example${p.path}`))).toHaveLength(PUBLIC_PAGES.length);
  });

  it('lists every game category', () => {
    const urls = buildSitemapEntries(base, []).map((e) => e.url);
    for (const category of GAME_CATEGORIES) expect(urls).toContain(`https://casino.example/games/${category}`);
    expect(urls).toContain('https://casino.example/games/video_poker');
  });

  it('lists each provider once, encoded as a path segment', () => {
    const urls = buildSitemapEntries(base, ['Velvet Reel', 'NetPlay', 'Velvet Reel', "Rock & Roll's", ' ']).map((e) => e.url);
    const providers = urls.filter((u) => u.startsWith('https://casino.example/games/all/'));
    expect(providers).toEqual([
      'https://casino.example/games/all/Velvet%20Reel',
      'https://casino.example/games/all/NetPlay',
      'https://casino.example/games/all/Rock%20%26%20Roll%27s',
    ]);
    // Nothing that would need escaping inside XML.
    for (const url of urls) expect(url).not.toMatch(/[&<>"']/);
  });

  it('has no duplicate URLs and valid priorities', () => {
    const entries = buildSitemapEntries(base, ['A', 'B']);
    expect(new Set(entries.map((e) => e.url)).size).toBe(entries.length);
    for (const e of entries) expect(e.priority).toBeGreaterThan(0);
    for (const e of entries) expect(e.priority).toBeLessThanOrEqual(1);
  });

  it('follows the base origin', () => {
    expect(buildSitemapEntries(new URL('http://127.0.0.1:3100'), [])[0]!.url).toBe('http://127.0.0.1:3100/');
  });
});

describe('ROBOTS_DISALLOW', () => {
  it('keeps crawlers out of account and play pages but not the game lists', () => {
    const blocked = (path: string) => ROBOTS_DISALLOW.some((prefix) => path.startsWith(prefix));
    expect(blocked('/profile')).toBe(true);
    expect(blocked('/profile/my-wallet')).toBe(true);
    expect(blocked('/game/sweet-bonanza')).toBe(true);
    expect(blocked('/games/all')).toBe(false);
    expect(blocked('/games/slots')).toBe(false);
  });
});
