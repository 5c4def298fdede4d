import { ApiError } from '@/lib/api-client';

/**
 * The API's own sentence when it refuses a deposit for a reason the player can act on (a 4xx: a limit reached, a
 * tier not open to them, details missing); undefined for a failure of ours or the network, which gets our text.
 */
export function depositRefusal(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : undefined;
}

/**
 * A refusal for the player's own state (a limit reached, 409; a deposit limit to choose or details missing, 422) is
 * not the provider's failure, and every provider would give the same: that provider is not marked as failed.
 */
export function isProviderFailure(error: unknown): boolean {
  return !(error instanceof ApiError && (error.status === 409 || error.status === 422));
}
