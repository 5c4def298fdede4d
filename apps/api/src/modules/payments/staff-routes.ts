import {
  ZErrorResponse as E,
  ZStaffDeposits,
  ZStaffDepositsQuery,
  ZStaffIdParams,
  ZStaffWithdrawalApproveRequest,
  ZStaffWithdrawalDecision,
  ZStaffWithdrawalRejectRequest,
  ZStaffWithdrawals,
  ZStaffWithdrawalsQuery,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/errors';
import { toMajorUnits } from '../../lib/money';
import { decideStaffWithdrawal, listStaffDeposits, listStaffWithdrawals, type StaffActor } from './staff-payments';

const tags = ['staff payments'];
const read = { permission: 'payments.read' as const };
const decide = { permission: 'payments.decide' as const };
const errors = { 400: E, 401: E, 403: E };

/** The member the staff app signed in (it refuses the request before this without one). */
export function staffActorOf(request: FastifyRequest): StaffActor {
  if (!request.staff) throw unauthorized();
  return { id: request.staff.id, email: request.staff.email, ip: request.ip };
}

/**
 * The operator's payments desk under the staff app's prefix (/staff-api/v1): the withdrawal queue and its decisions
 * (permission payments.decide), and the deposits to look at (payments.read). The staff app checks each permission.
 */
export const staffPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const fourEyesEurCents = app.config.fourEyesWithdrawalEurCents;

  app.get(
    '/payments/withdrawals',
    { config: read, schema: { tags, querystring: ZStaffWithdrawalsQuery, response: { 200: ZStaffWithdrawals, ...errors } } },
    async (request) => ({
      items: await listStaffWithdrawals(db, { status: request.query.status, now: app.clock.now(), fourEyesEurCents }),
      fourEyesEur: toMajorUnits(fourEyesEurCents, 'EUR'),
    }),
  );

  const decision = { 200: ZStaffWithdrawalDecision, ...errors, 404: E, 409: E, 422: E };

  app.post(
    '/payments/withdrawals/:id/approve',
    { config: decide, schema: { tags, params: ZStaffIdParams, body: ZStaffWithdrawalApproveRequest, response: decision } },
    async (request) =>
      decideStaffWithdrawal(
        db,
        app.clock,
        request.params.id,
        { kind: 'approve', ...(request.body.reference ? { reference: request.body.reference } : {}) },
        staffActorOf(request),
        { fourEyesEurCents, log: request.log },
      ),
  );

  app.post(
    '/payments/withdrawals/:id/reject',
    { config: decide, schema: { tags, params: ZStaffIdParams, body: ZStaffWithdrawalRejectRequest, response: decision } },
    async (request) =>
      decideStaffWithdrawal(db, app.clock, request.params.id, { kind: 'reject', reason: request.body.reason }, staffActorOf(request), {
        fourEyesEurCents,
        log: request.log,
      }),
  );

  app.get(
    '/payments/deposits',
    { config: read, schema: { tags, querystring: ZStaffDepositsQuery, response: { 200: ZStaffDeposits, ...errors } } },
    async (request) => ({ items: await listStaffDeposits(db, request.query.status) }),
  );
};
