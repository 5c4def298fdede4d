import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import helmet from 'helmet';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from './app';
import { registerCsrfGuard } from './lib/csrf';
import { registerErrorHandler } from './lib/error-handler';
import { RequestLog } from './lib/request-log';
import { auditRoutes } from './modules/audit';
import { findEmails, getAccount } from './modules/auth';
import { staffRoutes } from './modules/backoffice';
import { staffPaymentRoutes } from './modules/payments';
import { staffPlayerRoutes } from './modules/player-view';
import { staffDocumentRoutes } from './modules/profile';
import { staffBonusRoutes } from './modules/promotions';
import { reportRoutes } from './modules/reports';
import { staffSaferGamblingRoutes } from './modules/responsible-gaming';
import { staffAdjustmentRoutes } from './modules/wallet';
import { operatorRoutes } from './operator/routes';
import { registerConsoleFiles } from './plugins/console-files';
import { forwardedForPlugin } from './plugins/forwarded-for';
import { staffAccessPlugin } from './plugins/staff-access';
import { staffSessionPlugin } from './plugins/staff-session';

export const STAFF_API_PREFIX = '/staff-api/v1';

type StaffAppDeps = {
  /** The public app: its configuration, database, clock, mailer, background tasks and Redis are shared. */
  app: App;
  /** The local operator channel's token (operator/token-file.ts); null: the channel refuses every call. */
  operatorToken?: string | null;
};

/**
 * The staff listener (STAFF_PORT): the staff interface under /staff-api/v1 and the operator's console at /. A
 * Fastify instance of its own, so no staff route exists on the public app and the public origin answers 404 for
 * every one of them by construction. Closing it leaves the public app, which owns the shared parts, open.
 */
export async function buildStaffApp({ app: publicApp, operatorToken = null }: StaffAppDeps) {
  const { config, clock } = publicApp;
  const app = Fastify({
    loggerInstance: publicApp.log.child({ listener: 'staff' }),
    logController: new RequestLog({ clock, slowRequestMs: config.slowRequestMs }),
    trustProxy: config.trustedProxies,
    bodyLimit: 65_536,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', publicApp.database);
  app.decorate('clock', clock);
  app.decorate('mailer', publicApp.mailer);
  app.decorate('background', publicApp.background);
  app.decorate('redis', publicApp.redis);
  app.decorateRequest('receivedAt', 0);
  registerErrorHandler(app);
  await app.register(forwardedForPlugin);

  // The console's own scripts, styles and images; its JSON calls go to this origin only.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    hsts: config.isProduction,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  await app.register(cookie);
  await app.register(rateLimit, { global: false, redis: publicApp.redis ?? undefined, nameSpace: 'casino-staff-rl:' });
  await app.register(swagger, { openapi: { info: { title: 'Casino staff API', version: '1.0.0' } }, transform: jsonSchemaTransform });
  registerCsrfGuard(app);
  await app.register(staffSessionPlugin);
  // Before any route: it refuses a route without a permission, and checks each request's.
  await app.register(staffAccessPlugin, { operatorToken });
  registerConsoleFiles(app, { dir: config.staffConsoleDir, apiPrefix: STAFF_API_PREFIX });

  const prefix = STAFF_API_PREFIX;
  await app.register(staffRoutes, { prefix });
  await app.register(operatorRoutes, { prefix, parts: { mailer: publicApp.mailer, registerChecks: publicApp.registerChecks } });
  await app.register(auditRoutes, { prefix });
  await app.register(staffDocumentRoutes, { prefix });
  await app.register(staffPaymentRoutes, { prefix });
  await app.register(staffAdjustmentRoutes, { prefix, playerEmails: findEmails });
  await app.register(staffSaferGamblingRoutes, { prefix, accountOf: getAccount, selfExclusionSteps: publicApp.selfExclusionSteps });
  await app.register(reportRoutes, { prefix });
  await app.register(staffPlayerRoutes, { prefix });
  await app.register(staffBonusRoutes, { prefix });
  // The staff interface's OpenAPI document, for a member's own tools (and the fuzz test, which walks it).
  app.get(`${prefix}/docs/json`, { schema: { hide: true }, config: { permission: 'signed-in' } as const }, async () => app.swagger());
  return app;
}

export type StaffApp = Awaited<ReturnType<typeof buildStaffApp>>;
