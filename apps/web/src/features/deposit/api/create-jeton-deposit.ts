'use client';
import type { TCurrencyCode } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appQueryClient } from '@/lib/query-client';
import { PROFILE_API } from './paths';

export type JetonCheckoutRequest = {
  email: string;
  amount: string;
  currency: TCurrencyCode;
  promotionCoupon?: string;
  declineBonus: boolean;
  acceptBonus: boolean;
  language: string;
};
export type JetonCheckoutResponse = { redirectUrl: string; qr?: string };

/** POST /profile/jeton/checkout/deposit: the e-wallet's payment page and a QR code of it for a phone. */
async function createJetonDeposit(body: JetonCheckoutRequest): Promise<JetonCheckoutResponse> {
  return api.post<JetonCheckoutResponse>(`${PROFILE_API}/jeton/checkout/deposit`, body);
}

export function useJetonDeposit() {
  return useMutation({ mutationFn: createJetonDeposit, retry: false }, appQueryClient());
}
