'use client';
import type { TCurrencyCode, TFund } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FUNDS_URL } from './paths';
import { FUNDS_QUERY_KEY } from './get-funds';
import { appQueryClient } from '@/lib/query-client';
import { invalidateQueries } from '@/lib/query-store';

/** POST /profile/currency: opens a fund in a currency the player does not hold yet. */
async function addCurrency(currency: TCurrencyCode): Promise<TFund> {
  return api.post<TFund>(FUNDS_URL, { currency });
}

export function useAddCurrency() {
  return useMutation(
    {
      mutationFn: addCurrency,
      onSuccess: () => invalidateQueries(FUNDS_QUERY_KEY),
    },
    appQueryClient(),
  );
}
