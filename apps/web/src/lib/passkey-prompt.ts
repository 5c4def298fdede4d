import type { TPasskeyAssertion, TPasskeyCreationOptions, TPasskeyRegistrationResponse, TPasskeyRequestOptions } from '@casino/contracts';
import { t } from './i18n';

// The browser's passkey prompts (navigator.credentials), through @simplewebauthn/browser, loaded only when a player
// uses a passkey so no page's first load carries it.

/** The browser's prompt did not give a passkey; `message` says why, for the player. */
export class PasskeyPromptError extends Error {}

/** Whether this browser can make and use passkeys at all. */
export function canUsePasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * Why a prompt failed, in the player's words. The browser names the cause: NotAllowedError when the player closed
 * the prompt or it timed out (browsers do not tell those apart, on purpose), InvalidStateError when the
 * authenticator already holds a passkey of this account.
 */
export function promptFailureMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return t('passkeys.promptClosed');
  if (name === 'InvalidStateError') return t('passkeys.alreadyAdded');
  return t('passkeys.promptFailed');
}

async function prompt<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new PasskeyPromptError(promptFailureMessage(error));
  }
}

/** Asks the browser for a new passkey made from the API's options. */
export function createPasskey(options: TPasskeyCreationOptions): Promise<TPasskeyRegistrationResponse> {
  return prompt(async () => {
    const { startRegistration } = await import('@simplewebauthn/browser');
    return (await startRegistration({ optionsJSON: options })) as TPasskeyRegistrationResponse;
  });
}

/** Asks the browser to sign the API's challenge with one of the passkeys the options allow. */
export function signWithPasskey(options: TPasskeyRequestOptions): Promise<TPasskeyAssertion> {
  return prompt(async () => {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    return (await startAuthentication({ optionsJSON: options })) as TPasskeyAssertion;
  });
}
