import { ZStaffCoupon } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { COUPONS_QUERY_KEY, COUPONS_URL } from './paths';

/** POST /staff-api/v1/coupons/{code}/disable: nobody can use the code from now on. */
function disableCoupon(code: string) {
  return api.post(`${COUPONS_URL}/${encodeURIComponent(code)}/disable`, {}, ZStaffCoupon);
}

export function useDisableCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableCoupon, onSettled: () => queryClient.invalidateQueries({ queryKey: COUPONS_QUERY_KEY }) });
}
