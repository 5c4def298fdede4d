'use client';
import { useRef } from 'react';
import { t } from '@/lib/i18n';
import { useCancelWithdrawal } from '../api/request-withdrawal';

/** Takes back a pending withdrawal: the money returns to the wallet. */
export function CancelWithdrawalButton({ id }: { id: string }) {
  const cancel = useCancelWithdrawal();
  // The mutation's state reaches the button a render later: a double click would send two requests without it.
  const isSent = useRef(false);
  return (
    <button
      type="button"
      disabled={cancel.isPending || cancel.isSuccess}
      aria-busy={cancel.isPending}
      className="text-xs font-semibold text-accent-2 underline-offset-2 hover:underline disabled:opacity-50"
      onClick={() => {
        if (isSent.current) return;
        isSent.current = true;
        cancel.mutate(id, { onError: () => (isSent.current = false) });
      }}
    >
      {t('wallet.withdraw.cancel')}
    </button>
  );
}
