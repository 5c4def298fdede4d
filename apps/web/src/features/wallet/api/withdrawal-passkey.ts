'use client';
import type { TPasskeyAssertion, TPasskeyRequestOptions } from '@casino/contracts';
import { api } from '@/lib/api-client';
import { signWithPasskey } from '@/lib/passkey-prompt';
import { PROFILE_API } from './paths';

/**
 * The signature a withdrawal carries when the player confirms it with a passkey: a fresh challenge from the API
 * (for this player, 5 minutes, once), signed in the browser's prompt (a PasskeyPromptError when it gives none).
 */
export async function signWithdrawalWithPasskey(): Promise<TPasskeyAssertion> {
  const options = await api.post<TPasskeyRequestOptions>(`${PROFILE_API}/withdrawal-passkey-options`);
  return signWithPasskey(options);
}
