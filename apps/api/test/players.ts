import type { TSessionUser } from '@casino/contracts';
import { desc, eq } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { mailOutbox } from '../src/db/schema/mail';
import { solveCaptcha } from './captcha';
import { createClient, PROFILE_API, uniqueEmail, type Client } from './http';

export const DEFAULT_PASSWORD = 'Violet-Harbour-42';

/** Signs a new player up through the API (as the sign-up form does) and returns their browser. */
export async function signUp(
  app: App,
  opts: { email?: string; password?: string; fullName?: string; client?: Client; currency?: string; clickId?: string } = {},
) {
  const client = opts.client ?? createClient(app);
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? DEFAULT_PASSWORD;
  const res = await client.post('/registration', {
    email,
    password,
    fullName: opts.fullName ?? 'Robin Example',
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

/** A browser pointed at the profile service that shares `from`'s address and its cookies at the time of the call. */
export function profileClientOf(app: App, from: Client): Client {
  const profile = createClient(app, { ip: from.ip, base: PROFILE_API });
  Object.assign(profile.cookies, from.cookies);
  return profile;
}

/** A new player, signed in, with a browser for the user service (`account`) and one for the profile service. */
export async function signUpPlayer(app: App, opts: Parameters<typeof signUp>[1] = {}) {
  const { client, email, password, user } = await signUp(app, opts);
  return { user, email, password, account: client, profile: profileClientOf(app, client) };
}

/** Follows the confirmation link of the newest mail to `email` (sign-up sends one), as the player would. */
export async function confirmEmailOf(app: App, db: Db, email: string) {
  await app.background.idle();
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  const token = /[?&]confirmToken=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link was mailed to ${email}`);
  const res = await createClient(app).post('/account/confirm', { token });
  if (res.statusCode !== 200) throw new Error(`confirmation failed: ${res.statusCode} ${res.body}`);
}
