/** Profile service routes (docs/product.md, API), reached through the web origin. */
export const PROFILE_URL = '/profile-service/api/v1/profile';
export const COUNTRY_CODES_URL = '/cdn/static/country-codes.json';
export const CHANGE_PASSWORD_URL = '/user-service/api/v1/change-password';
export const TWO_FACTOR_URL = '/profile-service/api/v1/two-factor';

export const PROFILE_QUERY_KEY = ['profile'] as const;
export const COUNTRY_CODES_QUERY_KEY = ['country-codes'] as const;
export const SESSIONS_QUERY_KEY = ['profile-sessions'] as const;
export const TWO_FACTOR_QUERY_KEY = ['profile-two-factor'] as const;
export const ID_VERIFICATION_QUERY_KEY = ['verification', 'id'] as const;
export const BILL_VERIFICATION_QUERY_KEY = ['verification', 'bill'] as const;
