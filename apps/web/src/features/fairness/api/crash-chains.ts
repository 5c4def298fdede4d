'use client';
import { ZChainBlock, type TChainBlock, type TCrashChainsResponse } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appQueryClient } from '@/lib/query-client';

const CRASH_CHAINS_URL = '/game-aggregator-service/api/v1/crash/chains';

/** GET /crash/chains: the crash titles' latest chains, each from its commitment on (public). */
export function useCrashChains() {
  return useQuery({ queryKey: ['crash-chains'], queryFn: () => api.get<TCrashChainsResponse>(CRASH_CHAINS_URL) }, appQueryClient());
}

/** A salt block as its chain publishes it at `url`: read from the chain, not from the casino's list. */
export async function readChainBlock(url: string): Promise<TChainBlock> {
  return ZChainBlock.parse(await api.get<unknown>(url));
}
