import { ZKycQueue, type TKycDocumentStatus } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { KYC_QUERY_KEY, KYC_URL } from './paths';

/** GET /staff-api/v1/kyc/documents?status=…: pending ones oldest first, decided ones latest decision first. */
function listDocuments(status: TKycDocumentStatus) {
  return api.get(`${KYC_URL}?status=${status}`, ZKycQueue);
}

export function useKycQueue(status: TKycDocumentStatus) {
  return useQuery({ queryKey: [...KYC_QUERY_KEY, 'queue', status], queryFn: () => listDocuments(status) });
}
