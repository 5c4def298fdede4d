import {
  ZErrorResponse as E,
  ZSaferGamblingCase,
  ZSaferGamblingCaseLimitRequest,
  ZSaferGamblingCaseMessageRequest,
  ZSaferGamblingCaseNoteRequest,
  ZSaferGamblingCaseParams,
  ZSaferGamblingCaseQueue,
  ZSaferGamblingCaseQueueQuery,
  ZSaferGamblingCloseAccountRequest,
  ZSaferGamblingCloseCaseRequest,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, unauthorized } from '../../lib/errors';
import {
  addCaseNote,
  assignCase,
  closeAccountFromCase,
  closeCase,
  imposeLimitFromCase,
  sendCaseMessage,
  type CaseActionContext,
} from './case-actions';
import { getCase, getCaseQueue, type CaseAccountLookup } from './case-views';
import type { SelfExclusionStep } from './service';

const tags = ['staff safer gambling'];
const config = { permission: 'safer-gambling.cases' as const };
const actionAnswers = { 200: ZSaferGamblingCase, 400: E, 401: E, 403: E, 404: E, 409: E, 422: E };

export type StaffSaferGamblingRoutesOptions = {
  /** The player's e-mail and account currency (the auth module's getAccount). */
  accountOf: CaseAccountLookup;
  /** What other modules do as play closes (the public app's `selfExclusionSteps`: open rounds end). */
  selfExclusionSteps: readonly SelfExclusionStep[];
};

/** The member the staff app's access check signed in (request.staff), with the address the request came from. */
function staffOf(request: FastifyRequest) {
  const { staff } = request;
  if (!staff) throw unauthorized('Please sign in to the console.');
  return { id: staff.id, email: staff.email, ip: request.ip };
}

/**
 * Safer-gambling cases under the staff app's prefix (/staff-api/v1), permission safer-gambling.cases: the queue, one
 * case, and the actions on it. Each action answers the case as GET does.
 */
export const staffSaferGamblingRoutes: FastifyPluginAsyncZod<StaffSaferGamblingRoutesOptions> = async (app, opts) => {
  const { db } = app.database;
  const { accountOf, selfExclusionSteps } = opts;
  const context = (request: FastifyRequest): CaseActionContext => ({ db, clock: app.clock, staff: staffOf(request), log: request.log });
  const view = (id: string) => getCase(db, accountOf, id, app.clock.now());

  app.get(
    '/safer-gambling/cases',
    {
      config,
      schema: { tags, querystring: ZSaferGamblingCaseQueueQuery, response: { 200: ZSaferGamblingCaseQueue, 400: E, 401: E, 403: E } },
    },
    async (request) => getCaseQueue(db, accountOf, request.query.status, app.clock.now()),
  );

  app.get(
    '/safer-gambling/cases/:id',
    { config, schema: { tags, params: ZSaferGamblingCaseParams, response: { 200: ZSaferGamblingCase, 400: E, 401: E, 403: E, 404: E } } },
    async (request) => view(request.params.id),
  );

  app.post(
    '/safer-gambling/cases/:id/assign',
    { config, schema: { tags, params: ZSaferGamblingCaseParams, response: actionAnswers } },
    async (request) => {
      await assignCase(context(request), request.params.id);
      return view(request.params.id);
    },
  );

  app.post(
    '/safer-gambling/cases/:id/notes',
    { config, schema: { tags, params: ZSaferGamblingCaseParams, body: ZSaferGamblingCaseNoteRequest, response: actionAnswers } },
    async (request) => {
      await addCaseNote(context(request), request.params.id, request.body.note);
      return view(request.params.id);
    },
  );

  app.post(
    '/safer-gambling/cases/:id/interactions',
    { config, schema: { tags, params: ZSaferGamblingCaseParams, body: ZSaferGamblingCaseMessageRequest, response: actionAnswers } },
    async (request) => {
      await sendCaseMessage(context(request), request.params.id, request.body.message);
      return view(request.params.id);
    },
  );

  app.post(
    '/safer-gambling/cases/:id/limits',
    { config, schema: { tags, params: ZSaferGamblingCaseParams, body: ZSaferGamblingCaseLimitRequest, response: actionAnswers } },
    async (request) => {
      const ctx = context(request);
      const { case: found } = await view(request.params.id);
      const account = await accountOf(db, found.playerId);
      if (!account) throw notFound("The case's player no longer has an account.");
      await imposeLimitFromCase(ctx, request.params.id, request.body, account.currency);
      return view(request.params.id);
    },
  );

  app.post(
    '/safer-gambling/cases/:id/close-account',
    { config, schema: { tags, params: ZSaferGamblingCaseParams, body: ZSaferGamblingCloseAccountRequest, response: actionAnswers } },
    async (request) => {
      await closeAccountFromCase(context(request), request.params.id, request.body.reason, selfExclusionSteps);
      return view(request.params.id);
    },
  );

  app.post(
    '/safer-gambling/cases/:id/close',
    { config, schema: { tags, params: ZSaferGamblingCaseParams, body: ZSaferGamblingCloseCaseRequest, response: actionAnswers } },
    async (request) => {
      await closeCase(context(request), request.params.id, request.body.outcome);
      return view(request.params.id);
    },
  );
};
