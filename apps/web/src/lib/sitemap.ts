import { GAME_CATEGORIES } from '@casino/contracts';

type ChangeFrequency = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
export type SitemapEntry = { url: string; changeFrequency: ChangeFrequency; priority: number };

/** Every public page (docs/product.md, Public pages) with how often it changes: game lists daily, texts rarely. */
export const PUBLIC_PAGES: readonly { path: string; changeFrequency: ChangeFrequency; priority: number }[] = [
  { path: '/', changeFrequency: 'daily', priority: 1 },
  { path: '/promotions', changeFrequency: 'weekly', priority: 0.9 },
  { path: '/games/all', changeFrequency: 'daily', priority: 0.9 },
  { path: '/games/top', changeFrequency: 'daily', priority: 0.8 },
  { path: '/games/new-games', changeFrequency: 'daily', priority: 0.8 },
  { path: '/games/featured-games', changeFrequency: 'daily', priority: 0.8 },
  { path: '/faq', changeFrequency: 'monthly', priority: 0.5 },
  { path: '/about-us', changeFrequency: 'monthly', priority: 0.5 },
  { path: '/terms-and-conditions', changeFrequency: 'monthly', priority: 0.4 },
  { path: '/terms-and-conditions/bonus', changeFrequency: 'monthly', priority: 0.4 },
  { path: '/kyc', changeFrequency: 'monthly', priority: 0.3 },
  { path: '/refund-policy', changeFrequency: 'monthly', priority: 0.3 },
  { path: '/aml-policy', changeFrequency: 'monthly', priority: 0.3 },
  { path: '/responsible-gaming', changeFrequency: 'monthly', priority: 0.4 },
  { path: '/provably-fair', changeFrequency: 'monthly', priority: 0.4 },
  // A snapshot is published every day.
  { path: '/proof-of-liabilities', changeFrequency: 'daily', priority: 0.4 },
  { path: '/privacy-policy', changeFrequency: 'monthly', priority: 0.3 },
];

/**
 * One URL path segment. Beyond encodeURIComponent, `'` is escaped too, so the URL needs no XML
 * escaping inside <loc> (Next writes it as it is).
 */
function pathSegment(value: string): string {
  return encodeURIComponent(value).replace(/'/g, '%27');
}

/** Absolute URL of a path on the public site ("/" is the bare origin plus a slash). */
function absolute(base: URL, path: string): string {
  return new URL(path, base.origin).href;
}

/**
 * The sitemap: every public page, every /games/{category} and every /games/all/{provider}
 * (providers as the catalogue lists them, each once).
 */
export function buildSitemapEntries(base: URL, providers: readonly string[]): SitemapEntry[] {
  const pages = PUBLIC_PAGES.map(({ path, changeFrequency, priority }) => ({ url: absolute(base, path), changeFrequency, priority }));
  const categories = GAME_CATEGORIES.map((category) => ({
    url: absolute(base, `/games/${pathSegment(category)}`),
    changeFrequency: 'daily' as const,
    priority: 0.7,
  }));
  const providerPages = [...new Set(providers.filter((name) => name.trim() !== ''))].map((name) => ({
    url: absolute(base, `/games/all/${pathSegment(name)}`),
    changeFrequency: 'weekly' as const,
    priority: 0.6,
  }));
  return [...pages, ...categories, ...providerPages];
}

/** What crawlers may not visit: account pages and game play (both need a session). */
export const ROBOTS_DISALLOW = ['/profile', '/game/'] as const;
