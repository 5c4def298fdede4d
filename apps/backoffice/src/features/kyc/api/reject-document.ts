import { ZKycDocument, type TKycRejectRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentQueryKey, documentUrl, KYC_QUERY_KEY } from './paths';

/** POST /staff-api/v1/kyc/documents/{id}/reject {reason}: the reason is shown to the player as written. */
function rejectDocument({ id, ...body }: TKycRejectRequest & { id: string }) {
  return api.post(`${documentUrl(id)}/reject`, body, ZKycDocument);
}

export function useRejectDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectDocument,
    onSuccess: (decided) => queryClient.setQueryData(documentQueryKey(decided.id), decided),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KYC_QUERY_KEY }),
  });
}
