import { ZReceiveEmailResponse, type TReceiveEmailResponse } from '@casino/contracts';
import { api } from '@/lib/api-client';

/** The signed link in promotional mail: works without a session. */
export async function unsubscribeByToken(token: string): Promise<TReceiveEmailResponse> {
  const res = await api.delete<unknown>(`/profile-service/api/v1/profile/unsubscribe/${encodeURIComponent(token)}`);
  return ZReceiveEmailResponse.parse(res);
}
