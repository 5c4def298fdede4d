import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/errors';
import { resolveSession, type Player } from '../modules/sessions';

/**
 * The session cookie and the player guard, for every route of the app (fastify-plugin lifts the
 * decorations out of this plugin's scope). Route modules never read the cookie or the sessions
 * table: `app.requirePlayer` guards a route (401 without a live session, `request.player` set
 * after), `request.findPlayer()` serves routes a visitor may call too, and the reply sets or clears
 * the cookie.
 */
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
      this.player = await resolveSession(db, config, token, clock.now());
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
