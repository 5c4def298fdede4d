import { ZStaffAdjustment } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADJUSTMENTS_QUERY_KEY, ADJUSTMENTS_URL } from './paths';

/** POST /staff-api/v1/adjustments/{id}/reject: a waiting adjustment is dropped, nothing moves. */
function rejectAdjustment({ id, reason }: { id: string; reason: string }) {
  return api.post(`${ADJUSTMENTS_URL}/${encodeURIComponent(id)}/reject`, { reason }, ZStaffAdjustment);
}

export function useRejectAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectAdjustment, onSettled: () => queryClient.invalidateQueries({ queryKey: ADJUSTMENTS_QUERY_KEY }) });
}
