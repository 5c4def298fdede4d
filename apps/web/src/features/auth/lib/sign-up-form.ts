import { ZRegistrationRequest } from '@casino/contracts';
import { z } from 'zod';
import { t } from '@/lib/i18n';

/** The sign-up form: the registration contract's fields, plus the terms box and the captcha payload. */
export const ZSignUpForm = ZRegistrationRequest.pick({ fullName: true, email: true, password: true, currency: true }).extend({
  // A plain boolean so the box can start unticked; the rule carries the player-facing message.
  terms: z.boolean().refine(Boolean, { error: t('auth.acceptTerms') }),
  // Checked after the fields, once the widget has had its chance to finish solving.
  captcha: z.string(),
});
export type SignUpInput = z.input<typeof ZSignUpForm>;
export type SignUpValues = z.output<typeof ZSignUpForm>;
