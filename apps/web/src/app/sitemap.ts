import type { MetadataRoute } from 'next';
import { deriveProviders } from '@/features/games';
import { serverCatalogue } from '@/features/games/server';
import { readPublicUrl } from '@/lib/public-url';
import { buildSitemapEntries } from '@/lib/sitemap';

// Built per request: the domain is a run-time setting and providers follow the live catalogue.
export const dynamic = 'force-dynamic';

/** /sitemap.xml: every public page, game category and provider page. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const games = await serverCatalogue();
  const providers = games ? deriveProviders(games).map((p) => p.name) : [];
  return buildSitemapEntries(readPublicUrl(process.env), providers);
}
