import type { TSelfExcludePeriod, TSelfExcludeResponse } from '@casino/contracts';
import { api } from '@/lib/api-client';
import { PROFILE_URL } from './paths';

/** PUT /profile/self-exclude: starts at once and ends every session of the player, this one too. */
export async function selfExclude(selfExcludePeriod: TSelfExcludePeriod): Promise<TSelfExcludeResponse> {
  return api.put<TSelfExcludeResponse>(`${PROFILE_URL}/self-exclude`, { selfExcludePeriod });
}
