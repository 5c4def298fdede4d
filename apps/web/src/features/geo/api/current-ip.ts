'use client';
import type { TCurrentIp } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { siteQueryClient } from '@/lib/site-query-client';
import { GEO_QUERY_KEY, GEO_QUERY_OPTIONS } from './query-options';

const CURRENT_IP_PATH = '/ip-service/api/v1/user/currentIp';

async function getCurrentIp(): Promise<TCurrentIp> {
  return api.get<TCurrentIp>(CURRENT_IP_PATH);
}

/** The visitor's country as the API sees it (SPEC.md §7, fresh 5 minutes). */
export function useCurrentIp() {
  return useQuery({ queryKey: [...GEO_QUERY_KEY, 'current-ip'], queryFn: getCurrentIp, ...GEO_QUERY_OPTIONS }, siteQueryClient());
}
