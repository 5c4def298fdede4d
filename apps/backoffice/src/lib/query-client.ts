import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isSignedOutError } from './api-client';

/**
 * A query or mutation whose 401 is an answer the screen shows (a wrong password, a used enrolment link)
 * rather than a session that ended sets this in its meta.
 */
export const HANDLES_SIGNED_OUT = { handlesSignedOut: true } as const;

/** A client error will not go away by asking again; a network or server failure gets one more try. */
function shouldRetry(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 1;
}

/** The console's query cache: any 401 outside the sign-in screens calls `onSignedOut`. */
export function createQueryClient({ onSignedOut }: { onSignedOut: () => void }): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isSignedOutError(error) && !query.meta?.handlesSignedOut) onSignedOut();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (isSignedOutError(error) && !mutation.meta?.handlesSignedOut) onSignedOut();
      },
    }),
    defaultOptions: { queries: { staleTime: 30_000, retry: shouldRetry }, mutations: { retry: false } },
  });
}
