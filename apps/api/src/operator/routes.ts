import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse as E } from '@casino/contracts';
import { z } from 'zod';
import { badRequest } from '../lib/errors';
import { executeOperatorCommand, OPERATOR_COMMAND_NAMES, OPERATOR_COMMANDS, type OperatorContext, type OperatorParts } from './commands';

/** A catalogue feed or a promotional mail is larger than any staff form (the staff app's limit is 64 KiB). */
const OPERATOR_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * The local operator channel on the staff listener: POST /operator/<command> runs that command in the API, with the
 * API's own mailer and registers. Only this machine, with the token the API wrote to <DATA_DIR>/operator-token at
 * start (plugins/staff-access.ts, checked before the body is read); no browser sends that header by itself, so the
 * CSRF header is not asked for.
 */
export const operatorRoutes: FastifyPluginAsyncZod<{ parts: OperatorParts }> = async (app, { parts }) => {
  const context: OperatorContext = { db: app.database.db, config: app.config, clock: app.clock, parts: async () => parts };
  app.post(
    '/operator/:command',
    {
      bodyLimit: OPERATOR_BODY_LIMIT,
      config: { permission: 'operator', csrf: false },
      schema: {
        params: z.object({ command: z.enum(OPERATOR_COMMAND_NAMES, { error: 'No operator command has this name.' }) }),
        body: z.unknown(),
        response: { 200: z.object({ result: z.unknown() }), 400: E, 401: E, 403: E, 404: E, 409: E, 422: E },
      },
    },
    async (request) => {
      const { command } = request.params;
      const parsed = OPERATOR_COMMANDS[command].input.safeParse(request.body ?? {});
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid input');
      return { result: await executeOperatorCommand(context, command, parsed.data, { ip: request.ip, log: request.log }) };
    },
  );
};
