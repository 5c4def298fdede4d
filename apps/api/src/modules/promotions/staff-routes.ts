import {
  ZErrorResponse as E,
  ZStaffBonusForfeitRequest,
  ZStaffBonusGrantRequest,
  ZStaffCoupon,
  ZStaffCouponCreateRequest,
  ZStaffCouponParams,
  ZStaffCoupons,
  ZStaffPlayerBonus,
  ZStaffPlayerBonuses,
  ZStaffPlayerGrantParams,
  ZStaffPlayerParams,
  ZStaffWelcomeOffer,
  ZStaffWelcomeOfferParams,
  ZStaffWelcomeOfferRequest,
  ZStaffWelcomeOffers,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPromotionSettings } from './config';
import { staffAuditOf } from './staff-actor';
import { forfeitStaffBonus, grantStaffBonus, listStaffPlayerBonuses } from './staff-bonuses';
import { createStaffCoupon, disableStaffCoupon, listStaffCoupons } from './staff-coupons';
import { listStaffWelcomeOffers, resetWelcomeOffer, setWelcomeOffer } from './staff-welcome-offers';

const tags = ['staff bonuses'];
const config = { permission: 'bonuses.manage' as const };
const errors = { 400: E, 401: E, 403: E };

/**
 * The operator's bonuses under the staff app's prefix (/staff-api/v1), permission bonuses.manage: bonus codes, the
 * welcome offer per market profile, and a player's bonuses granted and forfeited by hand. Every change is audited.
 */
export const staffBonusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const settings = getPromotionSettings(app.config);
  const auditOf = (request: Parameters<typeof staffAuditOf>[0]) => staffAuditOf(request, app.clock);

  app.get('/coupons', { config, schema: { tags, response: { 200: ZStaffCoupons, ...errors } } }, async () => ({
    items: await listStaffCoupons(db, app.clock.now()),
  }));

  app.post(
    '/coupons',
    { config, schema: { tags, body: ZStaffCouponCreateRequest, response: { 201: ZStaffCoupon, ...errors, 409: E } } },
    async (request, reply) => reply.code(201).send(await createStaffCoupon(db, request.body, auditOf(request))),
  );

  app.post(
    '/coupons/:code/disable',
    { config, schema: { tags, params: ZStaffCouponParams, response: { 200: ZStaffCoupon, ...errors, 404: E, 409: E } } },
    async (request) => disableStaffCoupon(db, request.params.code, auditOf(request)),
  );

  app.get('/welcome-offers', { config, schema: { tags, response: { 200: ZStaffWelcomeOffers, ...errors } } }, async () => ({
    items: await listStaffWelcomeOffers(db, settings),
  }));

  app.put(
    '/welcome-offers/:profile',
    {
      config,
      schema: { tags, params: ZStaffWelcomeOfferParams, body: ZStaffWelcomeOfferRequest, response: { 200: ZStaffWelcomeOffer, ...errors } },
    },
    async (request) => setWelcomeOffer(db, settings, request.params.profile, request.body, auditOf(request)),
  );

  app.delete(
    '/welcome-offers/:profile',
    { config, schema: { tags, params: ZStaffWelcomeOfferParams, response: { 200: ZStaffWelcomeOffer, ...errors } } },
    async (request) => resetWelcomeOffer(db, settings, request.params.profile, auditOf(request)),
  );

  app.get(
    '/players/:playerId/bonuses',
    // Part of the player's page: whoever reads players reads their bonuses; granting and forfeiting need bonuses.manage.
    {
      config: { permission: 'players.read' as const },
      schema: { tags, params: ZStaffPlayerParams, response: { 200: ZStaffPlayerBonuses, ...errors, 404: E } },
    },
    async (request) => listStaffPlayerBonuses(db, settings, request.params.playerId),
  );

  app.post(
    '/players/:playerId/bonuses',
    {
      config,
      schema: {
        tags,
        params: ZStaffPlayerParams,
        body: ZStaffBonusGrantRequest,
        response: { 200: ZStaffPlayerBonus, 201: ZStaffPlayerBonus, ...errors, 409: E, 422: E },
      },
    },
    async (request, reply) => {
      const { grant, isRepeat } = await grantStaffBonus(db, settings, request.params.playerId, request.body, auditOf(request));
      // The same submission again: the first grant, created before.
      return reply.code(isRepeat ? 200 : 201).send(grant);
    },
  );

  app.post(
    '/players/:playerId/bonuses/:grantId/forfeit',
    {
      config,
      schema: {
        tags,
        params: ZStaffPlayerGrantParams,
        body: ZStaffBonusForfeitRequest,
        response: { 200: ZStaffPlayerBonus, ...errors, 404: E, 409: E },
      },
    },
    async (request) =>
      forfeitStaffBonus(db, settings, request.params.playerId, request.params.grantId, request.body.reason, auditOf(request)),
  );
};
