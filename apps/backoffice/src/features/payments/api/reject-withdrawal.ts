import { ZStaffWithdrawalDecision } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PAYMENTS_QUERY_KEY, WITHDRAWALS_URL } from './paths';

/** POST /staff-api/v1/payments/withdrawals/{id}/reject: the money goes back to the player, who reads the reason. */
function rejectWithdrawal({ id, reason }: { id: string; reason: string }) {
  return api.post(`${WITHDRAWALS_URL}/${encodeURIComponent(id)}/reject`, { reason }, ZStaffWithdrawalDecision);
}

export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectWithdrawal, onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY }) });
}
