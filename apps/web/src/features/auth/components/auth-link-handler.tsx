'use client';
import { useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { t } from '@/lib/i18n-site';
import { openModal } from '@/lib/modal-store';
import { confirmAccount } from '../api/confirmation';
import { unsubscribeByToken } from '../api/unsubscribe';
import { AUTH_QUERY_KEY } from '../hooks/use-auth';
import { confirmFailureMessage } from '../lib/auth-errors';
import { urlWithoutParam } from '../lib/search-params';

const RESET_TOKEN_PARAM = 'resetToken';
const CONFIRM_TOKEN_PARAM = 'confirmToken';
const UNSUBSCRIBE_PARAM = 'unsubscribe';

// Tokens are single use: remember which ones this page already acted on (effects may run twice).
const handledTokens = new Set<string>();

/**
 * Acts on the links we e-mail: `?resetToken=` opens the reset-password dialog, `?confirmToken=`
 * confirms the address and `?unsubscribe=` stops promotional mail; both remove themselves from the URL.
 * Render inside <Suspense> (useSearchParams).
 */
export function AuthLinkHandler() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const queryClient = useQueryClient();
  const resetToken = searchParams.get(RESET_TOKEN_PARAM);
  const confirmToken = searchParams.get(CONFIRM_TOKEN_PARAM);
  const unsubscribeToken = searchParams.get(UNSUBSCRIBE_PARAM);

  useEffect(() => {
    if (!resetToken || handledTokens.has(`reset:${resetToken}`)) return;
    handledTokens.add(`reset:${resetToken}`);
    openModal('reset-password', { token: resetToken });
  }, [resetToken]);

  useEffect(() => {
    if (!confirmToken || handledTokens.has(`confirm:${confirmToken}`)) return;
    handledTokens.add(`confirm:${confirmToken}`);
    confirmAccount(confirmToken)
      .then(() => {
        toast.success(t('auth.emailConfirmed'));
        return queryClient.invalidateQueries({ queryKey: AUTH_QUERY_KEY });
      })
      .catch((error: unknown) => toast.error(confirmFailureMessage(error)))
      .finally(() => router.replace(urlWithoutParam(pathname, window.location.search, CONFIRM_TOKEN_PARAM), { scroll: false }));
  }, [confirmToken, pathname, router, queryClient]);

  useEffect(() => {
    if (!unsubscribeToken || handledTokens.has(`unsubscribe:${unsubscribeToken}`)) return;
    handledTokens.add(`unsubscribe:${unsubscribeToken}`);
    unsubscribeByToken(unsubscribeToken)
      .then(() => toast.success(t('auth.unsubscribed')))
      .catch(() => toast.error(t('auth.unsubscribeFailed')))
      .finally(() => router.replace(urlWithoutParam(pathname, window.location.search, UNSUBSCRIBE_PARAM), { scroll: false }));
  }, [unsubscribeToken, pathname, router]);

  return null;
}
