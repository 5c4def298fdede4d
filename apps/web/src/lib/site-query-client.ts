import { QueryClient } from '@tanstack/react-query';

const OPTIONS = { defaultOptions: { queries: { staleTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false } } };

let browserClient: QueryClient | undefined;

/**
 * The cache for what is the same for a visitor and a player and must not flicker when they sign in
 * or out: the country check and the site configuration. The app's own client is reset on sign-out
 * (players' data must not outlive the session); this one is not. Pass it as useQuery's second
 * argument. On the server nothing is fetched, so each render gets an empty one.
 */
export function siteQueryClient(): QueryClient {
  if (typeof window === 'undefined') return new QueryClient(OPTIONS);
  browserClient ??= new QueryClient(OPTIONS);
  return browserClient;
}
