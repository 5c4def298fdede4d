import { ZKycDocument } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentQueryKey, documentUrl, KYC_QUERY_KEY } from './paths';

/** POST /staff-api/v1/kyc/documents/{id}/approve: answers the decided document; 409 when it was already decided. */
function approveDocument(id: string) {
  return api.post(`${documentUrl(id)}/approve`, {}, ZKycDocument);
}

export function useApproveDocument() {
  const queryClient = useQueryClient();
  // Settled either way: after a 409 the page shows the decision someone else made.
  return useMutation({
    mutationFn: approveDocument,
    onSuccess: (decided) => queryClient.setQueryData(documentQueryKey(decided.id), decided),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KYC_QUERY_KEY }),
  });
}
