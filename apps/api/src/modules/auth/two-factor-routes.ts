import {
  ZErrorResponse as E,
  ZMessageResponse,
  ZRecoveryCodes,
  ZSecondFactorCode,
  ZTotpCodeRequest,
  ZTotpEnrolment,
  ZTwoFactorStatus,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authDepsOf } from './deps';
import { passkeyRoutes } from './passkey-routes';
import { confirmTotpEnrolment, getTwoFactorStatus, requestTwoFactorOff, startTotpEnrolment } from './two-factor';

const tags = ['user'];
// Each attempt checks a code: a handful a minute is plenty for a person.
const config = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** /profile-service/api/v1/two-factor: the signed-in player's authenticator app and passkeys. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDepsOf(app);
  app.addHook('onRequest', app.requirePlayer);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/two-factor', { schema: { tags, response: { 200: ZTwoFactorStatus, 401: E } } }, async (request) =>
    getTwoFactorStatus(deps.db, request.player!.id),
  );

  app.post('/two-factor/totp', { config, schema: { tags, response: { 200: ZTotpEnrolment, 401: E, 409: E, 429: E } } }, async (request) =>
    startTotpEnrolment(deps, request.player!),
  );

  app.post(
    '/two-factor/totp/confirm',
    { config, schema: { tags, body: ZTotpCodeRequest, response: { 200: ZRecoveryCodes, 400: E, 401: E, 409: E, 422: E, 429: E } } },
    async (request) => confirmTotpEnrolment(deps, request.player!, request.body.code),
  );

  app.post(
    '/two-factor/disable',
    {
      config,
      schema: {
        tags,
        body: z.object({ code: ZSecondFactorCode }),
        response: { 200: ZMessageResponse, 400: E, 401: E, 409: E, 422: E, 429: E },
      },
    },
    async (request) => requestTwoFactorOff(deps, request.player!, request.body.code),
  );

  await app.register(passkeyRoutes);
};
