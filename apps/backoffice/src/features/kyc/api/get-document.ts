import { ZKycDocument } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentQueryKey, documentUrl } from './paths';

/** GET /staff-api/v1/kyc/documents/{id}: the document, its decision if any, and the player's profile. */
function getDocument(id: string) {
  return api.get(documentUrl(id), ZKycDocument);
}

export function useKycDocument(id: string) {
  return useQuery({ queryKey: documentQueryKey(id), queryFn: () => getDocument(id) });
}
