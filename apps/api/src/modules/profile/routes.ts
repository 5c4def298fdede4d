import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { required } from '../../lib/dependencies';
import { documentRoutes } from './document-routes';
import { createLocalDocumentStorage, type DocumentStorage } from './document-storage';
import { profileDetailRoutes } from './profile-routes';
import { saferGamblingRoutes, type SaferGamblingRoutesOptions } from './safer-gambling-routes';
import { selfExclusionRoutes } from './self-exclusion-routes';
import { sessionRoutes } from './session-routes';
import { unsubscribeRoutes } from './unsubscribe-routes';

type ProfileRoutesOptions = { documentStorage?: DocumentStorage } & Partial<SaferGamblingRoutesOptions>;

/** The player's account area under /profile-service/api/v1 (docs/product.md, API). */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, opts) => {
  const storage = opts.documentStorage ?? createLocalDocumentStorage(app.config.documentsDir);
  const countedDeposits = required(opts.countedDeposits, "the payments module's deposits counted against the limits");
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  await app.register(unsubscribeRoutes);

  // Everything else is the signed-in player's own data. onRequest, before the body is read or
  // validated: a stranger gets 401 and learns nothing about the route.
  await app.register(async (player) => {
    player.addHook('onRequest', app.requirePlayer);
    await player.register(profileDetailRoutes);
    await player.register(sessionRoutes);
    await player.register(selfExclusionRoutes);
    await player.register(saferGamblingRoutes, { countedDeposits });
    await player.register(documentRoutes, { storage });
  });
};
