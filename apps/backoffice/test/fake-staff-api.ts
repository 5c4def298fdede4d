import { vi } from 'vitest';

export type Answer = { status: number; body?: unknown };
export type Call = { method: string; path: string; search: string; body: unknown; headers: Headers };
type Route = Answer | ((call: Call) => Answer);

/**
 * The staff API as the browser sees it: `fetch` answers each "METHOD /path" with the JSON given (bodies shaped by
 * the staff contracts), anything else with the API's 404, and every call is recorded for the test to inspect.
 */
export function fakeStaffApi(routes: Record<string, Route>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost:4100');
    const method = init.method ?? 'GET';
    const call: Call = {
      method,
      path: url.pathname,
      search: url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const answer =
      route === undefined ? { status: 404, body: { message: 'Not found' } } : typeof route === 'function' ? route(call) : route;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

export const ADMIN = {
  id: 'st_admin',
  email: 'ada@casino.test',
  role: 'administrator',
  permissions: ['players.read', 'audit.read', 'staff.manage'],
} as const;

export const SUPPORT = {
  id: 'st_support',
  email: 'sam@casino.test',
  role: 'support',
  permissions: ['players.read', 'audit.read'],
} as const;

export const SIGNED_OUT: Answer = { status: 401, body: { message: 'Sign in to continue.' } };
