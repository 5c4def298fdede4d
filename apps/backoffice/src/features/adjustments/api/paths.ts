import { STAFF_API } from '@/lib/api-client';

export const ADJUSTMENTS_URL = `${STAFF_API}/adjustments`;

/** Every adjustments query key starts with this: a request or decision refreshes the lists. */
export const ADJUSTMENTS_QUERY_KEY = ['adjustments'] as const;
