import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse as E } from '@casino/contracts';
import { z } from 'zod';
import { badRequest } from '../lib/errors';
import { executeOperatorCommand, OPERATOR_COMMAND_NAMES, OPERATOR_COMMANDS, type OperatorContext } from './commands';

/**
 * The local operator channel on the staff listener: POST /operator/<command> runs that command in the API.
 * Only this machine, with the token the API wrote to <DATA_DIR>/operator-token at start (plugins/staff-access.ts);
 * no browser sends that header by itself, so the CSRF header is not asked for.
 */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const context: OperatorContext = { db: app.database.db, config: app.config, clock: app.clock };
  app.post(
    '/operator/:command',
    {
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
