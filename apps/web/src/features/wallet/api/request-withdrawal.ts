'use client';
import type { TCurrencyCode, TPasskeyAssertion, TWithdrawal } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appQueryClient } from '@/lib/query-client';
import { t } from '@/lib/i18n';
import { invalidateQueries } from '@/lib/query-store';
import { toast } from '@/lib/toast';
import { PROFILE_API, WALLET_QUERY_KEY } from './paths';

export type WithdrawalInput = {
  amount: string;
  currency: TCurrencyCode;
  address?: string;
  destinationTag?: number;
  /** The Skrill account a fiat withdrawal is paid to. */
  email?: string;
  isCrypto: boolean;
  /** The player confirmed that withdrawing gives up their active bonus. */
  forfeitBonus?: boolean;
  /** The second factor, when the player has one: every request carries a code from the app or a passkey's signature. */
  code?: string;
  passkey?: TPasskeyAssertion;
};

/** POST /profile/crypto/withdraw (to an address) or /profile/skrill/withdraw (fiat, to the Skrill account's e-mail). */
async function requestWithdrawal({ isCrypto, address, destinationTag, email, ...money }: WithdrawalInput): Promise<TWithdrawal> {
  return isCrypto
    ? api.post<TWithdrawal>(`${PROFILE_API}/crypto/withdraw`, { ...money, address, destinationTag })
    : api.post<TWithdrawal>(`${PROFILE_API}/skrill/withdraw`, { ...money, email });
}

/** DELETE /profile/withdrawal/{id}: the player takes back a request not decided yet. */
async function cancelWithdrawal(id: string): Promise<TWithdrawal> {
  return api.delete<TWithdrawal>(`${PROFILE_API}/withdrawal/${encodeURIComponent(id)}`);
}

// Balances, withdrawable money and the history all change with a request.
const refresh = () => invalidateQueries(WALLET_QUERY_KEY);

export function useRequestWithdrawal() {
  return useMutation({ mutationFn: requestWithdrawal, onSuccess: refresh }, appQueryClient());
}

/** Its toasts are the mutation's own: the button that started it is gone once the history shows the cancellation. */
export function useCancelWithdrawal() {
  return useMutation(
    {
      mutationFn: cancelWithdrawal,
      onSuccess: async () => {
        toast.success(t('wallet.withdraw.cancelled'));
        await refresh();
      },
      onError: (err) => toast.error(err.message),
    },
    appQueryClient(),
  );
}
