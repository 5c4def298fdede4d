import { STAFF_ROLES, type TStaffRole } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, randomIp } from '../../../test/http';
import { signUp } from '../../../test/players';
import { insertActiveMember, sessionOf, useStaffTestApp, type StaffTestApp } from '../../../test/staff';
import { buildStaffApp } from '../../staff-app';
import { hasPermission } from './permissions';

// Every route of the staff app (as the app itself lists them, so a route added later is walked too) × anonymous × a
// player's session × each role: the answer is the one the permission table gives. And none of them exists on the
// public app.

type StaffRoute = StaffTestApp['staff']['staffRoutes'][number];
type Principal = { name: string; role: TStaffRole | null; cookies(): Promise<Record<string, string>> };

const urlOf = (route: StaffRoute) => route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

/** What the table says: 'refused' (401 or 403, as given) or 'let through' (anything else). */
function expected(route: StaffRoute, role: TStaffRole | null): 401 | 403 | 'let through' | 'refused' {
  const { permission } = route;
  if (permission === 'public') return 'let through';
  // The operator channel takes its token from this machine only, never a cookie.
  if (permission === 'operator') return 'refused';
  if (!role) return 401;
  if (permission === 'signed-in') return 'let through';
  return hasPermission(role, permission) ? 'let through' : 403;
}

describe('staff authorization matrix', () => {
  let t: StaffTestApp;
  useStaffTestApp((started) => {
    t = started;
  });

  it('answers every staff route as the permission table says, for anonymous, a player and every role', async () => {
    const routes = t.staff.staffRoutes;
    // The list is the app's own: it holds the routes this module defines, and the operator channel.
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /staff-api/v1/me', 'POST /staff-api/v1/staff', 'POST /staff-api/v1/operator/:command']),
    );

    const { client: player } = await signUp(t.app);
    const playerToken = player.cookies.sid!;
    const members = Object.fromEntries(
      await Promise.all(STAFF_ROLES.map(async (role) => [role, await insertActiveMember(t, role)] as const)),
    );
    const principals: Principal[] = [
      { name: 'anonymous', role: null, cookies: async () => ({}) },
      // A player's cookie, under its own name and the staff cookie's: it opens nothing here.
      { name: 'player', role: null, cookies: async () => ({ sid: playerToken, staff_sid: playerToken }) },
      ...STAFF_ROLES.map((role) => ({ name: role, role, cookies: async () => ({ staff_sid: await sessionOf(t, members[role]!) }) })),
    ];

    const answers: string[] = [];
    const mismatches: string[] = [];
    for (const route of routes) {
      for (const principal of principals) {
        // A fresh session per request: signing out on one route must not change the next one's answer.
        const res = await t.staff.inject({
          method: route.method as 'GET',
          url: urlOf(route),
          remoteAddress: randomIp(),
          cookies: await principal.cookies(),
          headers: CLIENT_HEADERS,
          ...(route.method === 'POST' && { payload: {} }),
        });
        const want = expected(route, principal.role);
        const isRefused = res.statusCode === 401 || res.statusCode === 403;
        const ok = want === 'let through' ? !isRefused : want === 'refused' ? isRefused : res.statusCode === want;
        const line = `${route.method} ${route.url} as ${principal.name}: ${res.statusCode} (table: ${want})`;
        answers.push(line);
        if (!ok) mismatches.push(line);
      }
    }
    expect(mismatches, answers.join('\n')).toEqual([]);
    expect(answers.length).toBe(routes.length * principals.length);
  });

  it('answers 404 for every staff route on the public app', async () => {
    for (const route of t.staff.staffRoutes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: urlOf(route),
        headers: CLIENT_HEADERS,
        remoteAddress: randomIp(),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
  });

  it('refuses to start with a staff route that declares no permission', async () => {
    const staff = await buildStaffApp({ app: t.app });
    expect(() => staff.get('/staff-api/v1/forgotten', async () => ({}))).toThrow(/declares no permission/);
    await staff.close();
  });
});
