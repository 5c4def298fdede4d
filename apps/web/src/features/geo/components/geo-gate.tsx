'use client';
import type { ReactNode } from 'react';
import { LogoOverlay } from '@/features/layout';
import { useSiteConfiguration } from '@/lib/site-configuration';
import { useCurrentIp } from '../api/current-ip';
import { useRestrictedCountries } from '../api/restricted-countries';
import { geoVerdict } from '../lib/geo-verdict';
import { BlockedCountryPage } from './blocked-country-page';

/**
 * Nothing of the site shows until the IP lookup has answered (SPEC.md §2); a visitor from a
 * restricted country then sees only the blocked-country page.
 *
 * While undecided (on the server and in the first browser render) the page is rendered but kept
 * `hidden` under the logo overlay: a person sees nothing of it, while its HTML still reaches
 * crawlers and the page is ready the moment the answer allows it (showing it does not remount
 * it). `siteOnly` holds what must not even start before that (dialogs, the chat, the route bar):
 * it mounts only once the visitor is allowed.
 */
export function GeoGate({ children, siteOnly }: { children: ReactNode; siteOnly?: ReactNode }) {
  const ip = useCurrentIp();
  const restricted = useRestrictedCountries();
  const verdict = geoVerdict(ip, restricted);
  const isBlocked = verdict.status === 'blocked';
  const siteConfiguration = useSiteConfiguration();

  if (isBlocked) {
    // Wait for the support address so the page appears whole.
    if (siteConfiguration.isPending) return <LogoOverlay />;
    return <BlockedCountryPage country={verdict.country} supportEmail={siteConfiguration.data?.operator.supportEmail ?? null} />;
  }
  const isAllowed = verdict.status === 'allowed';
  return (
    <>
      {isAllowed ? null : <LogoOverlay />}
      <div hidden={!isAllowed} className={isAllowed ? 'contents' : undefined}>
        {children}
      </div>
      {isAllowed ? siteOnly : null}
    </>
  );
}
