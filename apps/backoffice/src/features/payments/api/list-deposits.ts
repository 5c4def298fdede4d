import { ZStaffDeposits, type TStaffDepositView } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { DEPOSITS_URL, PAYMENTS_QUERY_KEY } from './paths';

/** GET /staff-api/v1/payments/deposits: pending ones, held ones, or credited ones flagged for refund. */
async function listDeposits(view: TStaffDepositView) {
  return (await api.get(`${DEPOSITS_URL}?status=${view}`, ZStaffDeposits)).items;
}

export function useDeposits(view: TStaffDepositView) {
  return useQuery({ queryKey: [...PAYMENTS_QUERY_KEY, 'deposits', view], queryFn: () => listDeposits(view) });
}
