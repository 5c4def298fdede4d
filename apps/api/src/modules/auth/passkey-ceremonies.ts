import {
  PASSKEY_TRANSPORTS,
  type TPasskeyAssertion,
  type TPasskeyCreationOptions,
  type TPasskeyRegistrationResponse,
  type TPasskeyRequestOptions,
} from '@casino/contracts';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import type { PasskeyRow } from './passkeys-repo';

// The WebAuthn ceremonies through @simplewebauthn/server (13.x, the last line for Node 20): the options a browser
// needs, and the checks of what it answers. Everything a browser can send wrong comes back as a reason, never thrown.

/** Who the passkeys are for: the site's host (an RP ID is a domain, without scheme or port) and its origin. */
export type RelyingParty = { id: string; name: string; origin: string };

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, name: url.hostname, origin: url.origin };
}

// As a second factor after the password, the authenticator's presence is the proof: asking it for a PIN or a
// fingerprint as well would turn away security keys without one.
const USER_VERIFICATION = 'discouraged';
/** How long the browser lets the player pick and touch the authenticator; the server's challenge lives longer. */
const CEREMONY_TIMEOUT_MS = 120_000;

type Transport = (typeof PASSKEY_TRANSPORTS)[number];
/** The transports this API knows, of those a browser reported. */
export const knownTransports = (reported: readonly string[] | undefined): Transport[] =>
  (reported ?? []).filter((t): t is Transport => (PASSKEY_TRANSPORTS as readonly string[]).includes(t));

const descriptorsOf = (passkeys: readonly Pick<PasskeyRow, 'credentialId' | 'transports'>[]) =>
  passkeys.map((p) => ({ id: p.credentialId, transports: knownTransports(p.transports) }));

/** A UUID's 16 bytes: the user handle, the same for every passkey of the player and naming nothing about them. */
const userHandleOf = (userId: string) => Uint8Array.from(Buffer.from(userId.replaceAll('-', ''), 'hex'));

/**
 * The options of a new passkey. `challenge` is an opaque token (base64url) the server keeps; the authenticator is
 * asked not to make a second credential beside one the player has.
 */
export async function creationOptions(
  rp: RelyingParty,
  user: { id: string; email: string; fullName: string },
  existing: readonly PasskeyRow[],
  challenge: string,
): Promise<TPasskeyCreationOptions> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandleOf(user.id),
    userName: user.email,
    userDisplayName: user.fullName,
    challenge: isoBase64URL.toBuffer(challenge),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: descriptorsOf(existing),
    authenticatorSelection: { residentKey: 'preferred', userVerification: USER_VERIFICATION },
  });
}

/** The options of a sign-in's passkey step: its challenge token is what the passkey signs. */
export async function requestOptions(
  rp: RelyingParty,
  passkeys: readonly PasskeyRow[],
  challenge: string,
): Promise<TPasskeyRequestOptions> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: descriptorsOf(passkeys),
    challenge: isoBase64URL.toBuffer(challenge),
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: USER_VERIFICATION,
  });
}

/** The challenge the browser says it signed, to find the server's copy by; null when clientDataJSON is not readable. */
export function signedChallengeOf(response: { response: { clientDataJSON: string } }): string | null {
  try {
    const { challenge } = decodeClientDataJSON(response.response.clientDataJSON);
    return typeof challenge === 'string' ? challenge : null;
  } catch {
    return null;
  }
}

export type Refused = { refused: string };
export type NewCredential = { credentialId: string; publicKey: string; counter: number; transports: Transport[] };

/** A new credential ('none' attestation: the key is trusted as the player's, not as a certain make of device). */
export async function verifyNewPasskey(
  rp: RelyingParty,
  response: TPasskeyRegistrationResponse,
  expectedChallenge: string,
): Promise<NewCredential | Refused> {
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      // Validated by the contract; the library checks the content.
      response: response as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!verified) return { refused: 'registration not verified' };
    const { credential } = registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: knownTransports(response.response.transports),
    };
  } catch (err) {
    return { refused: (err as Error).message };
  }
}

/** The assertion's new signature counter, if the stored passkey signed `expectedChallenge` for this site. */
export async function verifyAssertion(
  rp: RelyingParty,
  passkey: PasskeyRow,
  assertion: TPasskeyAssertion,
  expectedChallenge: string,
): Promise<{ counter: number } | Refused> {
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: assertion as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: knownTransports(passkey.transports),
      },
      requireUserVerification: false,
    });
    return verified ? { counter: authenticationInfo.newCounter } : { refused: 'assertion not verified' };
  } catch (err) {
    return { refused: (err as Error).message };
  }
}
