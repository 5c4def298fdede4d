import { z } from 'zod';
import { CURRENCY_CODES } from './currencies';
import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE } from './defaults';
import { textField } from './text';

// Messages are the ones players see (docs/product.md, Validation).
export const ZEmail = textField({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Invalid email format'));

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const ZNewPassword = textField({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

const ZCaptcha = textField({ error: 'Captcha is required' }).min(1, 'Captcha is required').max(4096);

export const ZSignInRequest = z.object({
  email: ZEmail,
  password: textField({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
  captcha: ZCaptcha,
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

export const ZRegistrationRequest = z.object({
  email: ZEmail,
  password: ZNewPassword,
  fullName: textField({ error: 'Full Name is required' }).trim().min(1, 'Full Name is required').max(100, 'Full Name is too long'),
  terms: z.literal(true, { error: 'Please accept the terms first.' }),
  language: z.literal(DEFAULT_LANGUAGE).default(DEFAULT_LANGUAGE),
  currency: z.enum(CURRENCY_CODES, { error: 'Currency is required' }).default(DEFAULT_CURRENCY),
  captcha: ZCaptcha,
  clickId: textField().trim().max(128).optional(),
});
export type TRegistrationRequest = z.input<typeof ZRegistrationRequest>;

const EMAIL_STATUSES = ['VALID', 'RISKY', 'INVALID', 'DISPOSABLE', 'UNDELIVERABLE'] as const;
export const ZEmailStatus = z.enum(EMAIL_STATUSES);
export type TEmailStatus = z.infer<typeof ZEmailStatus>;
export const ZValidateEmailRequest = z.object({ email: textField().max(254) });
export const ZValidateEmailResponse = z.object({ email_status: ZEmailStatus });
export type TValidateEmailResponse = z.infer<typeof ZValidateEmailResponse>;

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

const RESET_PASSWORD_MIN = 3;
export const ZResetPasswordRequest = z
  .object({
    // docs/product.md, Validation: the form itself only refuses very short input; the server answers the
    // length and reuse rules together with one message (422).
    password: textField({ error: 'Password is required' })
      .min(1, 'Password is required')
      .min(RESET_PASSWORD_MIN, 'Password is too short')
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    confirmPassword: textField().max(PASSWORD_MAX),
    token: textField().min(1, 'Reset token is required').max(256),
    captcha: ZCaptcha,
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZChangePasswordRequest = z
  .object({
    oldPassword: textField().min(1, 'Current password is required').max(PASSWORD_MAX),
    newPassword: ZNewPassword,
    confirmPassword: textField().max(PASSWORD_MAX),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZConfirmAccountRequest = z.object({ token: textField().min(1, 'Token is required').max(256) });

/** The locally kept user record (docs/product.md, Accounts): name and user id. */
export const ZSessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  confirmed: z.boolean(),
  /**
   * Present while the person is self-excluded: the session may only see balances and withdraw, and
   * `reason` says until when. Every other player route answers 403.
   */
  payoutOnly: z.object({ reason: z.string() }).optional(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZIsAuthenticatedResponse = z.object({ authenticated: z.boolean(), user: ZSessionUser.optional() });
export type TIsAuthenticatedResponse = z.infer<typeof ZIsAuthenticatedResponse>;

/**
 * ALTCHA v2 challenge, served by GET /user-service/api/v1/captcha/challenge for the altcha widget
 * v3 (`<altcha-widget challenge="/user-service/api/v1/captcha/challenge">`). Every parameter is
 * listed because the signature covers them all. The widget's answer, the `captcha` field of the
 * forms, is base64(JSON {challenge: {parameters, signature}, solution: {counter, derivedKey, time}}).
 */
export const ZCaptchaChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type TCaptchaChallenge = z.infer<typeof ZCaptchaChallenge>;
