'use client';
import type { TFund } from '@casino/contracts';
import { toast } from '@/lib/toast';
import { t } from '@/lib/i18n';
import { useSetDefaultCurrency } from '../api/set-default-currency';

/** Make default for the wallet cards, with its toasts; `busyCurrency` is the one being switched to. */
export function useMakeDefault() {
  const mutation = useSetDefaultCurrency();
  return {
    busyCurrency: mutation.isPending ? mutation.variables : undefined,
    isPending: mutation.isPending,
    makeDefault: (fund: TFund) =>
      mutation.mutate(fund.currency, {
        onSuccess: () => toast.success(t('wallet.defaultChanged', { currency: fund.currency })),
        onError: () => toast.error(t('wallet.defaultFailed')),
      }),
  };
}
