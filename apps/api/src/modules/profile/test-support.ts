import { randomUUID } from 'node:crypto';
import type { App } from '../../app';
import { createClient, type Client } from '../../../test/http';
import { signUp } from '../../../test/players';

// Shared by this module's tests only.

export const PROFILE_API = '/profile-service/api/v1';

export type ProfileClient = Client & {
  put(url: string, payload?: object): ReturnType<Client['request']>;
};

/** A browser pointed at the profile service that shares `from`'s cookies at the time of the call. */
export function profileClientOf(app: App, from: Client): ProfileClient {
  const profile = createClient(app, { ip: from.ip, base: PROFILE_API });
  Object.assign(profile.cookies, from.cookies);
  return Object.assign(profile, { put: (url: string, payload?: object) => profile.request('PUT', url, payload) });
}

/** A new player, signed in, with a browser for each service. */
export async function signUpPlayer(app: App) {
  const { client, email, password, user } = await signUp(app);
  return { user, email, password, account: client, profile: profileClientOf(app, client) };
}

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartFile(fileName: string, contentType: string, data: Buffer, field = 'file') {
  const boundary = `----casino-${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The UTC midnight `years` years before today, in unix seconds (29 February falls back to the 28th). */
export function birthdaySeconds(years: number, now = new Date()): number {
  const year = now.getUTCFullYear() - years;
  const month = now.getUTCMonth();
  let date = new Date(Date.UTC(year, month, now.getUTCDate()));
  if (date.getUTCMonth() !== month) date = new Date(Date.UTC(year, month + 1, 0));
  return date.getTime() / 1000;
}

export const DAY_SECONDS = 86_400;
