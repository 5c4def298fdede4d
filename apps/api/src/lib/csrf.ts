import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing calls must carry the header our web client always sends. Browsers cannot add a
 * custom header cross-site without a CORS preflight, which this API never grants.
 * Routes that receive calls from third parties (gateway webhooks) opt out with `config.csrf: false`.
 */
export function registerCsrfGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if ((request.routeOptions.config as { csrf?: boolean } | undefined)?.csrf === false) return;
    if (request.headers[CLIENT_HEADER] !== CLIENT_HEADER_VALUE) {
      throw forbidden(`Missing ${CLIENT_HEADER} header.`);
    }
  });
}
