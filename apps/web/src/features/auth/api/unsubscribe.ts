import type { TReceiveEmailResponse } from '@casino/contracts';
import { api } from '@/lib/api-client';

/** The signed link in promotional mail: works without a session. */
export async function unsubscribeByToken(token: string): Promise<TReceiveEmailResponse> {
  return api.delete<TReceiveEmailResponse>(`/profile-service/api/v1/profile/unsubscribe/${encodeURIComponent(token)}`);
}
