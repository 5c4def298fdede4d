import type { TPeriod, TTimeOutResponse } from '@casino/contracts';
import { api } from '@/lib/api-client';
import { TIME_OUT_URL } from './paths';

/** POST /profile/safer-gambling/time-out: starts at once and ends every session of the player, this one too. */
export function takeTimeOut(period: TPeriod): Promise<TTimeOutResponse> {
  return api.post<TTimeOutResponse>(TIME_OUT_URL, { period });
}
