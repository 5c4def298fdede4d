import { ZSignInRequest } from '@casino/contracts';
import { z } from 'zod';

/** The login form: the sign-in contract, with the captcha checked after the fields (see sign-up-form). */
export const ZSignInForm = ZSignInRequest.extend({ captcha: z.string() });
export type SignInInput = z.input<typeof ZSignInForm>;
export type SignInValues = z.output<typeof ZSignInForm>;
