'use client';
import type { TCurrencyCode, TFund } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FUNDS_URL } from './paths';
import { FUNDS_QUERY_KEY } from './get-funds';
import { t } from '@/lib/i18n';
import { appQueryClient } from '@/lib/query-client';
import { invalidateQueries } from '@/lib/query-store';
import { toast } from '@/lib/toast';

/** POST /profile/currency: opens a fund in a currency the player does not hold yet. */
async function addCurrency(currency: TCurrencyCode): Promise<TFund> {
  return api.post<TFund>(FUNDS_URL, { currency });
}

/** Adds a currency and says so ("Currency is added!"), wherever it is added: the wallet page's chooser, the deposit dialog. */
export function useAddCurrency() {
  return useMutation(
    {
      mutationFn: addCurrency,
      onSuccess: () => {
        toast.success(t('wallet.chooser.added'));
        return invalidateQueries(FUNDS_QUERY_KEY);
      },
    },
    appQueryClient(),
  );
}
