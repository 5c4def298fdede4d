import type { TSessionUser } from '@casino/contracts';
import type { App } from '../src/app';
import { solveCaptcha } from './captcha';
import { createClient, uniqueEmail, type Client } from './http';

export const DEFAULT_PASSWORD = 'Violet-Harbour-42';

/** Signs a new player up through the API (as the sign-up form does) and returns their browser. */
export async function signUp(
  app: App,
  opts: { email?: string; password?: string; client?: Client; currency?: string; clickId?: string } = {},
) {
  const client = opts.client ?? createClient(app);
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? DEFAULT_PASSWORD;
  const res = await client.post('/registration', {
    email,
    password,
    fullName: 'Robin Example',
    terms: true,
    language: 'en',
    currency: opts.currency ?? 'EUR',
    clickId: opts.clickId,
    captcha: await solveCaptcha(app),
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { client, email, password, user: res.json<TSessionUser>() };
}

export async function signIn(app: App, client: Client, email: string, password: string) {
  return client.post('/signin', { email, password, captcha: await solveCaptcha(app) });
}
