import { PASSKEY_NAME_MAX } from '@casino/contracts';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { PasskeyPromptError } from '@/lib/passkey-prompt';

/** Adding a passkey: the name it is listed under ("Laptop", "Phone"). */
export const ZPasskeyNameForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, t('profile.passkeys.nameRequired'))
    .max(PASSKEY_NAME_MAX, t('profile.passkeys.nameTooLong', { max: PASSKEY_NAME_MAX })),
});
export type PasskeyNameValues = z.output<typeof ZPasskeyNameForm>;

/** Removing one: the account's password. */
export const ZRemovePasskeyForm = z.object({ password: z.string().min(1, t('profile.passkeys.passwordRequired')) });
export type RemovePasskeyValues = z.output<typeof ZRemovePasskeyForm>;

/**
 * Why a passkey was not added or removed, shown under the form's one field: the browser's reason when its prompt
 * gave nothing, else the API's reason for `field` or its message.
 */
export function passkeyFailureMessage(error: unknown, field: 'name' | 'password'): string {
  if (error instanceof PasskeyPromptError) return error.message;
  if (!(error instanceof ApiError) || error.status >= 500) return t('auth.somethingWrong');
  return error.errors?.find((e) => e.field === field)?.message ?? error.message;
}
