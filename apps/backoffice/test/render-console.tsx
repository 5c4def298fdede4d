import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { ConsoleApp, createConsoleQueryClient } from '@/routes/console-app';
import { CONSOLE_ROUTES } from '@/routes/console-routes';

/** The whole console (its routes, guard, cache and 401 handling) opened at `path`, in memory. */
export function renderConsole(path: string) {
  const router = createMemoryRouter(CONSOLE_ROUTES, { initialEntries: [path] });
  const view = render(<ConsoleApp router={router} queryClient={createConsoleQueryClient()} />);
  return { router, ...view };
}
