import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { BlockedCountryPage } from '@/features/geo';
import { BLOCKED_COUNTRY_HEADER, readBlockedCountryHeader } from '@/features/geo/server';
import { serverSiteConfiguration } from '@/lib/server-site-configuration';

/**
 * What a visitor from a restricted country gets at every page address (docs/product.md, Special behaviours): the web server
 * decided it before rendering and names the country in a header of its own.
 */
export default async function BlockedCountry() {
  const blocked = readBlockedCountryHeader((await headers()).get(BLOCKED_COUNTRY_HEADER));
  if (!blocked) notFound();
  const siteConfiguration = await serverSiteConfiguration();
  return <BlockedCountryPage country={blocked.country} supportEmail={siteConfiguration?.operator.supportEmail ?? null} />;
}
