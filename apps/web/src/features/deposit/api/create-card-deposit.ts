'use client';
import type { TCardDepositRequest, TCardGateway, TRedirectResponse } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appQueryClient } from '@/lib/query-client';
import { PROFILE_API } from './paths';

export type CardDeposit = TCardDepositRequest & { gateway: TCardGateway };

/** POST /profile/{gateway}/deposit: the card gateway's payment page to send the player to. */
async function createCardDeposit({ gateway, ...body }: CardDeposit): Promise<TRedirectResponse> {
  return api.post<TRedirectResponse>(`${PROFILE_API}/${gateway}/deposit`, body);
}

/** No retry (docs/product.md, Deposits and withdrawals): a failed gateway is marked and the player picks another. */
export function useCardDeposit() {
  return useMutation({ mutationFn: createCardDeposit, retry: false }, appQueryClient());
}
