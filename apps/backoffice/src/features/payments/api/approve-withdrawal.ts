import { ZStaffWithdrawalDecision } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PAYMENTS_QUERY_KEY, WITHDRAWALS_URL } from './paths';

/**
 * POST /staff-api/v1/payments/withdrawals/{id}/approve: pays it out, or above the four-eyes amount records the first
 * of two approvals (the answer's outcome says which).
 */
function approveWithdrawal({ id, reference }: { id: string; reference?: string }) {
  return api.post(`${WITHDRAWALS_URL}/${encodeURIComponent(id)}/approve`, reference ? { reference } : {}, ZStaffWithdrawalDecision);
}

export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveWithdrawal, onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY }) });
}
