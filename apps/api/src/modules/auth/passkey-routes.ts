import {
  ZAddPasskeyRequest,
  ZErrorResponse as E,
  ZMessageResponse,
  ZPasskey,
  ZPasskeyCreationOptions,
  ZRemovePasskeyRequest,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authDepsOf } from './deps';
import { addPasskey, removePasskey, startPasskeyRegistration } from './passkeys';

const tags = ['user'];
// Each one is a ceremony with the authenticator, or a password check: a handful a minute is plenty for a person.
const config = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/**
 * /profile-service/api/v1/two-factor/passkeys: the signed-in player's passkeys. Registered inside the two-factor
 * routes, whose hooks (a player's session, no caching) apply.
 */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDepsOf(app);

  app.post(
    '/two-factor/passkeys/options',
    { config, schema: { tags, response: { 200: ZPasskeyCreationOptions, 401: E, 409: E, 429: E } } },
    async (request) => startPasskeyRegistration(deps, request.player!),
  );

  app.post(
    '/two-factor/passkeys',
    { config, schema: { tags, body: ZAddPasskeyRequest, response: { 201: ZPasskey, 400: E, 401: E, 409: E, 422: E, 429: E } } },
    async (request, reply) => reply.code(201).send(await addPasskey(deps, request.player!, request.body)),
  );

  app.post(
    '/two-factor/passkeys/:id/remove',
    {
      config,
      schema: {
        tags,
        params: z.object({ id: z.uuid({ error: 'That passkey is not on your account.' }) }),
        body: ZRemovePasskeyRequest,
        response: { 200: ZMessageResponse, 400: E, 401: E, 404: E, 422: E, 429: E },
      },
    },
    async (request) => removePasskey(deps, request.player!, request.params.id, request.body.password),
  );
};
