import { ZStaffAdjustments } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADJUSTMENTS_QUERY_KEY, ADJUSTMENTS_URL } from './paths';

export type AdjustmentFilter = 'pending' | 'all';

/** GET /staff-api/v1/adjustments: the ones waiting for a second approval, or the latest of every status. */
function listAdjustments(status: AdjustmentFilter) {
  return api.get(`${ADJUSTMENTS_URL}?status=${status}`, ZStaffAdjustments);
}

export function useAdjustments(status: AdjustmentFilter) {
  return useQuery({ queryKey: [...ADJUSTMENTS_QUERY_KEY, status], queryFn: () => listAdjustments(status) });
}
