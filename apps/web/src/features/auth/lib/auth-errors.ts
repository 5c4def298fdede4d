import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';

/**
 * Sign-up failure toasts, in order: an existing e-mail is named first, then the generic text (docs/product.md, Messages).
 * A refusal (403: sign-up is not offered where the player is) is the server's own sentence saying why.
 */
export function signUpFailureMessages(error: unknown): string[] {
  const generic = t('auth.somethingWrong');
  if (error instanceof ApiError && error.status === 409) return [t('auth.userExists'), generic];
  if (error instanceof ApiError && error.status === 403 && error.message) return [error.message];
  return [generic];
}

/** Sign-in failure: the server's own text (wrong credentials, locked out...), else the generic one. */
export function signInFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return t('auth.somethingWrong');
}

/** E-mail confirmation link failure: the server explains (expired, already used...). */
export function confirmFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return t('auth.somethingWrong');
}
