'use client';
import type { TCurrencyCode, TFund, TFundList } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FUNDS_URL, WALLET_QUERY_KEY } from './paths';
import { FUNDS_QUERY_KEY } from './get-funds';
import { appQueryClient } from '@/lib/query-client';
import { invalidateQueries, setQueryData } from '@/lib/query-store';

/** PUT /profile/currency: makes a held fund the default; answers with every fund. */
async function setDefaultCurrency(currency: TCurrencyCode): Promise<TFund[]> {
  return api.put<TFundList>(FUNDS_URL, { currency });
}

export function useSetDefaultCurrency() {
  return useMutation(
    {
      mutationFn: setDefaultCurrency,
      onSuccess: async (funds) => {
        // The answer already holds the new default: show it at once, then refresh every money figure
        // that depends on it (withdrawable is the default fund's).
        setQueryData(FUNDS_QUERY_KEY, funds);
        await invalidateQueries(WALLET_QUERY_KEY);
      },
    },
    appQueryClient(),
  );
}
