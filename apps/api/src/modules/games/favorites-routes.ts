import { textField, ZErrorResponse as E, ZFavoriteGame, ZFavoriteGameList } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addFavorite, listFavorites, removeFavorite } from './service';

const tags = ['profile'];
const ZFavoriteEntry = ZFavoriteGame.required({ launchId: true });

/** /profile-service/api/v1/profile/favoriteGame (docs/product.md, Favourite games): the player's favourites. */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.addHook('onRequest', app.requirePlayer);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/profile/favoriteGame', { schema: { tags, response: { 200: ZFavoriteGameList, 401: E } } }, async (request) =>
    listFavorites(db, request.player!.id),
  );

  // The game is looked up by id: the name, provider and category sent along are not trusted.
  app.post(
    '/profile/favoriteGame',
    { schema: { tags, body: ZFavoriteGame, response: { 200: ZFavoriteEntry, 201: ZFavoriteEntry, 400: E, 401: E, 404: E } } },
    async (request, reply) => {
      const { created, favorite } = await addFavorite(db, request.player!.id, request.body.id, app.clock.now());
      return reply.code(created ? 201 : 200).send(favorite);
    },
  );

  app.delete(
    '/profile/favoriteGame/:id',
    { schema: { tags, params: z.object({ id: textField().min(1).max(200) }), response: { 204: z.null(), 401: E } } },
    async (request, reply) => {
      await removeFavorite(db, request.player!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
