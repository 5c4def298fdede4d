import { ZSaferGamblingCase } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { caseQueryKey, caseUrl } from './paths';

/** GET /staff-api/v1/safer-gambling/cases/{id}: the case, its markers, the player's limits and exclusions, the history. */
function getCase(id: string) {
  return api.get(caseUrl(id), ZSaferGamblingCase);
}

export function useCase(id: string) {
  return useQuery({ queryKey: caseQueryKey(id), queryFn: () => getCase(id) });
}
