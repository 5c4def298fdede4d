import { ZStaffPlayerSearch } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PLAYERS_URL } from './paths';

/** GET /staff-api/v1/players?q=: the players an e-mail, a name, an id, a crypto address or a transaction hash finds. */
function searchPlayers(q: string) {
  return api.get(`${PLAYERS_URL}?${new URLSearchParams({ q })}`, ZStaffPlayerSearch);
}

/** Asks nothing until there is something to search for. */
export function usePlayerSearch(q: string) {
  return useQuery({ queryKey: ['player-search', q], queryFn: () => searchPlayers(q), enabled: q !== '' });
}
