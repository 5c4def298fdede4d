import {
  ZAcceptPromotionRequest,
  ZCouponValidationRequest,
  ZCouponValidationResponse,
  ZEligiblePromotions,
  ZErrorResponse as E,
  ZLoyaltyLevel,
  ZPlayerPromotion,
  ZPlayerPromotionList,
  ZRedeemCouponRequest,
  ZRejectPromotionQuery,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPromotionSettings } from './config';
import { redeemCoupon, validateCoupon } from './coupons';
import { getLoyaltyLevel } from './loyalty';
import { acceptPromotion, listPlayerPromotions, rejectPromotions } from './player-promotions';
import { declineWelcomeOffer, getEligiblePromotions } from './service';

const tags = ['promotions'];
// Bonus codes are short digit strings: a guesser is slowed down per address.
const couponLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** /profile-service/api/v1 (docs/product.md, API): the promotions a player may take, has taken, and their loyalty level. */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const settings = getPromotionSettings(app.config);
  // onRequest, before validation: a stranger gets 401.
  app.addHook('onRequest', app.requirePlayer);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/profile/promotion-eligible', { schema: { tags, response: { 200: ZEligiblePromotions, 401: E } } }, async (request) =>
    getEligiblePromotions(db, settings, request.player!.id, app.clock.now()),
  );

  app.delete('/profile/promotion-eligible', { schema: { tags, response: { 200: ZEligiblePromotions, 401: E } } }, async (request) =>
    declineWelcomeOffer(db, settings, request.player!.id, app.clock.now()),
  );

  app.get('/profile/promotion', { schema: { tags, response: { 200: ZPlayerPromotionList, 401: E } } }, async (request) =>
    listPlayerPromotions(db, settings, request.player!.id),
  );

  app.post(
    '/profile/promotion',
    {
      schema: { tags, body: ZAcceptPromotionRequest, response: { 200: ZPlayerPromotion, 400: E, 401: E, 403: E, 404: E, 409: E, 422: E } },
    },
    async (request) => acceptPromotion(db, settings, request.player!.id, request.body.id, app.clock.now()),
  );

  app.delete(
    '/profile/promotion',
    { schema: { tags, querystring: ZRejectPromotionQuery, response: { 200: ZPlayerPromotionList, 400: E, 401: E, 404: E, 409: E } } },
    async (request) => rejectPromotions(db, settings, request.player!.id, request.query.id, app.clock.now()),
  );

  app.put(
    '/profile/redeem-promotion-coupon',
    {
      config: couponLimit,
      schema: { tags, body: ZRedeemCouponRequest, response: { 200: ZPlayerPromotion, 400: E, 401: E, 403: E, 409: E, 429: E } },
    },
    async (request) => redeemCoupon(db, settings, request.player!.id, request.body.promotionCoupon, app.clock.now()),
  );

  app.get('/profile/loyalty-level', { schema: { tags, response: { 200: ZLoyaltyLevel, 401: E } } }, async (request) =>
    getLoyaltyLevel(db, settings.loyaltyLevels, request.player!.id),
  );
};

/** /user-service/api/v1 (docs/product.md, API): a signed-in player checks a bonus code before using it. */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.addHook('onRequest', app.requirePlayer);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/promotion/coupon',
    {
      config: couponLimit,
      schema: { tags, body: ZCouponValidationRequest, response: { 200: ZCouponValidationResponse, 400: E, 401: E, 429: E } },
    },
    async (request) => validateCoupon(db, request.player!.id, request.body.couponName, app.clock.now()),
  );
};
