import { PASSWORD_MAX, PASSWORD_MIN } from '@casino/contracts';
import { z } from 'zod';
import { t } from '@/lib/i18n';

export const ZChangePasswordForm = z
  .object({
    oldPassword: z
      .string()
      .min(1, t('profile.password.oldRequired'))
      .max(PASSWORD_MAX, t('profile.password.tooLong', { max: PASSWORD_MAX })),
    newPassword: z
      .string()
      .min(1, t('profile.password.newRequired'))
      .min(PASSWORD_MIN, t('profile.password.tooShort', { min: PASSWORD_MIN }))
      .max(PASSWORD_MAX, t('profile.password.tooLong', { max: PASSWORD_MAX })),
    confirmPassword: z.string().min(1, t('profile.password.confirmRequired')),
  })
  .refine((v) => v.confirmPassword === '' || v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: t('profile.password.mismatch'),
  })
  .refine((v) => v.oldPassword === '' || v.newPassword === '' || v.oldPassword !== v.newPassword, {
    path: ['newPassword'],
    error: t('profile.password.sameAsOld'),
  });
export type ChangePasswordValues = z.infer<typeof ZChangePasswordForm>;
export type ChangePasswordField = keyof ChangePasswordValues;

const FIELDS: readonly string[] = ['oldPassword', 'newPassword', 'confirmPassword'];

/** The form field a server error names, if it is one of this form's. */
export function passwordFieldOf(serverField: string): ChangePasswordField | undefined {
  return FIELDS.includes(serverField) ? (serverField as ChangePasswordField) : undefined;
}
