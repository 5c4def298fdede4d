import {
  ZErrorResponse as E,
  ZStaffEnrolmentCompleteRequest,
  ZStaffEnrolmentStartRequest,
  ZStaffEnrolmentStartResponse,
  ZStaffInviteRequest,
  ZStaffInviteResponse,
  ZStaffMe,
  ZStaffMembers,
  ZStaffSignInRequest,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { HttpError, tooManyRequests } from '../../lib/errors';
import { recordStaffAction, type AuditEntryInput } from '../audit';
import { completeEnrolment, startEnrolment } from './enrolment';
import { disableStaffMember, inviteStaffMember, listStaff } from './members';
import { signOutStaff, staffMeOf, type StaffClient } from './sessions';
import { signInStaff } from './sign-in';

const clientOf = (request: FastifyRequest): StaffClient => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

const SIGN_IN_FAILURES = 10;
const SIGN_IN_LOCKED = 'Too many failed sign-ins for this e-mail. Wait 15 minutes, then try again.';

/** Per address, on the routes anyone may call. */
const publicRoute = { permission: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } } as const;

/**
 * /staff-api/v1 on the staff listener: enrolment, sign-in, the signed-in member, the staff list. Each route's
 * config names the permission the staff app's access check asks for.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { config, clock } = app;

  /** Runs an action and writes its audit row in one transaction; `entry` describes it from its result. */
  const audited = <T>(request: FastifyRequest, run: (tx: Db) => Promise<T>, entry: (result: T) => Omit<AuditEntryInput, 'ip'>) =>
    db.transaction(async (handle) => {
      const tx = handle as unknown as Db;
      const result = await run(tx);
      await recordStaffAction(tx, clock, { ...entry(result), ip: request.ip }, request.log);
      return result;
    });
  /** The signed-in member as the trail names them. */
  const byStaff = (request: FastifyRequest) => ({ actor: request.staff!.email, actorId: request.staff!.id });

  // The sign-in's second limit, per e-mail whatever the address: 10 failures in 15 minutes, then 429 until the window
  // ends. Only failures count, so a member signing in often is never held back by their own sign-ins.
  const emailFailures = app.createRateLimit({
    max: SIGN_IN_FAILURES,
    timeWindow: '15 minutes',
    keyGenerator: (request) => `staff-sign-in:${(request.body as { email: string }).email.toLowerCase()}`,
  });
  const refuseLockedEmail = async (request: FastifyRequest) => {
    const counted = await emailFailures(request, { increment: false });
    if ('remaining' in counted && counted.remaining === 0) throw tooManyRequests(SIGN_IN_LOCKED, counted.ttl);
  };

  app.post(
    '/enrolment/start',
    {
      config: publicRoute,
      schema: { body: ZStaffEnrolmentStartRequest, response: { 200: ZStaffEnrolmentStartResponse, 400: E, 404: E, 410: E } },
    },
    async (request) => startEnrolment(db, request.body.token, clock.now()),
  );

  app.post(
    '/enrolment/complete',
    {
      config: publicRoute,
      schema: { body: ZStaffEnrolmentCompleteRequest, response: { 200: ZStaffMe, 400: E, 404: E, 409: E, 410: E, 422: E } },
    },
    async (request, reply) => {
      const { me, token } = await audited(
        request,
        (tx) => completeEnrolment(tx, config, request.body, clientOf(request), clock.now()),
        ({ me }) => ({ actor: me.email, actorId: me.id, action: 'staff.enrol', target: `staff:${me.id}` }),
      );
      return reply.setStaffCookie(token).send(me);
    },
  );

  app.post(
    '/session',
    {
      config: publicRoute,
      preHandler: refuseLockedEmail,
      schema: { body: ZStaffSignInRequest, response: { 200: ZStaffMe, 400: E, 401: E, 429: E } },
    },
    async (request, reply) => {
      try {
        const { me, token } = await audited(
          request,
          (tx) => signInStaff(tx, config, request.body, clientOf(request), clock.now()),
          ({ me }) => ({ actor: me.email, actorId: me.id, action: 'staff.sign-in', target: `staff:${me.id}` }),
        );
        return reply.setStaffCookie(token).send(me);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 401) await emailFailures(request);
        throw err;
      }
    },
  );

  app.delete(
    '/session',
    { config: { permission: 'signed-in' }, schema: { response: { 204: z.null(), 401: E } } },
    async (request, reply) => {
      await audited(
        request,
        (tx) => signOutStaff(tx, request.staff!, clock.now()),
        () => ({ ...byStaff(request), action: 'staff.sign-out', target: `staff:${request.staff!.id}` }),
      );
      return reply.clearStaffCookie().code(204).send(null);
    },
  );

  app.get('/me', { config: { permission: 'signed-in' }, schema: { response: { 200: ZStaffMe, 401: E } } }, async (request) =>
    staffMeOf(request.staff!),
  );

  app.get('/staff', { config: { permission: 'staff.manage' }, schema: { response: { 200: ZStaffMembers, 401: E, 403: E } } }, async () => ({
    items: await listStaff(db),
  }));

  app.post(
    '/staff',
    {
      config: { permission: 'staff.manage' },
      schema: { body: ZStaffInviteRequest, response: { 201: ZStaffInviteResponse, 400: E, 401: E, 403: E, 409: E } },
    },
    async (request, reply) => {
      const invited = await audited(
        request,
        (tx) => inviteStaffMember(tx, config, request.body, clock.now()),
        ({ id }) => ({ ...byStaff(request), action: 'staff.invite', target: `staff:${id}`, after: request.body }),
      );
      return reply.code(201).send(invited);
    },
  );

  app.post(
    '/staff/:id/disable',
    {
      config: { permission: 'staff.manage' },
      schema: {
        params: z.object({ id: z.uuid({ error: 'Not a staff member id.' }) }),
        response: { 204: z.null(), 400: E, 401: E, 403: E, 404: E, 422: E },
      },
    },
    async (request, reply) => {
      await audited(
        request,
        (tx) => disableStaffMember(tx, request.staff!, request.params.id, clock.now()),
        () => ({ ...byStaff(request), action: 'staff.disable', target: `staff:${request.params.id}`, after: { status: 'disabled' } }),
      );
      return reply.code(204).send(null);
    },
  );
};
