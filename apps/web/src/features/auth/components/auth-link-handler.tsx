'use client';
import { useSearchParams } from 'next/navigation';
import { lazyComponent } from '@/components/ui/lazy-component';
import {
  CONFIRM_TOKEN_PARAM,
  CONFIRM_WITHDRAWAL_PARAM,
  DISABLE_TWO_FACTOR_PARAM,
  RESET_TOKEN_PARAM,
  UNSUBSCRIBE_PARAM,
  type LinkTokens,
} from '../lib/link-tokens';

// What acts on a token (API calls, toasts, texts) loads only when an address carries one.
const AuthLinkActions = lazyComponent<LinkTokens>(() => import('./auth-link-actions').then((m) => m.AuthLinkActions));

/**
 * Acts on the links we e-mail: `?resetToken=` opens the reset-password dialog, `?confirmToken=`
 * confirms the address, `?unsubscribe=` stops promotional mail, `?disableTwoFactorToken=` turns two-factor
 * sign-in off and `?confirmWithdrawalToken=` sends a withdrawal on. Render inside <Suspense> (useSearchParams).
 */
export function AuthLinkHandler() {
  const searchParams = useSearchParams();
  const tokens: LinkTokens = {
    resetToken: searchParams.get(RESET_TOKEN_PARAM),
    confirmToken: searchParams.get(CONFIRM_TOKEN_PARAM),
    unsubscribeToken: searchParams.get(UNSUBSCRIBE_PARAM),
    disableTwoFactorToken: searchParams.get(DISABLE_TWO_FACTOR_PARAM),
    confirmWithdrawalToken: searchParams.get(CONFIRM_WITHDRAWAL_PARAM),
  };
  if (!Object.values(tokens).some(Boolean)) return null;
  return <AuthLinkActions {...tokens} />;
}
