import type { TSecondFactorChallenge, TSessionUser } from '@casino/contracts';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { isSecondFactorCode, normalizeSecondFactorCode } from '@/lib/second-factor-code';
import { signInFailureMessage } from './auth-errors';

/** The password step's answer when the account has a second factor: no session yet, a code or a passkey is due. */
export function isSecondFactorChallenge(answer: TSessionUser | TSecondFactorChallenge): answer is TSecondFactorChallenge {
  return 'challenge' in answer;
}

/** The code step's form: a code from the app or a recovery code, sent without the spaces and dashes people add. */
export const ZSecondFactorForm = z.object({
  code: z
    .string()
    .transform(normalizeSecondFactorCode)
    .pipe(z.string().min(1, t('auth.secondFactor.codeRequired')).refine(isSecondFactorCode, t('auth.secondFactor.codeShape'))),
});
export type SecondFactorInput = z.input<typeof ZSecondFactorForm>;
export type SecondFactorValues = z.output<typeof ZSecondFactorForm>;

export type SecondFactorFailure = { message: string; isExpired: boolean };

/**
 * Why the code step failed. A wrong code and an expired challenge are both a 401; the API names the field
 * `challenge` when the sign-in expired (its 5 minutes are over, or it was used), and then the password is due again.
 */
export function secondFactorFailure(error: unknown): SecondFactorFailure {
  if (error instanceof ApiError && error.status === 401 && error.errors?.some((e) => e.field === 'challenge')) {
    return { message: error.message, isExpired: true };
  }
  return { message: signInFailureMessage(error), isExpired: false };
}
