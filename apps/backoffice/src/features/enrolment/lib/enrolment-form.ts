import { ZStaffEnrolmentCompleteRequest } from '@casino/contracts';
import { z } from 'zod';
import { t } from '@/lib/i18n';

/** The enrolment form: the contract's password and code (the token comes from the link), the password twice. */
export const ZEnrolmentForm = ZStaffEnrolmentCompleteRequest.omit({ token: true })
  .extend({ repeatPassword: z.string() })
  .refine((v) => v.password === v.repeatPassword, { path: ['repeatPassword'], error: t('enrol.passwordsDiffer') });
export type EnrolmentFormInput = z.input<typeof ZEnrolmentForm>;
export type EnrolmentFormValues = z.output<typeof ZEnrolmentForm>;

/** The link's token: its fragment (never sent to a server in a request line or a Referer), without the "#". */
export function tokenOfHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim(); // a stray "%": the API judges the token as it is
  }
}

/** A Base32 secret in groups of four, easier to type from the screen into an authenticator app. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
