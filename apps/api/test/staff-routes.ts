import { randomUUID } from 'node:crypto';
import type { TStaffRole } from '@casino/contracts';
import Fastify, { type FastifyPluginAsync, type FastifyPluginOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TestApp } from './app';
import { registerErrorHandler } from '../src/lib/error-handler';
import { listAuditEntries } from '../src/modules/audit';
import { uniqueEmail } from './http';

export const STAFF_PREFIX = '/staff-api/v1';
const MEMBER_HEADER = 'x-test-staff-member';

export type TestMember = { id: string; email: string; role: TStaffRole };

/** A staff member for routes tested on their own: the header names them on a request. */
export const testMember = (role: TStaffRole = 'payments'): TestMember => ({ id: randomUUID(), email: uniqueEmail('staff'), role });

/**
 * Staff routes on a Fastify instance built as the staff app's (zod compilers, the error handler), over the test app's
 * database, clock and configuration, under the staff prefix. The staff app's access check is stood in for by a hook
 * that signs in the member the request names; `permissions` holds each route's declared permission.
 */
export async function buildStaffRoutesApp<O extends FastifyPluginOptions>(t: TestApp, routes: FastifyPluginAsync<O>, opts: O) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.decorate('database', t.database);
  app.decorate('clock', t.clock);
  app.decorate('config', t.app.config);
  app.decorateRequest('staff', null);
  const members = new Map<string, TestMember>();
  const permissions = new Map<string, unknown>();
  // HEAD routes are Fastify's own copies of the GET ones.
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD')
      permissions.set(`${String(route.method)} ${route.url}`, (route.config as { permission?: string } | undefined)?.permission);
  });
  app.addHook('onRequest', async (request) => {
    const member = members.get(String(request.headers[MEMBER_HEADER]));
    request.staff = member ? { ...member, sessionId: 'test' } : null;
  });
  await app.register(routes, { ...opts, prefix: STAFF_PREFIX });
  await app.ready();
  const as = (member: TestMember) => {
    members.set(member.id, member);
    const headers = { [MEMBER_HEADER]: member.id };
    return {
      get: (url: string) => app.inject({ method: 'GET', url: `${STAFF_PREFIX}${url}`, headers }),
      post: (url: string, payload: object = {}) => app.inject({ method: 'POST', url: `${STAFF_PREFIX}${url}`, headers, payload }),
      put: (url: string, payload: object = {}) => app.inject({ method: 'PUT', url: `${STAFF_PREFIX}${url}`, headers, payload }),
      delete: (url: string) => app.inject({ method: 'DELETE', url: `${STAFF_PREFIX}${url}`, headers }),
    };
  };
  return { app, permissions, as };
}

/** The audit rows about `target`, oldest first. */
export async function auditRowsOf(t: TestApp, target: string) {
  const { items } = await listAuditEntries(t.database.db, { limit: 500 });
  return items.filter((row) => row.target === target).reverse();
}
