'use client';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { t } from '@/lib/i18n';
import { openModal } from '@/lib/modal-store';
import { formatMoney } from '@/lib/money';
import { confirmAccount } from '../api/confirmation';
import { confirmTwoFactorOff } from '../api/two-factor-off';
import { confirmWithdrawalByLink } from '../api/withdrawal-link';
import { unsubscribeByToken } from '../api/unsubscribe';
import { AUTH_QUERY_KEY } from '../hooks/use-auth';
import { confirmFailureMessage } from '../lib/auth-errors';
import { urlWithoutParam } from '../lib/search-params';
import {
  CONFIRM_TOKEN_PARAM,
  CONFIRM_WITHDRAWAL_PARAM,
  DISABLE_TWO_FACTOR_PARAM,
  UNSUBSCRIBE_PARAM,
  type LinkTokens,
} from '../lib/link-tokens';
import { invalidateQueries } from '@/lib/query-store';

// Tokens are single use: remember which ones this page already acted on (effects may run twice).
const handledTokens = new Set<string>();

/**
 * Acts on the tokens of a link we e-mailed: a reset token opens the reset-password dialog, a confirm
 * token confirms the address, an unsubscribe token stops promotional mail, a disable-two-factor token
 * turns the authenticator app off and a withdrawal token sends a withdrawal on; all but the first remove
 * themselves from the URL. Loaded by
 * AuthLinkHandler only when the address carries one.
 */
export function AuthLinkActions({ resetToken, confirmToken, unsubscribeToken, disableTwoFactorToken, confirmWithdrawalToken }: LinkTokens) {
  const pathname = usePathname();
  const router = useRouter();

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
        return invalidateQueries(AUTH_QUERY_KEY);
      })
      .catch((error: unknown) => toast.error(confirmFailureMessage(error)))
      .finally(() => router.replace(urlWithoutParam(pathname, window.location.search, CONFIRM_TOKEN_PARAM), { scroll: false }));
  }, [confirmToken, pathname, router]);

  useEffect(() => {
    if (!unsubscribeToken || handledTokens.has(`unsubscribe:${unsubscribeToken}`)) return;
    handledTokens.add(`unsubscribe:${unsubscribeToken}`);
    unsubscribeByToken(unsubscribeToken)
      .then(() => toast.success(t('auth.unsubscribed')))
      .catch(() => toast.error(t('auth.unsubscribeFailed')))
      .finally(() => router.replace(urlWithoutParam(pathname, window.location.search, UNSUBSCRIBE_PARAM), { scroll: false }));
  }, [unsubscribeToken, pathname, router]);

  useEffect(() => {
    if (!disableTwoFactorToken || handledTokens.has(`disable-two-factor:${disableTwoFactorToken}`)) return;
    handledTokens.add(`disable-two-factor:${disableTwoFactorToken}`);
    // The server's sentence says what happened: off, or the link expired or was used.
    confirmTwoFactorOff(disableTwoFactorToken)
      .then(({ message }) => toast.success(message))
      .catch((error: unknown) => toast.error(confirmFailureMessage(error)))
      .finally(() => router.replace(urlWithoutParam(pathname, window.location.search, DISABLE_TWO_FACTOR_PARAM), { scroll: false }));
  }, [disableTwoFactorToken, pathname, router]);

  useEffect(() => {
    if (!confirmWithdrawalToken || handledTokens.has(`withdrawal:${confirmWithdrawalToken}`)) return;
    handledTokens.add(`withdrawal:${confirmWithdrawalToken}`);
    confirmWithdrawalByLink(confirmWithdrawalToken)
      .then((done) => toast.success(t('wallet.withdraw.linkConfirmed', { amount: formatMoney(done.amount, done.currency) })))
      .catch((error: unknown) => toast.error(confirmFailureMessage(error)))
      .finally(() => router.replace(urlWithoutParam(pathname, window.location.search, CONFIRM_WITHDRAWAL_PARAM), { scroll: false }));
  }, [confirmWithdrawalToken, pathname, router]);

  return null;
}
