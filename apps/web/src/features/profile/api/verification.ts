'use client';
import type { TBillVerificationResponse, TIdVerificationResponse } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { BILL_VERIFICATION_QUERY_KEY, ID_VERIFICATION_QUERY_KEY, PROFILE_URL } from './paths';
import { appQueryClient } from '@/lib/query-client';

export const BILL_VERIFICATION_URL = `${PROFILE_URL}/bill-verification`;

/** GET /profile/id-verification */
async function getIdVerification(): Promise<TIdVerificationResponse> {
  return api.get<TIdVerificationResponse>(`${PROFILE_URL}/id-verification`);
}

/** GET /profile/bill-verification: the proof-of-address status and documents, newest first. */
async function getBillVerification(): Promise<TBillVerificationResponse> {
  return api.get<TBillVerificationResponse>(BILL_VERIFICATION_URL);
}

// A reviewer may decide at any time: ask again whenever the page opens.
export function useIdVerification() {
  const { isAuthenticated } = useAuth();
  return useQuery(
    { queryKey: ID_VERIFICATION_QUERY_KEY, queryFn: getIdVerification, enabled: isAuthenticated, staleTime: 0 },
    appQueryClient(),
  );
}

export function useBillVerification() {
  const { isAuthenticated } = useAuth();
  return useQuery(
    { queryKey: BILL_VERIFICATION_QUERY_KEY, queryFn: getBillVerification, enabled: isAuthenticated, staleTime: 0 },
    appQueryClient(),
  );
}
