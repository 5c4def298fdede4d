export { AUTH_QUERY_KEY, useAuth } from './use-auth';
