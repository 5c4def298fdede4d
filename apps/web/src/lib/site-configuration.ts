import type { TSiteConfiguration } from '@casino/contracts';
import { api } from './api-client';
import { SITE_CONFIGURATION_PATH } from './site-configuration-path';
import { useSharedQuery } from './use-shared-query';

const SITE_CONFIGURATION_QUERY_KEY = ['site-configuration'] as const;

/** GET the operator's site configuration: support e-mail, licence text, live chat and regulator seal. */
async function getSiteConfiguration(): Promise<TSiteConfiguration> {
  return api.get<TSiteConfiguration>(SITE_CONFIGURATION_PATH);
}

/** One cached copy for the footer, the blocked-country page and the chat loader (fresh 5 minutes, kept through sign-out). */
export function useSiteConfiguration() {
  return useSharedQuery({ queryKey: SITE_CONFIGURATION_QUERY_KEY, queryFn: getSiteConfiguration, keepsOnReset: true });
}
