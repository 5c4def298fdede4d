import { z } from 'zod';
import { textField } from './text';
import { PASSWORD_MAX } from './user';

/**
 * Passkeys (WebAuthn credentials) as a player's second factor (docs/decisions/034-player-two-factor.md). The options
 * and responses are the JSON forms of WebAuthn Level 3, as `@simplewebauthn/browser` takes and gives them.
 */

export const PASSKEY_NAME_MAX = 64;
/** More than anyone keeps: a phone, a laptop, a couple of security keys. */
export const PASSKEYS_MAX = 10;

/** How a browser reaches an authenticator. */
export const PASSKEY_TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const ZPasskeyTransport = z.enum(PASSKEY_TRANSPORTS);

const NOT_A_PASSKEY_ANSWER = 'This is not an answer from a passkey. Try again.';
/** Binary WebAuthn data as the browser sends it: base64url, bounded well above what authenticators write. */
const base64url = (max: number) =>
  textField({ error: NOT_A_PASSKEY_ANSWER })
    .max(max, NOT_A_PASSKEY_ANSWER)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, NOT_A_PASSKEY_ANSWER);
/** A credential id: at most 1023 bytes (WebAuthn), 1364 characters in base64url. */
const ZCredentialId = base64url(1400).min(1, NOT_A_PASSKEY_ANSWER);

const ZCredentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(ZPasskeyTransport).optional(),
});
const ZUserVerification = z.enum(['discouraged', 'preferred', 'required']);
const ZHint = z.enum(['hybrid', 'security-key', 'client-device']);

/** POST /two-factor/passkeys/options: what the browser's navigator.credentials.create() needs. */
export const ZPasskeyCreationOptions = z.object({
  challenge: z.string(),
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(ZCredentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      residentKey: ZUserVerification.optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: ZUserVerification.optional(),
    })
    .optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  hints: z.array(ZHint).optional(),
});
export type TPasskeyCreationOptions = z.infer<typeof ZPasskeyCreationOptions>;

/** What navigator.credentials.get() needs: sent with a sign-in's challenge when the account has a passkey. */
export const ZPasskeyRequestOptions = z.object({
  challenge: z.string(),
  timeout: z.number().int().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(ZCredentialDescriptor).optional(),
  userVerification: ZUserVerification.optional(),
  hints: z.array(ZHint).optional(),
});
export type TPasskeyRequestOptions = z.infer<typeof ZPasskeyRequestOptions>;

/** Extensions' outputs: not used by the API, accepted as the browser gives them. */
const ZClientExtensionResults = z.looseObject({});

/** The new credential, as navigator.credentials.create() answered (RegistrationResponseJSON). */
export const ZPasskeyRegistrationResponse = z.object({
  id: ZCredentialId,
  rawId: ZCredentialId,
  type: z.literal('public-key', { error: NOT_A_PASSKEY_ANSWER }),
  response: z.object({
    clientDataJSON: base64url(4_096),
    attestationObject: base64url(32_768),
    authenticatorData: base64url(32_768).optional(),
    // Kept as given: a transport this list does not know yet is dropped, not refused.
    transports: z.array(textField().max(32)).max(16).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4_096).optional(),
  }),
  authenticatorAttachment: textField().max(32).optional(),
  clientExtensionResults: ZClientExtensionResults,
});
export type TPasskeyRegistrationResponse = z.infer<typeof ZPasskeyRegistrationResponse>;

/** A passkey's signature over the API's challenge (a sign-in's, a withdrawal's), as navigator.credentials.get() answered. */
export const ZPasskeyAssertion = z.object({
  id: ZCredentialId,
  rawId: ZCredentialId,
  type: z.literal('public-key', { error: NOT_A_PASSKEY_ANSWER }),
  response: z.object({
    clientDataJSON: base64url(4_096),
    authenticatorData: base64url(8_192),
    signature: base64url(1_024),
    userHandle: base64url(1_024).optional(),
  }),
  authenticatorAttachment: textField().max(32).optional(),
  clientExtensionResults: ZClientExtensionResults,
});
export type TPasskeyAssertion = z.infer<typeof ZPasskeyAssertion>;

/** POST /two-factor/passkeys: the name the player gives it, and the browser's answer to the options. */
export const ZAddPasskeyRequest = z.object({
  name: textField({ error: 'Name the passkey' })
    .trim()
    .min(1, 'Name the passkey, for example "Laptop" or "Phone"')
    .max(PASSKEY_NAME_MAX, `A passkey's name has at most ${PASSKEY_NAME_MAX} characters`),
  response: ZPasskeyRegistrationResponse,
});
export type TAddPasskeyRequest = z.infer<typeof ZAddPasskeyRequest>;

/** POST /two-factor/passkeys/{id}/remove: the account's password, so a borrowed session cannot remove one. */
export const ZRemovePasskeyRequest = z.object({
  password: textField({ error: 'Enter your password' }).min(1, 'Enter your password').max(PASSWORD_MAX),
});
export type TRemovePasskeyRequest = z.infer<typeof ZRemovePasskeyRequest>;

/** A passkey as the player's Privacy page lists it. */
export const ZPasskey = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type TPasskey = z.infer<typeof ZPasskey>;
