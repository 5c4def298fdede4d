import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The device cookie (see modules/auth/device-token.ts): its name and flags, for every route of the
 * app. HttpOnly, so page scripts never see it; SameSite=Strict, since only our own sign-in form needs
 * it; `__Host-` and Secure in production, like the session cookie.
 */
export const deviceCookiePlugin = fp(
  async (app) => {
    const cookieName = app.config.isProduction ? '__Host-device' : 'device';
    const cookieOptions = { httpOnly: true, sameSite: 'strict', path: '/', secure: app.config.isProduction } as const;

    app.decorateRequest('deviceCookie', function (this: FastifyRequest) {
      return this.cookies[cookieName];
    });
    app.decorateReply('setDeviceCookie', function (this: FastifyReply, cookie: { value: string; maxAgeSeconds: number }) {
      return this.setCookie(cookieName, cookie.value, { ...cookieOptions, maxAge: cookie.maxAgeSeconds });
    });
  },
  { name: 'device-cookie', dependencies: ['@fastify/cookie'] },
);
