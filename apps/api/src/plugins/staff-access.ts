import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createAddressList, isLoopback } from '../lib/address-list';
import { forbidden, unauthorized } from '../lib/errors';
import { hasPermission, isRoutePermission, type RoutePermission } from '../modules/backoffice';

/** A route of the staff app and what it asks of its caller (for the authorization matrix and the start check). */
export type StaffRoute = { method: string; url: string; permission: RoutePermission };

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Who may reach each staff route, checked before anything else the route does:
 * - at start, a route whose config declares no permission stops the app, so no route is open by omission;
 * - with STAFF_ALLOWED_IPS, any other client address gets 403 (the loopback-only operator channel aside);
 * - `'public'` lets anyone in; `'signed-in'` needs a staff session (401); a permission also needs the member's role
 *   to hold it (403);
 * - `'operator'` needs a loopback client with `Authorization: Bearer <operatorToken>` (403 from elsewhere, 401 without it).
 */
export const staffAccessPlugin = fp<{ operatorToken: string | null }>(
  async (app, { operatorToken }) => {
    const routes: StaffRoute[] = [];
    app.decorate('staffRoutes', routes);
    app.addHook('onRoute', (route) => {
      const permission = route.config?.permission;
      if (!isRoutePermission(permission))
        throw new Error(`Staff route ${String(route.method)} ${route.url} declares no permission (config.permission)`);
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, permission });
    });

    const isAllowed = app.config.staffAllowedIps ? createAddressList(app.config.staffAllowedIps) : () => true;
    const expectedToken = operatorToken ? digest(operatorToken) : null;

    function checkOperator(request: FastifyRequest) {
      if (!isLoopback(request.ip) || !isLoopback(request.socket.remoteAddress ?? ''))
        throw forbidden('The operator channel answers only on this machine.');
      const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!expectedToken || !bearer || !timingSafeEqual(digest(bearer), expectedToken))
        throw unauthorized('The operator token is missing or wrong.');
    }

    app.addHook('onRequest', async (request) => {
      const permission = request.is404 ? undefined : request.routeOptions.config.permission;
      if (permission === 'operator') return checkOperator(request);
      if (!isAllowed(request.ip)) throw forbidden('The staff console cannot be reached from this address.');
      if (permission === undefined || permission === 'public') return;
      const staff = await request.findStaff();
      if (!staff) throw unauthorized('Please sign in to the console.');
      if (permission !== 'signed-in' && !hasPermission(staff.role, permission))
        throw forbidden('Your role does not allow this. Ask an administrator if you need it.');
    });
  },
  { name: 'staff-access', dependencies: ['staff-session'] },
);
