import { CLIENT_HEADERS } from '../support/http';
import { createHttpClient, type HttpAnswer } from './http-client';

// A player's browser as the site sees it: one address, a cookie jar, and the header the site's own client sends on
// every state-changing call. Every path is on the site's load balancer, as a player's requests are.

export type BrowserRequest = { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> };

export function createBrowser(siteUrl: string, localAddress: string, { timeoutMs = 30_000 } = {}) {
  const http = createHttpClient({ localAddress, timeoutMs });
  const cookies = new Map<string, string>();

  function keepCookies(answer: HttpAnswer) {
    const setCookie = answer.headers['set-cookie'] ?? [];
    for (const line of setCookie) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const isCleared = !value || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (isCleared) cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  async function request(method: string, url: string, { json, form, headers = {} }: BrowserRequest = {}): Promise<HttpAnswer> {
    const body = json !== undefined ? JSON.stringify(json) : form ? new URLSearchParams(form).toString() : undefined;
    const answer = await http.send(url.startsWith('http') ? url : `${siteUrl}${url}`, {
      method,
      body,
      headers: {
        ...(method === 'GET' || form ? {} : CLIENT_HEADERS),
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
    });
    keepCookies(answer);
    return answer;
  }

  return {
    localAddress,
    request,
    get: (path: string) => request('GET', path),
    post: (path: string, json?: unknown) => request('POST', path, { json: json ?? {} }),
    put: (path: string, json: unknown) => request('PUT', path, { json }),
    delete: (path: string) => request('DELETE', path),
    close: () => http.close(),
  };
}

export type Browser = ReturnType<typeof createBrowser>;

/** The JSON body of an answer. */
export const bodyOf = <T>(answer: HttpAnswer): T => JSON.parse(answer.text) as T;
