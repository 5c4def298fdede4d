import type { MetadataRoute } from 'next';
import { readPublicUrl } from '@/lib/public-url';
import { ROBOTS_DISALLOW } from '@/lib/sitemap';

export const dynamic = 'force-dynamic';

/** /robots.txt: crawl every public page, not account or play pages ('/game/' so /games stays open). */
export default function robots(): MetadataRoute.Robots {
  const base = readPublicUrl(process.env);
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...ROBOTS_DISALLOW] },
    sitemap: new URL('/sitemap.xml', base).href,
  };
}
