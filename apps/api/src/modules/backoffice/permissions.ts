import { STAFF_PERMISSIONS, type TStaffPermission, type TStaffRole } from '@casino/contracts';

/**
 * What each role may do: the one table the API checks (and GET /me hands the console). An administrator holds
 * every permission, including ones added to STAFF_PERMISSIONS later.
 */
export const ROLE_PERMISSIONS: Record<TStaffRole, readonly TStaffPermission[]> = {
  support: ['players.read', 'players.write'],
  payments: ['players.read', 'payments.read', 'payments.decide', 'adjustments.create', 'reports.read'],
  compliance: ['players.read', 'players.write', 'kyc.review', 'payments.read', 'safer-gambling.cases', 'audit.read', 'reports.read'],
  marketing: ['players.read', 'bonuses.manage', 'reports.read'],
  administrator: STAFF_PERMISSIONS,
};

/**
 * What a staff route asks of its caller, declared in its config (`config: { permission }`): a permission of the
 * table, `'signed-in'` (any staff session), `'public'` (enrolment and sign-in) or `'operator'` (the local operator
 * channel's bearer token, from the machine itself). The staff app refuses to start with a route that declares none.
 */
export type RoutePermission = TStaffPermission | 'public' | 'signed-in' | 'operator';

export const permissionsOf = (role: TStaffRole): TStaffPermission[] => [...ROLE_PERMISSIONS[role]];

export const hasPermission = (role: TStaffRole, permission: TStaffPermission): boolean => ROLE_PERMISSIONS[role].includes(permission);

const ROUTE_PERMISSIONS: readonly string[] = [...STAFF_PERMISSIONS, 'public', 'signed-in', 'operator'];
export const isRoutePermission = (value: unknown): value is RoutePermission =>
  typeof value === 'string' && ROUTE_PERMISSIONS.includes(value);
