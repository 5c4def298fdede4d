'use client';
import type { TCouponValidationResponse, TPlayerPromotion } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appQueryClient } from '@/lib/query-client';
import { REDEEM_COUPON_URL, VALIDATE_COUPON_URL } from './paths';
import { refreshAfterPromotionChange } from './refresh';

/** POST /user-service/api/v1/promotion/coupon: what a bonus code gives, or a 400 saying why it gives nothing. */
export async function validateCoupon(couponName: string): Promise<TCouponValidationResponse> {
  return api.post<TCouponValidationResponse>(VALIDATE_COUPON_URL, { couponName });
}

/** PUT /profile/redeem-promotion-coupon: the code becomes a pending promotion of the player's. */
async function redeemCoupon(promotionCoupon: string): Promise<TPlayerPromotion> {
  return api.put<TPlayerPromotion>(REDEEM_COUPON_URL, { promotionCoupon });
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon }, appQueryClient());
}

export function useRedeemCoupon() {
  return useMutation({ mutationFn: redeemCoupon, onSuccess: refreshAfterPromotionChange }, appQueryClient());
}
