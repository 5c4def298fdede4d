import type { TCrashBetRequest, TCrashState } from '@casino/contracts';
import { api } from '@/lib/api-client';

/** A crash title's live round for one launch (ADR 018): its state, a bet, a cash-out and the event stream. */
const base = (token: string) => `/game-aggregator-service/api/v1/play/${encodeURIComponent(token)}/crash`;

export const getCrashState = async (token: string): Promise<TCrashState> => api.get<TCrashState>(base(token));

export const postCrashBet = async (token: string, body: TCrashBetRequest): Promise<TCrashState> =>
  await api.post<TCrashState>(`${base(token)}/bets`, body);

export const postCrashCashOut = async (token: string, roundNumber: number): Promise<TCrashState> =>
  await api.post<TCrashState>(`${base(token)}/cash-out`, { roundNumber });

export const crashEventsUrl = (token: string) => `${base(token)}/events`;
