'use client';
import type { TRestrictedCountries } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { siteQueryClient } from '@/lib/site-query-client';
import { GEO_QUERY_KEY, GEO_QUERY_OPTIONS } from './query-options';

const RESTRICTED_COUNTRIES_PATH = '/cdn/static/restricted-countries.json';

async function getRestrictedCountries(): Promise<TRestrictedCountries> {
  return api.get<TRestrictedCountries>(RESTRICTED_COUNTRIES_PATH);
}

/** Countries whose visitors see the blocked-country page (SPEC.md §7, fresh 5 minutes). */
export function useRestrictedCountries() {
  return useQuery(
    { queryKey: [...GEO_QUERY_KEY, 'restricted-countries'], queryFn: getRestrictedCountries, ...GEO_QUERY_OPTIONS },
    siteQueryClient(),
  );
}
