import { ZSaferGamblingCase, type TSaferGamblingCase } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CASES_QUERY_KEY, caseQueryKey, caseUrl } from './paths';

/**
 * An action on a case (POST …/cases/{id}/<action>): the API answers the case as it now stands, which replaces the
 * cached one; the queue is fetched again.
 */
export function useCaseAction<B>(id: string, action: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.post(`${caseUrl(id)}/${action}`, body ?? {}, ZSaferGamblingCase),
    onSuccess: (answer: TSaferGamblingCase) => {
      queryClient.setQueryData(caseQueryKey(id), answer);
      return queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY, predicate: (q) => q.queryKey[1] === 'queue' });
    },
  });
}
