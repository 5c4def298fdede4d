import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { markSignedOut } from '@/features/session';
import { createQueryClient } from '@/lib/query-client';

type ConsoleRouter = ReturnType<typeof createBrowserRouter>;

/** The console's cache: a 401 from any call outside the sign-in screens means the session is over. */
export function createConsoleQueryClient(): QueryClient {
  const queryClient: QueryClient = createQueryClient({ onSignedOut: () => markSignedOut(queryClient) });
  return queryClient;
}

/** The console, given its router (the browser's, or one in memory in tests) and its cache. */
export function ConsoleApp({ router, queryClient }: { router: ConsoleRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
