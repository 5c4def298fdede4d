import type { TVirtualBetRequest, TVirtualState } from '@casino/contracts';
import { api } from '@/lib/api-client';

/** A virtual sports title's events for one launch (ADR 020): the board with the player's bets, and a bet. */
const base = (token: string) => `/game-aggregator-service/api/v1/play/${encodeURIComponent(token)}/virtual-sports`;

export const getVirtualState = async (token: string): Promise<TVirtualState> => api.get<TVirtualState>(base(token));

export const postVirtualBet = async (token: string, body: TVirtualBetRequest): Promise<TVirtualState> =>
  await api.post<TVirtualState>(`${base(token)}/bets`, body);
