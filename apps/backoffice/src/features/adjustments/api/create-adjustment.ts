import { ZStaffAdjustment, type TStaffAdjustmentRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADJUSTMENTS_QUERY_KEY, ADJUSTMENTS_URL } from './paths';

/** POST /staff-api/v1/adjustments: applied at once up to the four-eyes amount, otherwise waiting for someone else. */
function createAdjustment(body: TStaffAdjustmentRequest) {
  return api.post(ADJUSTMENTS_URL, body, ZStaffAdjustment);
}

export function useCreateAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAdjustment, onSuccess: () => queryClient.invalidateQueries({ queryKey: ADJUSTMENTS_QUERY_KEY }) });
}
