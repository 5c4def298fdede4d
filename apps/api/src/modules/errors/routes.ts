import { ZErrorReport, ZErrorReportReceipt, ZErrorResponse as E } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordErrorReport } from './service';

const tags = ['errors'];
/** A report is at most a few stacks long: anything bigger is refused (413) before it is read. */
const ERROR_REPORT_BODY_LIMIT = 64 * 1024;
/** Per IP: a crashing page reports once per load, so more than this is a loop or abuse. */
export const ERROR_REPORTS_PER_MINUTE = 10;

/** POST /api/error-logger (docs/product.md, Error logging): a page that crashed in the browser reports it. */
export const errorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, log: app.log };

  app.post(
    '/error-logger',
    {
      bodyLimit: ERROR_REPORT_BODY_LIMIT,
      config: { rateLimit: { max: ERROR_REPORTS_PER_MINUTE, timeWindow: '1 minute' }, payoutOnly: true },
      schema: { tags, body: ZErrorReport, response: { 201: ZErrorReportReceipt, 400: E, 403: E, 413: E, 429: E } },
    },
    async (request, reply) => {
      // A visitor's report is as welcome as a player's: the session only adds who it was.
      const player = await request.findPlayer();
      const receipt = await recordErrorReport(deps, request.body, {
        playerId: player?.id ?? null,
        ip: request.ip,
        requestUserAgent: request.headers['user-agent'] ?? null,
        receivedAt: app.clock.now(),
      });
      return reply.code(201).send(receipt);
    },
  );
};
