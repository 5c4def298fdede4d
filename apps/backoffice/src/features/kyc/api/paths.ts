import { STAFF_API } from '@/lib/api-client';

export const KYC_URL = `${STAFF_API}/kyc/documents`;
export const documentUrl = (id: string) => `${KYC_URL}/${encodeURIComponent(id)}`;
/** The stored file, served inline with its own type; the browser sends the session cookie with it. */
export const documentFileUrl = (id: string) => `${documentUrl(id)}/file`;

/** Every KYC query key starts with this, so a decision refreshes the queues and the document at once. */
export const KYC_QUERY_KEY = ['kyc'] as const;
export const documentQueryKey = (id: string) => [...KYC_QUERY_KEY, 'document', id] as const;
