import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { isAppCode, isSecondFactorCode, normalizeSecondFactorCode } from '@/lib/second-factor-code';

/** Turning the app on: the 6-digit code it shows now (spaces people type between the digits dropped). */
export const ZAppCodeForm = z.object({
  code: z
    .string()
    .transform(normalizeSecondFactorCode)
    .pipe(z.string().min(1, t('profile.twoFactor.appCodeRequired')).refine(isAppCode, t('profile.twoFactor.appCodeShape'))),
});

/** Turning it off: a code from the app, or a recovery code for a player whose phone is gone. */
export const ZTwoFactorOffForm = z.object({
  code: z
    .string()
    .transform(normalizeSecondFactorCode)
    .pipe(z.string().min(1, t('profile.twoFactor.codeRequired')).refine(isSecondFactorCode, t('profile.twoFactor.codeShape'))),
});

export type CodeFormInput = z.input<typeof ZAppCodeForm>;
export type CodeFormValues = z.output<typeof ZAppCodeForm>;

/** Why the API refused a code, shown under the form's one field: its reason for `code`, else its message. */
export function codeFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return t('auth.somethingWrong');
  return error.errors?.find((e) => e.field === 'code')?.message ?? error.message;
}
