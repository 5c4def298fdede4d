'use client';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n-site';
import { resendConfirmation } from '../api/confirmation';

/** Sends the confirmation e-mail again and says how it went. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: resendConfirmation,
    onSuccess: () => toast.success(t('auth.resendSuccess')),
    onError: (error) =>
      toast.error(error instanceof ApiError && error.status < 500 && error.message ? error.message : t('auth.somethingWrong')),
  });
}
