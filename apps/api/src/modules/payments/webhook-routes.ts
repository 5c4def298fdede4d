import { ZErrorResponse as E, ZPaymentGateway } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound, unauthorized } from '../../lib/errors';
import { settleNotice } from './notice-service';

const ZNoticeAnswer = z.object({ received: z.literal(true), outcome: z.string() });

/**
 * /payments/webhooks/{gateway}: gateways' signed notices. The body is read as sent (the signature covers
 * its bytes); a notice that is not signed by the gateway, or signed too long ago, is refused with 401, and a
 * signed one that is not a notice we can read (a field missing, too long, or holding NUL) with 400; neither
 * changes anything. Every checked notice is acknowledged with 200, a repeat too, so the gateway stops sending it.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/webhooks/:gateway',
    {
      config: { csrf: false },
      schema: {
        hide: true,
        params: z.object({ gateway: ZPaymentGateway }),
        response: { 200: ZNoticeAnswer, 400: E, 401: E, 404: E, 415: E },
      },
    },
    async (request) => {
      const gateway = app.payments.gateways.get(request.params.gateway);
      if (!gateway) throw notFound('Unknown gateway.');
      const body = typeof request.body === 'string' ? request.body : '';
      const reading = gateway.readNotice(request.headers, body, app.clock.now());
      if (!reading.isValid) {
        request.log.warn({ gateway: gateway.code, reason: reading.reason }, 'payment notice refused');
        if (reading.isSigned)
          throw badRequest('The notice is signed but not readable: a field is missing, too long or holds a NUL character.');
        throw unauthorized('The notice is not signed by this gateway.');
      }
      const outcome = await settleNotice(app.database.db, gateway.code, reading.notice, app.clock.now());
      return { received: true as const, outcome };
    },
  );
};
