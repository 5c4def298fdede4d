import { ApiError } from '@/lib/api-client';

/**
 * Why the API refused a request, in its own words, when the player can do something about it (a 4xx: the code
 * expired, another bonus is active); undefined for a failure of ours or the network, which gets the generic text.
 */
export function apiReason(err: unknown): string | undefined {
  if (!(err instanceof ApiError) || err.status < 400 || err.status >= 500 || err.status === 401) return undefined;
  return err.errors?.[0]?.message || err.message || undefined;
}
