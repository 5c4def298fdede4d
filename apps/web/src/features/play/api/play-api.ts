import type { TOpenRoundRequest, TPlayAction, TPlayRoundResponse, TPlaySession, TSeedRotation } from '@casino/contracts';
import { api } from '@/lib/api-client';

/** The play API of one launch (ISSUE 11): the token is the launch's, from /play/{token}. */
const base = (token: string) => `/game-aggregator-service/api/v1/play/${encodeURIComponent(token)}`;

export const getPlaySession = async (token: string): Promise<TPlaySession> => api.get<TPlaySession>(base(token));

export const postRound = async (token: string, body: TOpenRoundRequest): Promise<TPlayRoundResponse> =>
  await api.post<TPlayRoundResponse>(`${base(token)}/rounds`, body);

export const postAction = async (token: string, roundId: string, action: TPlayAction): Promise<TPlayRoundResponse> =>
  await api.post<TPlayRoundResponse>(`${base(token)}/rounds/${encodeURIComponent(roundId)}/actions`, { action });

export const postDemoRotation = async (token: string): Promise<TSeedRotation> =>
  await api.post<TSeedRotation>(`${base(token)}/fairness/rotate`);

/** Demo only: the visitor's own client seed starts a new demo pair (validated by the API as a player's). */
export const putDemoClientSeed = async (token: string, clientSeed: string): Promise<TSeedRotation> =>
  await api.put<TSeedRotation>(`${base(token)}/fairness/client-seed`, { clientSeed });
