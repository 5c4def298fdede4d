import { STAFF_API } from '@/lib/api-client';

export const WITHDRAWALS_URL = `${STAFF_API}/payments/withdrawals`;
export const DEPOSITS_URL = `${STAFF_API}/payments/deposits`;

/** Every payments query key starts with this: a decision refreshes the queue and the lists beside it. */
export const PAYMENTS_QUERY_KEY = ['payments'] as const;
