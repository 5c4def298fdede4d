import type { TStaffMe, TStaffRole } from '@casino/contracts';
import { generate } from 'otplib';
import { afterAll, beforeAll } from 'vitest';
import { staffMembers } from '../src/db/schema/backoffice';
import { inviteStaffMember, openStaffSession } from '../src/modules/backoffice';
import { buildStaffApp, STAFF_API_PREFIX, type StaffApp } from '../src/staff-app';
import { createTestApp, type TestApp } from './app';
import { createClient, randomIp, uniqueEmail } from './http';

export const STAFF_PASSWORD = 'Quiet-Lantern-Orchard-7';

export type StaffTestApp = TestApp & { staff: StaffApp };

/** A fresh public app and the staff app built on it (the staff app closes first: the public one owns what they share). */
export async function createStaffTestApp(
  env: Record<string, string> = {},
  { operatorToken = null as string | null } = {},
): Promise<StaffTestApp> {
  const t = await createTestApp(env);
  const staff = await buildStaffApp({ app: t.app, operatorToken });
  await staff.ready();
  return {
    ...t,
    staff,
    close: async () => {
      await staff.close();
      await t.close();
    },
  };
}

export function useStaffTestApp(ready: (t: StaffTestApp) => void, env: Record<string, string> = {}, opts: { operatorToken?: string } = {}) {
  let started: StaffTestApp | undefined;
  beforeAll(async () => {
    started = await createStaffTestApp(env, opts);
    ready(started);
  });
  afterAll(() => started?.close());
}

/** A browser on the console's origin: one address, the staff cookie jar, the client header on every change. */
export const staffClient = (t: StaffTestApp, ip = randomIp()) => createClient(t.staff, { base: STAFF_API_PREFIX, ip });

/** The code an authenticator app shows for `secret` at the app's time (`offsetSteps` periods later). */
export const codeAt = (t: StaffTestApp, secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSteps * 30 });

export const tokenOfLink = (url: string) => url.slice(url.indexOf('#') + 1);

/** A member invited and enrolled through the API as the console does it, signed in on the returned browser. */
export async function enrolStaff(t: StaffTestApp, role: TStaffRole, { email = uniqueEmail('staff') } = {}) {
  const invited = await inviteStaffMember(t.database.db, t.app.config, { email, role }, t.clock.now());
  const client = staffClient(t);
  const token = tokenOfLink(invited.enrolmentUrl);
  const started = await client.post('/enrolment/start', { token });
  if (started.statusCode !== 200) throw new Error(`enrolment start failed: ${started.statusCode} ${started.body}`);
  const { totpSecret: secret } = started.json<{ totpSecret: string }>();
  const done = await client.post('/enrolment/complete', { token, password: STAFF_PASSWORD, code: await codeAt(t, secret) });
  if (done.statusCode !== 200) throw new Error(`enrolment failed: ${done.statusCode} ${done.body}`);
  return { id: invited.id, email, secret, client, me: done.json<TStaffMe>() };
}

/** An active member put straight in the table (no password or authenticator), for tests about access only. */
export async function insertActiveMember(t: StaffTestApp, role: TStaffRole) {
  const [row] = await t.database.db
    .insert(staffMembers)
    .values({ email: uniqueEmail(role), role, status: 'active' })
    .returning({ id: staffMembers.id });
  return row!.id;
}

/** A new session of the member: the staff cookie's value. */
export const sessionOf = (t: StaffTestApp, memberId: string) =>
  openStaffSession(t.database.db, t.app.config, memberId, { ip: randomIp(), userAgent: null }, t.clock.now());
