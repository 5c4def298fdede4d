import { ZCurrentIp, ZErrorResponse as E } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryOfRequest } from './service';

const tags = ['ip'];
/** Per visitor (it depends on their address), kept as long as docs/product.md, API, lets clients keep it. */
const CACHE_CONTROL = 'private, max-age=300';

/** /ip-service/api/v1 (docs/product.md, API): where the visitor is, for the blocked-country page. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { rateLimit: { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' } };

  app.get('/user/currentIp', { config, schema: { tags, response: { 200: ZCurrentIp, 429: E } } }, async (request, reply) => {
    reply.header('cache-control', CACHE_CONTROL);
    return countryOfRequest(request);
  });
};
