import { ZStaffCoupon, type TStaffCouponCreateRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { COUPONS_QUERY_KEY, COUPONS_URL } from './paths';

/** POST /staff-api/v1/coupons: the options of `promotions:coupon create`, checked by its rules. */
function createCoupon(body: TStaffCouponCreateRequest) {
  return api.post(COUPONS_URL, body, ZStaffCoupon);
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCoupon, onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS_QUERY_KEY }) });
}
