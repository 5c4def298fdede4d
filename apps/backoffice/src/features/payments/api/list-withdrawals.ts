import { ZStaffWithdrawals } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PAYMENTS_QUERY_KEY, WITHDRAWALS_URL } from './paths';

export type WithdrawalFilter = 'pending' | 'all';

/** GET /staff-api/v1/payments/withdrawals: the queue (pending) or the latest of every status. */
function listWithdrawals(status: WithdrawalFilter) {
  return api.get(`${WITHDRAWALS_URL}?status=${status}`, ZStaffWithdrawals);
}

export function useWithdrawals(status: WithdrawalFilter) {
  return useQuery({ queryKey: [...PAYMENTS_QUERY_KEY, 'withdrawals', status], queryFn: () => listWithdrawals(status) });
}
