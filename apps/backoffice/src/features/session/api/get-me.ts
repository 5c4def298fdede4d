import { ZStaffMe, type TStaffMe } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, isSignedOutError } from '@/lib/api-client';
import { HANDLES_SIGNED_OUT } from '@/lib/query-client';
import { ME_QUERY_KEY, ME_URL } from './paths';

/** GET /staff-api/v1/me: the member signed in, or null when the API answers 401 (nobody is). */
export async function getMe(): Promise<TStaffMe | null> {
  try {
    return await api.get(ME_URL, ZStaffMe);
  } catch (error) {
    if (isSignedOutError(error)) return null;
    throw error;
  }
}

/** The member signed in (null: signed out); the console's guard and navigation read it. */
export function useMe() {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: getMe, meta: HANDLES_SIGNED_OUT });
}
