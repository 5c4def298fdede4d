import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import helmet from 'helmet';
import type { OpenAPIV3 } from 'openapi-types';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import { createBackground, type Background } from './lib/background';
import { createControlledClock, systemClock, type Clock } from './lib/clock';
import { registerCsrfGuard } from './lib/csrf';
import { registerErrorHandler } from './lib/error-handler';
import { redactRequestUrl } from './lib/log-redaction';
import { RequestLog } from './lib/request-log';
import { serializeError } from './lib/serialize-error';
import { createMailer } from './lib/mailer';
import { authRoutes, twoFactorRoutes } from './modules/auth';
import { currencyRoutes } from './modules/currency';
import { errorRoutes } from './modules/errors';
import { walletApiRoutes } from './modules/game-wallet';
import { favoriteRoutes, gameAggregatorRoutes, gameAssetRoutes } from './modules/games';
import {
  betHistoryRoutes,
  crashRoutes,
  fairnessRoutes,
  playRoutes,
  registerCrashLive,
  registerVirtualSportsLive,
  virtualSportsRoutes,
  winnersRoutes,
} from './modules/gameplay';
import { geoRoutes } from './modules/geo';
import { healthRoutes } from './modules/health';
import { jackpotRoutes } from './modules/jackpots';
import { liabilityProofRoutes, registerDailySnapshots } from './modules/liability-proofs';
import {
  listCountedDeposits,
  paymentRoutes,
  registerPayments,
  registerWithdrawalLapses,
  sandboxRoutes,
  webhookRoutes,
  withdrawalLinkRoutes,
  withdrawalSecurityRoutes,
} from './modules/payments';
import { findRegisterPerson, profileRoutes } from './modules/profile';
import { registerHarmMarkers, startNationalRegisters } from './modules/responsible-gaming';
import { couponRoutes, promotionRoutes, registerPromotions, welcomeOfferRoutes } from './modules/promotions';
import { siteRoutes } from './modules/site';
import { walletRoutes } from './modules/wallet';
import { deviceCookiePlugin } from './plugins/device-cookie';
import { boundForwardedFor, forwardedForPlugin } from './plugins/forwarded-for';
import { renderDocumentReader } from './plugins/document-reader';
import { documentTransform } from './plugins/payout-only-document';
import { sessionPlugin } from './plugins/session';
import { testClockRoutes } from './plugins/test-clock';
import { wireModules, type Wiring } from './wiring';

/**
 * `clock` defaults to the system clock (a controlled one under TEST_CLOCK=controlled) and `background` to tasks run right after the answer; tests
 * pass ones they control. `logStream` (stdout by default) lets a test read the log. `wiring` (what the modules
 * hand each other) is built from the configuration unless given.
 */
type AppDeps = {
  config: Config;
  database: Database;
  clock?: Clock;
  background?: Background;
  logStream?: { write(line: string): void };
  wiring?: Wiring;
};

/** Builds the whole API without listening: tests drive it with app.inject. */
export async function buildApp({ config, database, clock: given, background, logStream, wiring }: AppDeps) {
  const clock = given ?? (config.isClockControlled ? createControlledClock() : systemClock);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      // Fastify's own request fields, with any token in the path masked; errors without a query's values.
      // "incoming request" is logged before the first hook, so the address is bounded here too.
      serializers: {
        req: (req) => {
          boundForwardedFor(req.headers);
          return { method: req.method, url: redactRequestUrl(req.url ?? ''), host: req.headers.host, remoteAddress: req.ip };
        },
        err: serializeError,
      },
      ...(logStream && { stream: logStream }),
    },
    // Fastify's two info lines per request are replaced by one line chosen by status and time.
    logController: new RequestLog({ clock, slowRequestMs: config.slowRequestMs }),
    trustProxy: config.trustedProxies,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', clock);
  app.decorateRequest('receivedAt', 0);
  const mailer = createMailer(config, database.db, app.log);
  app.decorate('mailer', mailer);
  const tasks = background ?? createBackground(app.log);
  app.decorate('background', tasks);
  app.decorate('signUpSteps', []);
  app.decorate('selfExclusionSteps', []);
  // National self-exclusion registers: the configured ones, or the sandbox on a port of its own (closed with the app).
  const national = await startNationalRegisters(config, database.db);
  app.decorate('registerChecks', {
    registers: national.registers,
    personOf: findRegisterPerson,
    log: app.log,
    // The same list the modules fill at start: a register's hit ends open rounds as a self-exclusion does.
    exclusionSteps: app.selfExclusionSteps,
  });
  app.addHook('onClose', async () => {
    await tasks.idle();
    await mailer.close();
    await national.close();
  });
  registerErrorHandler(app);
  // First of all hooks: everything after it reads the client's address.
  await app.register(forwardedForPlugin);

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  app.decorate('redis', redis ?? null);

  // Security headers. The middleware is built once: the headers depend only on this configuration
  // (@fastify/helmet built it afresh, options and CSP parsed, for every request).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], objectSrc: ["'none'"] },
    },
    hsts: config.isProduction,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  // JSON answers of 1 KiB or more, br or gzip as the client accepts; routes serving bodies encoded in
  // advance opt out with `compress: false`. Request bodies are never compressed by our clients.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(cookie);
  await app.register(sessionPlugin);
  await app.register(deviceCookiePlugin);
  // Per-route limits opt in with `config.rateLimit`; the store is shared across instances when Redis is set.
  await app.register(rateLimit, { global: false, redis, nameSpace: 'casino-rl:' });
  await app.register(swagger, {
    openapi: { info: { title: 'Casino API', version: '1.0.0' } },
    transform: documentTransform,
  });
  registerCsrfGuard(app);

  // 404s are rate limited so path scanning is cheap to turn away.
  app.setNotFoundHandler({ preHandler: app.rateLimit({ max: 60, timeWindow: '1 minute' }) }, (request, reply) =>
    reply.code(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` }),
  );

  // How the modules reach each other (wiring.ts), handed over below: a module registered without what it needs stops the start.
  const { promotionSettings, gameWallet, freeRounds, freeSpinWins } = wiring ?? wireModules(config);
  // Real-money rounds, crash and virtual sports stake and pay through the game wallet; free rounds are the promotions file's.
  const play = { wallet: gameWallet, freeRounds };

  // Before the routes: a refusal by a limit, on any of them, is recorded once answered.
  registerHarmMarkers(app);
  registerDailySnapshots(app);
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/user-service/api/v1' });
  await app.register(currencyRoutes);
  await app.register(siteRoutes, { prefix: '/cdn/static' });
  await app.register(walletRoutes, { prefix: '/profile-service/api/v1', freeSpinWins });
  await app.register(gameAssetRoutes);
  await app.register(gameAggregatorRoutes, { prefix: '/game-aggregator-service/api/v1' });
  await app.register(jackpotRoutes, { prefix: '/game-aggregator-service/api/v1' });
  await app.register(winnersRoutes, { prefix: '/game-aggregator-service/api/v1' });
  await app.register(playRoutes, { prefix: '/game-aggregator-service/api/v1', ...play });
  // The crash rounds read the payments module's chain for their salts.
  registerPayments(app);
  registerWithdrawalLapses(app);
  registerCrashLive(app, play);
  await app.register(crashRoutes, { prefix: '/game-aggregator-service/api/v1' });
  registerVirtualSportsLive(app, play);
  await app.register(virtualSportsRoutes, { prefix: '/game-aggregator-service/api/v1', ...play });
  await app.register(favoriteRoutes, { prefix: '/profile-service/api/v1' });
  await app.register(profileRoutes, { prefix: '/profile-service/api/v1', countedDeposits: listCountedDeposits });
  await app.register(fairnessRoutes, { prefix: '/profile-service/api/v1' });
  await app.register(twoFactorRoutes, { prefix: '/profile-service/api/v1' });
  await app.register(liabilityProofRoutes, { prefix: '/profile-service/api/v1' });
  await app.register(betHistoryRoutes, { prefix: '/profile-service/api/v1', wallet: gameWallet });
  await app.register(geoRoutes, { prefix: '/ip-service/api/v1' });
  await app.register(errorRoutes, { prefix: '/api' });
  await app.register(walletApiRoutes, { prefix: '/wallet-api/v1', wallet: gameWallet });
  await app.register(paymentRoutes, { prefix: '/profile-service/api/v1' });
  await app.register(withdrawalSecurityRoutes, { prefix: '/profile-service/api/v1' });
  await app.register(withdrawalLinkRoutes, { prefix: '/user-service/api/v1' });
  await app.register(webhookRoutes);
  if (config.paymentsSandbox) await app.register(sandboxRoutes);
  registerPromotions(app, promotionSettings);
  await app.register(promotionRoutes, { prefix: '/profile-service/api/v1' });
  await app.register(couponRoutes, { prefix: '/user-service/api/v1' });
  await app.register(welcomeOfferRoutes, { prefix: '/profile-service/api/v1' });
  // Browser tests move time through it; never registered otherwise (production refuses the setting).
  if (config.isClockControlled) await app.register(testClockRoutes);
  // The document lists server-to-server routes (wallet API, payment notices): production serves none of it.
  // Integrators read docs/openapi.json; development reads it here, with a reader at /api/docs.
  if (!config.isProduction) {
    app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
    app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(renderDocumentReader(app.swagger() as OpenAPIV3.Document)),
    );
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
