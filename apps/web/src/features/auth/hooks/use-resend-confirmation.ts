'use client';
import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { resendConfirmation } from '../api/confirmation';

/** Sends the confirmation e-mail again and says how it went; `isPending` while the request is out. */
export function useResendConfirmation() {
  const [isPending, setIsPending] = useState(false);
  const mutate = useCallback(() => {
    setIsPending(true);
    resendConfirmation()
      .then(() => toast.success(t('auth.resendSuccess')))
      .catch((error: unknown) =>
        toast.error(error instanceof ApiError && error.status < 500 && error.message ? error.message : t('auth.somethingWrong')),
      )
      .finally(() => setIsPending(false));
  }, []);
  return { isPending, mutate };
}
