import type { TAnswerRealityCheckRequest, TRealityCheckState } from '@casino/contracts';
import { api } from '@/lib/api-client';

/** The signed-in player's reality check (packages/contracts/src/safer-gambling.ts), on the profile service. */
const REALITY_CHECK_URL = '/profile-service/api/v1/profile/safer-gambling/reality-check';

/** When the next check falls due, and whether one waits now, on the server's clock. */
export const getRealityCheck = (): Promise<TRealityCheckState> => api.get<TRealityCheckState>(REALITY_CHECK_URL);

/** The player's answer to the check waiting; answers the state after it. */
export const postRealityCheckAnswer = (body: TAnswerRealityCheckRequest): Promise<TRealityCheckState> =>
  api.post<TRealityCheckState>(`${REALITY_CHECK_URL}/answer`, body);
