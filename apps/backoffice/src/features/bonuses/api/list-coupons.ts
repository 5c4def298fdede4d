import { ZStaffCoupons } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { COUPONS_QUERY_KEY, COUPONS_URL } from './paths';

/** GET /staff-api/v1/coupons: every bonus code, newest first, with its status now. */
function listCoupons() {
  return api.get(COUPONS_URL, ZStaffCoupons);
}

export function useCoupons() {
  return useQuery({ queryKey: COUPONS_QUERY_KEY, queryFn: listCoupons });
}
