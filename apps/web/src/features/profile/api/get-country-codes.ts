'use client';
import type { TCountryCodes } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { COUNTRY_CODES_QUERY_KEY, COUNTRY_CODES_URL } from './paths';
import { appQueryClient } from '@/lib/query-client';

type CountryOption = { code: string; name: string };

/** GET /cdn/static/country-codes.json, as options sorted by name. */
async function getCountryOptions(): Promise<CountryOption[]> {
  const countries: TCountryCodes = await api.get<TCountryCodes>(COUNTRY_CODES_URL);
  return Object.entries(countries)
    .map(([code, { name }]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The country list; fetched only with a session (docs/product.md, Who may do what). */
export function useCountryOptions() {
  const { isAuthenticated } = useAuth();
  return useQuery({ queryKey: COUNTRY_CODES_QUERY_KEY, queryFn: getCountryOptions, enabled: isAuthenticated }, appQueryClient());
}
