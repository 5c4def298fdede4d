import { randomInt, randomUUID } from 'node:crypto';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@casino/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app';

export const USER_API = '/user-service/api/v1';
export const PROFILE_API = '/profile-service/api/v1';
/** The header our web client sends on every state-changing call (the CSRF guard wants it). */
export const CLIENT_HEADERS = { [CLIENT_HEADER]: CLIENT_HEADER_VALUE };

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
export const uniqueEmail = (prefix = 'player') => `${prefix}-${randomUUID().slice(0, 12)}@example.com`;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Response = LightMyRequestResponse;
export type Client = {
  ip: string;
  cookies: Record<string, string>;
  request(method: Method, url: string, payload?: object, headers?: Record<string, string>): Promise<Response>;
  get(url: string): Promise<Response>;
  post(url: string, payload?: object): Promise<Response>;
  put(url: string, payload?: object): Promise<Response>;
  delete(url: string): Promise<Response>;
  /** The same browser on another network: its cookies, a new IP address (a fresh per-IP rate-limit bucket). */
  elsewhere(): Client;
};

/**
 * A browser stand-in: one IP address, a cookie jar fed by Set-Cookie, and the client header on
 * every state-changing call. Paths are relative to `base` (the user service by default). Each
 * client gets its own IP so per-IP rate limits do not couple tests, and its own jar unless `cookies` is given.
 */
export function createClient(
  app: Pick<App, 'inject'>,
  opts: { ip?: string; base?: string; cookies?: Record<string, string> } = {},
): Client {
  const ip = opts.ip ?? randomIp();
  const base = opts.base ?? USER_API;
  // A jar given by the caller is shared: clients of one browser on several services see each other's cookies.
  const cookies: Record<string, string> = opts.cookies ?? {};
  async function request(method: Method, url: string, payload?: object, headers: Record<string, string> = {}) {
    const res = await app.inject({
      method,
      url: base + url,
      payload,
      remoteAddress: ip,
      cookies: { ...cookies },
      headers: { ...(method === 'GET' ? {} : CLIENT_HEADERS), ...headers },
    });
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const isCleared = !c.value || c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (isCleared) delete cookies[c.name];
      else cookies[c.name] = c.value;
    }
    return res;
  }
  return {
    ip,
    cookies,
    request,
    get: (url: string) => request('GET', url),
    post: (url: string, payload?: object) => request('POST', url, payload),
    put: (url: string, payload?: object) => request('PUT', url, payload),
    delete: (url: string) => request('DELETE', url),
    elsewhere() {
      const moved = createClient(app, { base });
      Object.assign(moved.cookies, cookies);
      return moved;
    },
  };
}
