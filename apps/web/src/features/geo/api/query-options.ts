export const GEO_QUERY_KEY = ['geo'] as const;

/**
 * Fresh for 5 minutes (SPEC.md §7), kept in the site cache (lib/site-query-client) so signing out
 * does not send the visitor back through the check. One quick retry: the whole site waits on
 * these answers, and a failed lookup lets the site render (the API refuses sign-ups and deposits
 * from restricted countries on its own).
 */
export const GEO_QUERY_OPTIONS = { staleTime: 5 * 60_000, retry: 1, retryDelay: 300 } as const;
