import { z } from 'zod';
import { t } from '@/lib/i18n';

/** Below this the form refuses at once; the server applies the real policy (docs/product.md, Validation). */
const RESET_PASSWORD_MIN = 3;

export const ZResetPasswordForm = z
  .object({
    password: z.string().min(RESET_PASSWORD_MIN, t('auth.passwordTooShort')),
    confirmPassword: z.string(),
    captcha: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: t('auth.passwordsDoNotMatch') });
export type ResetPasswordValues = z.infer<typeof ZResetPasswordForm>;
