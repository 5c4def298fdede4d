import { ZStaffPostingPage } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerQueryKey, playerUrl } from './paths';

/** GET …/players/{id}/postings?currency=&before=: the page of postings older than `before`; asked only once chosen. */
export function useOlderPostings(id: string, currency: string, before: string | null) {
  return useQuery({
    queryKey: playerQueryKey(id, 'postings', currency, before ?? ''),
    queryFn: () => api.get(`${playerUrl(id)}/postings?${new URLSearchParams({ currency, before: before ?? '' })}`, ZStaffPostingPage),
    enabled: before !== null,
  });
}
