import { QueryClient } from '@tanstack/react-query';
import { queryStore } from './query-store';

/** Data is fresh for 5 minutes (docs/product.md, API). */
const OPTIONS = { defaultOptions: { queries: { staleTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false } } };

let browserClient: QueryClient | undefined;

/**
 * The query library's cache, for the account area, the game page and the forms' mutations: code that
 * loads on demand, so the library is never in a visitor's first load (public pages read through
 * lib/use-shared-query). There is no provider: pass it as the second argument of useQuery and
 * useMutation. It follows lib/query-store, so an invalidation or a sign-out's reset there reaches it.
 * On the server nothing is fetched, so each render gets an empty one.
 */
export function appQueryClient(): QueryClient {
  if (typeof window === 'undefined') return new QueryClient(OPTIONS);
  if (!browserClient) {
    const client = new QueryClient(OPTIONS);
    queryStore.follow({
      invalidate: (prefix) => client.invalidateQueries(prefix ? { queryKey: prefix } : undefined),
      reset: () => client.resetQueries(),
    });
    browserClient = client;
  }
  return browserClient;
}
