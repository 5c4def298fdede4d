'use client';
import type { TCurrencyCode } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appQueryClient } from '@/lib/query-client';
import { PROFILE_API } from './paths';

export type MifinityDepositRequest = {
  language: string;
  amount: string;
  currency: TCurrencyCode;
  promotionCoupon?: string;
  declineBonus: boolean;
  acceptBonus: boolean;
};
export type MifinityDepositResponse = { initializationToken: string };

/** POST /profile/mifinity/deposit: the token the embedded widget opens the payment with. */
async function createMifinityDeposit(body: MifinityDepositRequest): Promise<MifinityDepositResponse> {
  return api.post<MifinityDepositResponse>(`${PROFILE_API}/mifinity/deposit`, body);
}

export function useMifinityDeposit() {
  return useMutation({ mutationFn: createMifinityDeposit, retry: false }, appQueryClient());
}
