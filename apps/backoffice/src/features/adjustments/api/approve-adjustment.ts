import { ZStaffAdjustment } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADJUSTMENTS_QUERY_KEY, ADJUSTMENTS_URL } from './paths';

/** POST /staff-api/v1/adjustments/{id}/approve: a second member applies a waiting adjustment. */
function approveAdjustment(id: string) {
  return api.post(`${ADJUSTMENTS_URL}/${encodeURIComponent(id)}/approve`, {}, ZStaffAdjustment);
}

export function useApproveAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAdjustment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADJUSTMENTS_QUERY_KEY }),
  });
}
