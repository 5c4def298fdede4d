import { ZStaffWelcomeOffers } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { WELCOME_OFFERS_QUERY_KEY, WELCOME_OFFERS_URL } from './paths';

/** GET /staff-api/v1/welcome-offers: each market profile's welcome offer in force, the file's or an override. */
function listWelcomeOffers() {
  return api.get(WELCOME_OFFERS_URL, ZStaffWelcomeOffers);
}

export function useWelcomeOffers() {
  return useQuery({ queryKey: WELCOME_OFFERS_QUERY_KEY, queryFn: listWelcomeOffers });
}
