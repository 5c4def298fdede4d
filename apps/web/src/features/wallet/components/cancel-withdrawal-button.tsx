'use client';
import { t } from '@/lib/i18n';
import { useCancelWithdrawal } from '../api/request-withdrawal';

/** Takes back a pending withdrawal: the money returns to the wallet. */
export function CancelWithdrawalButton({ id }: { id: string }) {
  const cancel = useCancelWithdrawal();
  return (
    <button
      type="button"
      disabled={cancel.isPending}
      aria-busy={cancel.isPending}
      className="text-xs font-semibold text-accent-2 underline-offset-2 hover:underline disabled:opacity-50"
      onClick={() => cancel.mutate(id)}
    >
      {t('wallet.withdraw.cancel')}
    </button>
  );
}
