import {
  ZErrorResponse as E,
  ZStaffAdjustment,
  ZStaffAdjustmentRejectRequest,
  ZStaffAdjustmentRequest,
  ZStaffAdjustments,
  ZStaffAdjustmentsQuery,
  ZStaffIdParams,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/errors';
import { toMajorUnits, toMinorUnits } from '../../lib/money';
import {
  approveAdjustment,
  listStaffAdjustments,
  rejectAdjustment,
  requestAdjustment,
  toStaffAdjustment,
  type AdjustmentActor,
  type PlayerEmails,
} from './adjustment-requests';

const tags = ['staff adjustments'];
const config = { permission: 'adjustments.create' as const };
const errors = { 400: E, 401: E, 403: E };
const decided = { 200: ZStaffAdjustment, ...errors, 404: E, 409: E, 422: E };

function actorOf(request: FastifyRequest): AdjustmentActor {
  if (!request.staff) throw unauthorized();
  return { id: request.staff.id, email: request.staff.email, ip: request.ip };
}

export type StaffAdjustmentRoutesOptions = { playerEmails: PlayerEmails };

/**
 * Manual adjustments of players' real money under the staff app's prefix (/staff-api/v1), permission
 * adjustments.create: ask (applied at once up to the four-eyes amount), list, and a second member's approve or reject.
 * `playerEmails` is the auth module's findEmails, given when the staff app registers the routes.
 */
export const staffAdjustmentRoutes: FastifyPluginAsyncZod<StaffAdjustmentRoutesOptions> = async (app, { playerEmails }) => {
  if (!playerEmails) throw new Error('staffAdjustmentRoutes needs playerEmails');
  const { db } = app.database;
  const fourEyesEurCents = app.config.fourEyesAdjustmentEurCents;
  const emailOf = async (playerId: string) => (await playerEmails(db, [playerId])).get(playerId) ?? null;

  app.get(
    '/adjustments',
    { config, schema: { tags, querystring: ZStaffAdjustmentsQuery, response: { 200: ZStaffAdjustments, ...errors } } },
    async (request) => ({
      items: await listStaffAdjustments(db, request.query.status, playerEmails),
      fourEyesEur: toMajorUnits(fourEyesEurCents, 'EUR'),
    }),
  );

  app.post(
    '/adjustments',
    { config, schema: { tags, body: ZStaffAdjustmentRequest, response: { ...decided, 201: ZStaffAdjustment } } },
    async (request, reply) => {
      const { amount, ...body } = request.body;
      const minor = toMinorUnits(amount.replace(/^-/, ''), body.currency);
      const row = await requestAdjustment(db, { ...body, amount: amount.startsWith('-') ? -minor : minor }, actorOf(request), {
        clock: app.clock,
        log: request.log,
        fourEyesEurCents,
      });
      return reply.code(201).send(toStaffAdjustment(row, await emailOf(row.userId)));
    },
  );

  app.post('/adjustments/:id/approve', { config, schema: { tags, params: ZStaffIdParams, response: decided } }, async (request) => {
    const row = await approveAdjustment(db, request.params.id, actorOf(request), { clock: app.clock, log: request.log });
    return toStaffAdjustment(row, await emailOf(row.userId));
  });

  app.post(
    '/adjustments/:id/reject',
    { config, schema: { tags, params: ZStaffIdParams, body: ZStaffAdjustmentRejectRequest, response: decided } },
    async (request) => {
      const row = await rejectAdjustment(db, request.params.id, request.body.reason, actorOf(request), {
        clock: app.clock,
        log: request.log,
      });
      return toStaffAdjustment(row, await emailOf(row.userId));
    },
  );
};
