import { describe, expect, it } from 'vitest';
import { isRouteChangeClick, nextProgress, type LinkClick } from './navigation-click';

const here = 'https://casino.example/games/all?page=2';
const click = (overrides: Partial<LinkClick>): LinkClick => ({
  button: 0,
  hasModifier: false,
  target: '',
  hasDownload: false,
  href: 'https://casino.example/faq',
  ...overrides,
});

describe('isRouteChangeClick', () => {
  it('is true for a plain click to another page of this site', () => {
    expect(isRouteChangeClick(click({}), here)).toBe(true);
    expect(isRouteChangeClick(click({ href: '/promotions' }), here)).toBe(true);
    expect(isRouteChangeClick(click({ href: '/games/all?page=3' }), here)).toBe(true);
    expect(isRouteChangeClick(click({ target: '_self' }), here)).toBe(true);
  });

  it('is false for the page already shown or a jump within it', () => {
    expect(isRouteChangeClick(click({ href: here }), here)).toBe(false);
    expect(isRouteChangeClick(click({ href: '/games/all?page=2#top' }), here)).toBe(false);
  });

  it('is false when the browser opens it elsewhere', () => {
    expect(isRouteChangeClick(click({ button: 1 }), here)).toBe(false);
    expect(isRouteChangeClick(click({ hasModifier: true }), here)).toBe(false);
    expect(isRouteChangeClick(click({ target: '_blank' }), here)).toBe(false);
    expect(isRouteChangeClick(click({ hasDownload: true }), here)).toBe(false);
  });

  it('is false for other sites and other schemes', () => {
    expect(isRouteChangeClick(click({ href: 'https://other.example/faq' }), here)).toBe(false);
    expect(isRouteChangeClick(click({ href: 'mailto:support@casino.example' }), here)).toBe(false);
    expect(isRouteChangeClick(click({ href: 'javascript:void(0)' }), here)).toBe(false);
  });
});

describe('nextProgress', () => {
  it('rises, slows down and stops short of the end', () => {
    let value = 10;
    const seen = [value];
    for (let i = 0; i < 200; i++) seen.push((value = nextProgress(value)));
    expect(seen.every((v, i) => i === 0 || v >= seen[i - 1]!)).toBe(true);
    expect(Math.max(...seen)).toBe(90);
    expect(nextProgress(10) - 10).toBeGreaterThan(nextProgress(70) - 70);
  });
});
