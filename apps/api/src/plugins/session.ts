import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors';
import { resolveSession, type Player } from '../modules/sessions';

/**
 * The session cookie and the player guard, for every route of the app (fastify-plugin lifts the
 * decorations out of this plugin's scope). Route modules never read the cookie or the sessions
 * table: `app.requirePlayer` guards a route (401 without a live session, `request.player` set
 * after), `request.findPlayer()` serves routes a visitor may call too, and the reply sets or clears
 * the cookie.
 *
 * A payout-only session (opened while the person is self-excluded, decision 006) passes only routes whose
 * config says `payoutOnly: true` (balances, withdrawals, sign-out); on every other route, guarded or not,
 * it gets a 403, so no new route can let a self-excluded player play, deposit or take an offer by omission.
 */
export const PAYOUT_ONLY_REFUSAL =
  'While you are self-excluded or taking a break you can only see your balances and withdraw your money. Games, deposits and offers are closed to you.';

export const sessionPlugin = fp(
  async (app) => {
    const { config, clock } = app;
    const { db } = app.database;
    // `__Host-` makes the browser insist on Secure, Path=/ and no Domain: the cookie stays ours.
    const cookieName = config.isProduction ? '__Host-sid' : 'sid';
    const cookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure: config.isProduction } as const;

    async function findPlayer(this: FastifyRequest): Promise<Player | null> {
      if (this.player) return this.player;
      const token = this.cookies[cookieName];
      if (!token) return null;
      const player = await resolveSession(db, config, token, clock.now());
      if (player?.payoutOnly && !this.routeOptions.config.payoutOnly) throw forbidden(PAYOUT_ONLY_REFUSAL);
      this.player = player;
      return this.player;
    }

    app.decorateRequest('player', null);
    app.decorateRequest('findPlayer', findPlayer);
    app.decorateRequest('hasSessionCookie', function (this: FastifyRequest) {
      return Boolean(this.cookies[cookieName]);
    });
    app.decorateReply('setSessionCookie', function (this: FastifyReply, token: string) {
      return this.setCookie(cookieName, token, { ...cookieOptions, maxAge: Math.floor(config.sessionAbsoluteMs / 1000) });
    });
    app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
      return this.clearCookie(cookieName, cookieOptions);
    });
    app.decorate('requirePlayer', async (request: FastifyRequest) => {
      if (!(await request.findPlayer())) throw unauthorized();
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
