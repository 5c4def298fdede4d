import { ZStaffWelcomeOffer, type TMarketProfile, type TStaffWelcomeOfferRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { WELCOME_OFFERS_QUERY_KEY, WELCOME_OFFERS_URL } from './paths';

/** PUT /staff-api/v1/welcome-offers/{profile}: the profile's own offer, checked by the promotions file's rules. */
function saveWelcomeOffer({ profile, offer }: { profile: TMarketProfile; offer: TStaffWelcomeOfferRequest }) {
  return api.put(`${WELCOME_OFFERS_URL}/${profile}`, offer, ZStaffWelcomeOffer);
}

/** DELETE /staff-api/v1/welcome-offers/{profile}: the profile has the file's offer again. */
function resetWelcomeOffer(profile: TMarketProfile) {
  return api.delete(`${WELCOME_OFFERS_URL}/${profile}`, ZStaffWelcomeOffer);
}

export function useSaveWelcomeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWelcomeOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WELCOME_OFFERS_QUERY_KEY }),
  });
}

export function useResetWelcomeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetWelcomeOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WELCOME_OFFERS_QUERY_KEY }),
  });
}
