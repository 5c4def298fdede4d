import { STAFF_API } from '@/lib/api-client';

export const ME_URL = `${STAFF_API}/me`;
export const SESSION_URL = `${STAFF_API}/session`;

/** Who is signed in: null once the API has said nobody is. */
export const ME_QUERY_KEY = ['me'] as const;
